import type { ReactNode } from 'react';
import { paths, type Entity, type EntityArticles, type EntityFigures } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState, ScrollTable, TablePager, useFormat, NUMBER_CELL } from '@mediawatch/shared/ui';

import { ArticleRefItem } from '../../utils/article-ref-item';
import { FactList } from '../../utils/fact-list';
import { useDescribeTone } from '../../utils/use-tone';
import { entityHref } from './entity-links';
import { useEntityTexts } from './texts';

// ----------------------------------------------------------------------
// The entity page's panels (docs/decisions/0060-the-entity-page.md): what it
// is, the sources that name it, the entities named beside it, its articles.

/** A column a phone leaves out, so the table fits its width (the articles say the same figure). */
const PHONE_HIDDEN = { ...NUMBER_CELL, display: { xs: 'none', sm: 'table-cell' } } as const;

/** A card with a level-2 heading and its sentence, named by the heading. */
function Panel({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Card>
  );
}

/** Kind, country (in the reader's language), coordinates, first and last article. */
export function FactsPanel({ entity }: { entity: Entity }) {
  const { t } = useEntityTexts();
  const format = useFormat();
  const rows: Array<[string, ReactNode]> = [[t('entity.facts.kind'), t(`entity.kinds.${entity.kind}`)]];
  if (entity.country) rows.push([t('entity.facts.country'), `${format.countryName(entity.country)} (${entity.country})`]);
  if (entity.lat !== null && entity.lon !== null) {
    const degrees = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rows.push([
      t('entity.facts.coordinates'),
      // Latitude, longitude, as a map reads them, in every language.
      <bdi key="coordinates" dir="ltr">{`${degrees(entity.lat)}, ${degrees(entity.lon)}`}</bdi>,
    ]);
  }
  rows.push([t('entity.facts.firstSeen'), entity.firstSeen ? format.dateTime(entity.firstSeen) : t('entity.facts.never')]);
  rows.push([t('entity.facts.lastSeen'), entity.lastSeen ? format.dateTime(entity.lastSeen) : t('entity.facts.never')]);
  return (
    <Panel id="entity-facts" title={t('entity.facts.title')}>
      <FactList rows={rows} />
    </Panel>
  );
}

/** The sources that name it most, each opening its analysis, with their share of its articles. */
export function SourcesPanel({ figures }: { figures: EntityFigures }) {
  const { t } = useEntityTexts();
  const format = useFormat();
  return (
    <Panel id="entity-sources" title={t('entity.sources.title')}>
      {figures.sources.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('entity.sources.empty')}</Typography>
      ) : (
        <ScrollTable label={t('entity.sources.title')} minWidth={280} size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('entity.sources.source')}</TableCell>
              <TableCell scope="col" sx={NUMBER_CELL}>
                {t('entity.sources.articles')}
              </TableCell>
              <TableCell scope="col" sx={NUMBER_CELL}>
                {t('entity.sources.share')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.sources.map((source) => (
              <TableRow key={source.id}>
                <TableCell component="th" scope="row" dir="auto">
                  <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: source.id })}>
                    {source.name}
                  </Link>
                </TableCell>
                <TableCell sx={NUMBER_CELL}>{format.number(source.count)}</TableCell>
                <TableCell sx={NUMBER_CELL}>{format.percent(source.share, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Panel>
  );
}

/** The entities named most in its articles, each opening its own page. */
export function CoMentionsPanel({ figures }: { figures: EntityFigures }) {
  const { t } = useEntityTexts();
  const format = useFormat();
  const description =
    figures.sampled < figures.total
      ? `${t('entity.coMentions.description')} ${t('entity.coMentions.sampled', {
          sampled: format.number(figures.sampled),
          total: format.number(figures.total),
        })}`
      : t('entity.coMentions.description');
  return (
    <Panel id="entity-co-mentions" title={t('entity.coMentions.title')} description={description}>
      {figures.coMentions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('entity.coMentions.empty')}</Typography>
      ) : (
        <ScrollTable label={t('entity.coMentions.title')} minWidth={300} size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('entity.coMentions.name')}</TableCell>
              <TableCell scope="col">{t('entity.coMentions.kind')}</TableCell>
              <TableCell scope="col" sx={NUMBER_CELL}>
                {t('entity.coMentions.articles')}
              </TableCell>
              <TableCell scope="col" sx={PHONE_HIDDEN}>
                {t('entity.coMentions.share')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.coMentions.map((entity) => (
              <TableRow key={entity.id}>
                <TableCell component="th" scope="row" dir="auto">
                  <Link component={RouterLink} to={entityHref(entity.id)}>
                    {entity.name}
                  </Link>
                  {entity.country ? (
                    <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 0.5 }}>
                      ({format.countryName(entity.country)})
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell>{t(`entity.kinds.${entity.kind}`)}</TableCell>
                <TableCell sx={NUMBER_CELL}>{format.number(entity.count)}</TableCell>
                <TableCell sx={PHONE_HIDDEN}>{format.percent(entity.share, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Panel>
  );
}

export interface ArticlesPanelProps {
  articles: EntityArticles | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Its articles of the window, newest first, each opening the reader; a page at a time. */
export function ArticlesPanel({ articles, loading, error, onRetry, page, pageSize, onPage, onPageSize }: ArticlesPanelProps) {
  const { t } = useEntityTexts();
  const describeTone = useDescribeTone();
  return (
    <Panel id="entity-articles" title={t('entity.articles.title')} description={t('entity.articles.description')}>
      {error && !articles ? (
        <ErrorState title={t('entity.failed')} error={error} onRetry={onRetry} />
      ) : !articles ? (
        <Stack spacing={1} role="status" aria-label={t('entity.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="text" height={40} />
          ))}
        </Stack>
      ) : articles.items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('entity.articles.empty')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none', opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
            {articles.items.map((article) => (
              <ArticleRefItem key={article.id} article={article} more={[`${t('entity.articles.tone')}: ${describeTone(article.tone)}`]} />
            ))}
          </Stack>
          <TablePager
            count={articles.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={onPage}
            onRowsPerPageChange={onPageSize}
          />
        </>
      )}
    </Panel>
  );
}
