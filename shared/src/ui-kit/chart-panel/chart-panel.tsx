import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useFormat } from '../format/use-format';
import { ErrorState } from '../states/query-states';
import { ScrollTable } from '../table/scroll-table';
import { useUiTranslation } from '../texts';
import { toCsv } from '../../csv';
import { saveBlob } from '../utils/save-blob';

// ----------------------------------------------------------------------

/** What a chart shows, as a table: read by screen readers, shown on demand, saved as CSV. */
export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number | null>>;
}

export interface ChartPanelProps {
  title: string;
  description?: ReactNode;
  /** A skeleton of the chart's size while the data loads. */
  loading?: boolean;
  /** A failed load: the message and a retry. */
  error?: unknown;
  onRetry?: () => void;
  /** Set when there is nothing to chart: this sentence instead (no empty axes). */
  empty?: string | null;
  table: ChartTable;
  /** The CSV file's name, without `.csv`. */
  csvName: string;
  /** The chart's height in pixels, or `auto` for a list that sizes itself. */
  height?: number | 'auto';
  /** More buttons in the header. */
  action?: ReactNode;
  /** The chart: hidden from assistive technology, which reads the table instead (a list, `height="auto"`, is read as it is). */
  children: ReactNode;
}

const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  p: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A chart in a card, as every analyst page shows one: title and sentence,
 * the chart (or its skeleton, its error, its honest empty state), and behind
 * it the same figures as a table, in the DOM for screen readers, shown to
 * anyone with "Show the data", and saved with "CSV".
 */
export function ChartPanel({
  title,
  description,
  loading,
  error,
  onRetry,
  empty,
  table,
  csvName,
  height = 280,
  action,
  children,
}: ChartPanelProps) {
  const { t } = useUiTranslation();
  const format = useFormat();
  const [shown, setShown] = useState(false);
  const id = useId();
  const ready = !loading && !error;
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, height: '100%', position: 'relative', breakInside: 'avoid' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, displayPrint: 'none' }}>
          {action}
          {ready && !empty ? (
            <>
              <Button
                size="small"
                variant="text"
                aria-expanded={shown}
                aria-controls={`${id}-table`}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? t('chart.hideData') : t('chart.showData')}
              </Button>
              <Button
                size="small"
                variant="text"
                aria-label={t('chart.csvLabel', { title })}
                onClick={() => saveBlob(new Blob([toCsv(table.columns, table.rows)], { type: 'text/csv;charset=utf-8' }), `${csvName}.csv`)}
              >
                {t('chart.csv')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
      {loading ? (
        <Skeleton variant="rounded" height={height === 'auto' ? 200 : height} aria-label={t('chart.loading', { title })} role="status" />
      ) : error ? (
        <ErrorState title={title} error={error} onRetry={onRetry} />
      ) : empty ? (
        <Box
          sx={{
            height: height === 'auto' ? 120 : Math.min(height, 160),
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography>{empty}</Typography>
        </Box>
      ) : (
        <>
          {/* The drawing stays left to right (the page's emotion cache flips `direction` unless told not to);
              a Chart flips its own axes for right to left. It is hidden from assistive technology, which reads
              the table below, and holds no tab stop: the table and "Show the data" are the keyboard's way in. */}
          <Box aria-hidden={height !== 'auto'} sx={height === 'auto' ? undefined : { height, direction: 'ltr /* @noflip */' }}>
            {children}
          </Box>
          <Box id={`${id}-table`} sx={shown ? { mt: 2 } : hidden}>
            <ScrollTable
              label={t('chart.dataOf', { title })}
              minWidth={Math.min(600, 120 * table.columns.length)}
              size="small"
              // Hidden, the table is only read: no scrolling box, which would be a region a keyboard cannot reach.
              scroll={shown}
            >
              <TableHead>
                <TableRow>
                  {table.columns.map((column) => (
                    <TableCell key={column} scope="col">
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <TableCell key={column} component="th" scope="row">
                          {typeof cell === 'number' ? format.number(cell) : cell}
                        </TableCell>
                      ) : (
                        <TableCell key={column} sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                          {typeof cell === 'number' ? format.number(cell) : (cell ?? '–')}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          </Box>
        </>
      )}
    </Card>
  );
}
