import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestFeedResult } from '@mediawatch/shared';

import { formatDateTime } from '../../utils/format-time';

// ----------------------------------------------------------------------

const FORMAT_NAMES = { rss2: 'RSS 2.0', rss1: 'RSS 1.0 (RDF)', atom: 'Atom 1.0', json: 'JSON Feed' } as const;

/** How many items to list; the count says how many more there are. */
const ITEMS_SHOWN = 10;

/** What a feed would give the worker: its format and items, or why it can't be read. */
export function TestFeedResults({ results }: { results: TestFeedResult[] }) {
  return (
    <Stack spacing={2} component="section" aria-label="Feed test results">
      {results.map((result) => (
        <Box key={result.url}>
          {result.ok && result.feed ? (
            <Alert severity="success">
              {`${result.url}: ${FORMAT_NAMES[result.feed.format]}${result.feed.title ? ` "${result.feed.title}"` : ''}, ${
                result.items.length
              } item${result.items.length === 1 ? '' : 's'} (HTTP ${result.httpStatus ?? '—'}, ${Math.round(
                result.bytes / 1024,
              )} KiB in ${result.durationMs} ms)`}
            </Alert>
          ) : (
            <Alert severity="error">{`${result.url}: ${result.error ?? 'The feed could not be read'}`}</Alert>
          )}
          {result.items.length > 0 ? (
            <Table size="small" aria-label={`Items of ${result.url}`} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Published</TableCell>
                  <TableCell>Language</TableCell>
                  <TableCell align="right">Tone</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.slice(0, ITEMS_SHOWN).map((item, index) => (
                  <TableRow key={item.guid ?? item.url ?? index}>
                    <TableCell>{item.title}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.publishedAt, 'No date')}</TableCell>
                    <TableCell>{item.language ?? '—'}</TableCell>
                    <TableCell align="right">{item.tone.toFixed(1)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {result.items.length > ITEMS_SHOWN ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {`and ${result.items.length - ITEMS_SHOWN} more`}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
