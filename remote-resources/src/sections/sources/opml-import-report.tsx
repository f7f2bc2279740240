import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type OpmlImportResult } from '@mediawatch/shared';
import { ScrollTable, useFormat, useMessage } from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';
import { FORMAT_NAMES } from './test-feed-results';

// ----------------------------------------------------------------------

type ImportedFeed = OpmlImportResult['feeds'][number];

/** What an OPML import did with each feed of the file, and what each new feed held when it was read. */
export function OpmlImportReport({ result, onClose }: { result: OpmlImportResult; onClose: () => void }) {
  const { t } = useSourcesTexts();
  const format = useFormat();
  const say = useMessage();
  const titleId = useId();

  const found = (feed: ImportedFeed) => {
    if (feed.outcome !== 'created') return '—';
    if (!feed.check) return t('opmlReport.notChecked');
    if (!feed.check.ok) return say(feed.check.errorMessage ?? feed.check.error, t('feedTest.unreadable'));
    const latest = feed.check.lastItem ? t('opmlReport.latest', { title: feed.check.lastItem.title }) : '';
    return [
      t('opmlReport.holds', {
        format: feed.check.format ? FORMAT_NAMES[feed.check.format] : '',
        count: feed.check.itemCount,
        number: format.number(feed.check.itemCount),
      }),
      latest,
      feed.check.malformed ? t('discover.malformed') : '',
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('opmlReport.title')}</DialogTitle>
      <DialogContent>
        <ScrollTable label={t('opmlReport.tableLabel')} size="small" minWidth={720}>
          <TableHead>
            <TableRow>
              <TableCell>{t('opmlReport.feed')}</TableCell>
              <TableCell>{t('opmlReport.outcome')}</TableCell>
              <TableCell>{t('opmlReport.found')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.feeds.map((feed) => (
              <TableRow key={feed.feedUrl}>
                <TableCell component="th" scope="row">
                  <bdi>{feed.title}</bdi>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} dir="ltr">
                    {feed.feedUrl}
                  </Typography>
                </TableCell>
                <TableCell>
                  {feed.outcome === 'invalid' ? t('opmlReport.invalid', { reason: feed.reason ?? '' }) : t(`opmlReport.${feed.outcome}`)}
                </TableCell>
                <TableCell sx={{ color: feed.check && !feed.check.ok ? 'error.main' : undefined }}>{found(feed)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('opmlReport.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
