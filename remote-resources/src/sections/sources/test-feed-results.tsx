import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type TestFeedResult } from '@mediawatch/shared';
import { useFormat, useMessage, ScrollTable } from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';

// ----------------------------------------------------------------------

/** How each feed format is named on screen. */
export const FORMAT_NAMES = { rss2: 'RSS 2.0', rss09: 'RSS 0.9x', rss1: 'RSS 1.0 (RDF)', atom: 'Atom 1.0', json: 'JSON Feed' } as const;

/** How many items to list; the count says how many more there are. */
const ITEMS_SHOWN = 10;

/** What a feed would give the worker: its format and items, or why it can't be read. */
export function TestFeedResults({ results }: { results: TestFeedResult[] }) {
  const { t } = useSourcesTexts();
  const format = useFormat();
  const say = useMessage();
  return (
    <Stack spacing={2} component="section" aria-label={t('feedTest.regionLabel')}>
      {results.map((result) => (
        <Box key={result.url}>
          {result.ok && result.feed ? (
            <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
              {t(result.feed.title ? 'feedTest.readTitled' : 'feedTest.read', {
                url: result.url,
                format: FORMAT_NAMES[result.feed.format],
                title: result.feed.title,
                count: result.items.length,
                number: format.number(result.items.length),
                status: result.httpStatus ?? '—',
                size: format.number(Math.round(result.bytes / 1024)),
                duration: format.number(result.durationMs),
              })}
            </Alert>
          ) : (
            <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {t('feedTest.failed', { url: result.url, error: say(result.errorMessage ?? result.error, t('feedTest.unreadable')) })}
            </Alert>
          )}
          {result.feed?.malformed ? (
            <Alert severity="warning" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {t('feedTest.malformed', { message: say(result.feed.malformedMessage ?? result.feed.malformed) })}
            </Alert>
          ) : null}
          {result.items.length > 0 ? (
            <ScrollTable label={t('feedTest.itemsOf', { url: result.url })} size="small" minWidth={560} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('feedTest.title')}</TableCell>
                  <TableCell>{t('feedTest.published')}</TableCell>
                  <TableCell>{t('feedTest.language')}</TableCell>
                  <TableCell align="right">{t('feedTest.tone')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.slice(0, ITEMS_SHOWN).map((item, index) => (
                  <TableRow key={item.guid ?? item.url ?? index}>
                    <TableCell>
                      <bdi>{item.title}</bdi>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.publishedAt, t('feedTest.noDate'))}</TableCell>
                    <TableCell>{item.language ?? '—'}</TableCell>
                    <TableCell align="right">
                      {item.tone === null
                        ? t('feedTest.toneUnknown')
                        : format.number(item.tone, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          ) : null}
          {result.items.length > ITEMS_SHOWN ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('feedTest.more', { count: result.items.length - ITEMS_SHOWN, number: format.number(result.items.length - ITEMS_SHOWN) })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
