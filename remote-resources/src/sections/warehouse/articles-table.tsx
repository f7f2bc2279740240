import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths, type ArticleSummary } from '@mediawatch/shared';

import { formatDateTime } from '../../utils/format-time';
import type { ArticleSortField } from './warehouse-filter';

// ----------------------------------------------------------------------

const COLUMNS: { id: string; label: string; sort?: ArticleSortField; numeric?: boolean }[] = [
  { id: 'publishedAt', label: 'Published', sort: 'publishedAt' },
  { id: 'title', label: 'Title', sort: 'title' },
  { id: 'source', label: 'Source', sort: 'source' },
  { id: 'language', label: 'Language' },
  { id: 'tone', label: 'Tone', sort: 'tone', numeric: true },
  { id: 'topics', label: 'Topics' },
  { id: 'fetchedAt', label: 'Fetched', sort: 'fetchedAt' },
];

export interface ArticlesTableProps {
  articles: ArticleSummary[];
  sort: ArticleSortField;
  order: 'asc' | 'desc';
  onSort: (sort: ArticleSortField, order: 'asc' | 'desc') => void;
}

function toneColor(tone: number) {
  if (tone > 1) return 'success.main';
  if (tone < -1) return 'error.main';
  return 'text.secondary';
}

/** One page of articles; sorting is done by the server. */
export function ArticlesTable({ articles, sort, order, onSort }: ArticlesTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Articles" size="small">
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
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {articles.map((article) => (
            <TableRow key={article.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(article.publishedAt)}</TableCell>
              <TableCell component="th" scope="row" sx={{ maxWidth: 480 }}>
                <Link component={RouterLink} to={paths.dashboard.read(article.id)} underline="hover" sx={{ fontWeight: 600 }} lang={article.language} dir="auto">
                  {article.title}
                </Link>
                {article.author ? (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {article.author}
                  </Typography>
                ) : null}
                {article.clusterSize > 1 ? (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {`Story covered by ${article.clusterSize} articles`}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{article.sourceName}</TableCell>
              <TableCell>{article.language}</TableCell>
              <TableCell align="right" sx={{ color: toneColor(article.tone), fontVariantNumeric: 'tabular-nums' }}>
                {article.tone.toFixed(1)}
              </TableCell>
              <TableCell>
                {article.topics.map((topic) => (
                  <Chip key={topic.id} label={topic.name} size="small" sx={{ mr: 0.5, mb: 0.5 }} />
                ))}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(article.fetchedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
