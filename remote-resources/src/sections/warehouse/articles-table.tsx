import { Link as RouterLink } from '@mediawatch/shared/router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { paths, type ArticleSummary } from '@mediawatch/shared';
import { useCan, useFormat, ScrollTable, VisuallyHidden } from '@mediawatch/shared/ui';
import { AddToEjournal } from '@mediawatch/shared/workbench';

import { useWarehouseTexts } from './texts';
import type { ArticleSortField } from './warehouse-filter';

// ----------------------------------------------------------------------

// `id` names the header's text (`articles.columns.<id>`).
const COLUMNS: { id: string; sort?: ArticleSortField; numeric?: boolean }[] = [
  { id: 'publishedAt', sort: 'publishedAt' },
  { id: 'title', sort: 'title' },
  { id: 'source', sort: 'source' },
  { id: 'language' },
  { id: 'tone', sort: 'tone', numeric: true },
  { id: 'topics' },
  { id: 'fetchedAt', sort: 'fetchedAt' },
];

export interface ArticlesTableProps {
  articles: ArticleSummary[];
  sort: ArticleSortField;
  order: 'asc' | 'desc';
  onSort: (sort: ArticleSortField, order: 'asc' | 'desc') => void;
}

function toneColor(tone: number | null) {
  if (tone === null) return 'text.secondary';
  if (tone > 1) return 'success.main';
  if (tone < -1) return 'error.main';
  return 'text.secondary';
}

/** One page of articles; sorting is done by the server. */
export function ArticlesTable({ articles, sort, order, onSort }: ArticlesTableProps) {
  const { t } = useWarehouseTexts();
  const format = useFormat();
  // Curators add a row's article to an e-journal issue from here, in one step.
  const mayCurate = useCan('manageEjournals');
  return (
    <ScrollTable label={t('articles.tableLabel')} size="small" minWidth={960}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sortDirection={column.sort === sort ? order : false}>
              {column.sort ? (
                <TableSortLabel
                  active={column.sort === sort}
                  direction={column.sort === sort ? order : 'asc'}
                  onClick={() => onSort(column.sort as ArticleSortField, column.sort === sort && order === 'desc' ? 'asc' : 'desc')}
                >
                  {t(`articles.columns.${column.id}`)}
                </TableSortLabel>
              ) : (
                t(`articles.columns.${column.id}`)
              )}
            </TableCell>
          ))}
          {mayCurate ? (
            <TableCell padding="checkbox">
              <VisuallyHidden>{t('articles.columns.actions')}</VisuallyHidden>
            </TableCell>
          ) : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {articles.map((article) => (
          <TableRow key={article.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {format.dateTime(article.publishedAt)}
              {article.dateIssue ? (
                <Tooltip title={t(`articles.dateIssue.${article.dateIssue}`)}>
                  <Chip
                    label={t('articles.dateIssue.label')}
                    size="small"
                    color="warning"
                    variant="outlined"
                    sx={{ marginInlineStart: 0.5 }}
                  />
                </Tooltip>
              ) : null}
            </TableCell>
            <TableCell component="th" scope="row" sx={{ maxWidth: 480 }}>
              <Link
                component={RouterLink}
                to={paths.read.getHref({ id: article.id })}
                underline="hover"
                sx={{ fontWeight: 600 }}
                lang={article.language}
                dir="auto"
              >
                {article.title}
              </Link>
              {article.author ? (
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {article.author}
                </Typography>
              ) : null}
              {article.clusterSize > 1 ? (
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('articles.cluster', { count: article.clusterSize, number: format.number(article.clusterSize) })}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: article.sourceId })} underline="hover">
                {article.sourceName}
              </Link>
            </TableCell>
            <TableCell>{article.language}</TableCell>
            <TableCell align="right" sx={{ color: toneColor(article.tone), fontVariantNumeric: 'tabular-nums' }}>
              {article.tone === null
                ? t('articles.toneUnknown')
                : format.number(article.tone, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </TableCell>
            <TableCell>
              {article.topics.map((topic) => (
                <Chip key={topic.id} label={topic.name} size="small" sx={{ marginInlineEnd: 0.5, mb: 0.5 }} />
              ))}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(article.fetchedAt)}</TableCell>
            {mayCurate ? (
              <TableCell padding="checkbox">
                <AddToEjournal articleId={article.id} articleTitle={article.title} compact />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
