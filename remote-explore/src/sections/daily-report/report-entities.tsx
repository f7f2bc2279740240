import type { ReactNode } from 'react';
import type { DailyReportEntities } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useReportEntities } from '@mediawatch/shared/queries';
import { countryTerm, ErrorState, LoadingState, ScrollTable, NUMBER_CELL, useFormat, VisuallyHidden } from '@mediawatch/shared/ui';

import { entityHref, entitySearchHref } from '../entity/entity-links';
import { ChangeCells, Panel } from './report-tables';
import { useDailyReportTexts } from './texts';

// ----------------------------------------------------------------------

const KINDS = [
  { list: 'people', kind: 'person' },
  { list: 'organizations', kind: 'org' },
  { list: 'places', kind: 'place' },
] as const;

/** One list of the panel: its heading, and its table or what to say when it is empty. */
function Part({
  id,
  title,
  empty,
  head,
  minWidth = 360,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  head: ReactNode;
  /** The table's width below which it scrolls sideways. */
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <ScrollTable label={title} minWidth={minWidth} size="small">
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </ScrollTable>
      )}
    </Box>
  );
}

/**
 * Who and where the day's coverage is about (docs/decisions/0047-entities-method.md):
 * the most mentioned people, organizations and places, each against the day
 * before and its 28-day mean, and the countries the day's articles are about,
 * every name opening its page and every count the day's articles. Read apart
 * from the report, so the report's figures do not wait.
 */
export function ReportEntities({ day, timeZone, refetchInterval }: { day: string; timeZone: string; refetchInterval?: number }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const query = useReportEntities({ day, tz: timeZone }, { refetchInterval });
  const data: DailyReportEntities | undefined = query.data;
  const nothing = data !== undefined && KINDS.every(({ list }) => data[list].length === 0);
  const articlesOf = (term: string) => paths.search.getHref({ q: term, day, sort: 'publishedAt' });

  return (
    <Panel id="entities-title" title={t('report.entities.title')} description={t('report.entities.description')} empty={null}>
      {query.isPending ? (
        <LoadingState label={t('report.entities.loading')} />
      ) : query.isError ? (
        <ErrorState title={t('report.entities.failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : nothing ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('report.entities.empty')}</Typography>
      ) : (
        <>
          <Grid container spacing={3}>
            {KINDS.map(({ list, kind }) => (
              <Grid key={list} size={{ xs: 12, lg: 6 }}>
                <Part
                  id={`entities-${list}`}
                  title={t(`report.entities.${list}`)}
                  empty={data![list].length === 0 ? t('report.entities.emptyList') : null}
                  head={
                    <>
                      <TableCell>{t('report.entities.name')}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{t('report.entities.count')}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{t('report.entities.previous')}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{t('report.entities.mean')}</TableCell>
                    </>
                  }
                >
                  {data![list].map((entity) => {
                    // A country is named in the reader's words; a city or region with its country beside it.
                    const name = entity.isCountry && entity.country ? format.countryName(entity.country) : entity.name;
                    const articles = entitySearchHref(kind, entity.name, day);
                    return (
                      <TableRow key={entity.id}>
                        <TableCell component="th" scope="row">
                          <Link component={RouterLink} to={entityHref(entity.id)} dir="auto">
                            {name}
                          </Link>
                          {entity.country && !entity.isCountry ? (
                            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', marginInlineStart: 0.75 }}>
                              {format.countryName(entity.country)}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell sx={NUMBER_CELL}>
                          {/* The figure is the link's visible text, its meaning read after it: a name that holds what is seen. */}
                          <Link component={RouterLink} to={articles} underline="hover" color="inherit">
                            {format.number(entity.count)}
                            <VisuallyHidden> {t('report.entities.articlesOf', { name })}</VisuallyHidden>
                          </Link>
                        </TableCell>
                        <ChangeCells figures={entity} />
                      </TableRow>
                    );
                  })}
                </Part>
              </Grid>
            ))}
            <Grid size={{ xs: 12, lg: 6 }}>
              <Part
                id="entities-countries"
                minWidth={260}
                title={t('report.entities.countries')}
                empty={data!.countries.length === 0 ? t('report.entities.emptyList') : null}
                head={
                  <>
                    <TableCell>{t('report.entities.country')}</TableCell>
                    <TableCell sx={NUMBER_CELL}>{t('report.entities.count')}</TableCell>
                    <TableCell sx={NUMBER_CELL}>{t('report.entities.share')}</TableCell>
                  </>
                }
              >
                {data!.countries.slice(0, 10).map((row) => {
                  const name = format.countryName(row.country);
                  return (
                    <TableRow key={row.country}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={articlesOf(countryTerm(row.country))}>
                          {name}
                        </Link>
                      </TableCell>
                      <TableCell sx={NUMBER_CELL}>{format.number(row.count)}</TableCell>
                      <TableCell sx={NUMBER_CELL}>{format.percent(row.share)}</TableCell>
                    </TableRow>
                  );
                })}
              </Part>
            </Grid>
          </Grid>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('report.entities.countriesDescription')}
          </Typography>
          {data!.unread > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('report.entities.unread', { count: data!.unread, unread: format.number(data!.unread) })}
            </Typography>
          ) : null}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('report.entities.creditLabel')} <bdi dir="ltr">GeoNames (CC BY 4.0)</bdi>
          </Typography>
        </>
      )}
    </Panel>
  );
}
