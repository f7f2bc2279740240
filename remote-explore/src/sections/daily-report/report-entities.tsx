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
import { entityTerm, ErrorState, LoadingState, ScrollTable, useFormat } from '@mediawatch/shared/ui';

import { ChangeCells, NUMBER, Panel } from './report-tables';
import { useDailyReportTexts } from './texts';

// ----------------------------------------------------------------------

const KINDS = [
  { list: 'people', kind: 'person' },
  { list: 'organizations', kind: 'org' },
  { list: 'places', kind: 'place' },
] as const;

/**
 * Who and where the day's coverage is about (docs/decisions/0047-entities-method.md):
 * the most mentioned people, organizations and places, each against the day
 * before and its 28-day mean, every count opening the day's articles that
 * mention it. Read apart from the report, so the report's figures do not wait.
 */
export function ReportEntities({ day, timeZone, refetchInterval }: { day: string; timeZone: string; refetchInterval?: number }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const query = useReportEntities({ day, tz: timeZone }, { refetchInterval });
  const data: DailyReportEntities | undefined = query.data;
  const nothing = data !== undefined && KINDS.every(({ list }) => data[list].length === 0);

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
              <Grid key={list} size={{ xs: 12, lg: 4 }}>
                <Box component="section" aria-labelledby={`entities-${list}`}>
                  <Typography id={`entities-${list}`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {t(`report.entities.${list}`)}
                  </Typography>
                  <ScrollTable label={t(`report.entities.${list}`)} minWidth={340} size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('report.entities.name')}</TableCell>
                        <TableCell sx={NUMBER}>{t('report.entities.count')}</TableCell>
                        <TableCell sx={NUMBER}>{t('report.entities.previous')}</TableCell>
                        <TableCell sx={NUMBER}>{t('report.entities.mean')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data![list].map((entity) => {
                        const articles = paths.search.getHref({ q: entityTerm(kind, entity.name), day, sort: 'publishedAt' });
                        return (
                          <TableRow key={entity.id}>
                            <TableCell component="th" scope="row" dir="auto">
                              <Link component={RouterLink} to={articles}>
                                {entity.name}
                              </Link>
                              {entity.country && kind === 'place' ? (
                                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', marginInlineStart: 0.75 }}>
                                  {format.countryName(entity.country)}
                                </Typography>
                              ) : null}
                            </TableCell>
                            <TableCell sx={NUMBER}>
                              <Link
                                component={RouterLink}
                                to={articles}
                                underline="hover"
                                color="inherit"
                                aria-label={t('report.entities.articlesOf', { count: entity.count, name: entity.name })}
                              >
                                {format.number(entity.count)}
                              </Link>
                            </TableCell>
                            <ChangeCells figures={entity} />
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </ScrollTable>
                </Box>
              </Grid>
            ))}
          </Grid>
          {data!.unread > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              {t('report.entities.unread', { count: data!.unread, unread: format.number(data!.unread) })}
            </Typography>
          ) : null}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('report.entities.credit')}
          </Typography>
        </>
      )}
    </Panel>
  );
}
