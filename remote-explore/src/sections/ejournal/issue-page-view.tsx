import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError, CONFIG, paths, toApiError, type Ejournal } from '@mediawatch/shared';
import { downloadEjournalNewsletter, downloadEjournalPdf, useEjournal } from '@mediawatch/shared/queries';
import { Link as RouterLink } from '@mediawatch/shared/router';
import { ErrorState, LoadingState, PageHeader, saveBlob } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';
import { IssueDocument } from './issue-document';
import { IssuePrintStyles } from './issue-print-styles';
import { WithdrawalNotice, WithdrawButton } from './withdrawal';

// ----------------------------------------------------------------------

type Lang = 'en' | 'fr' | 'ar';

const fileBase = (issue: Ejournal) =>
  `${issue.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'ejournal'}-edition-${issue.edition}`;

/** One edition as a clean page: the issue alone, printable to A4, with its PDF and newsletter downloads. */
export function IssuePageView({ id }: { id: string }) {
  const { t, i18n } = useEjournalTexts();
  const issue = useEjournal(id);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (issue.isPending) return <LoadingState label={t('ejournal.loading')} />;
  if (issue.isError) {
    if (issue.error instanceof ApiError && issue.error.status === 404) {
      return (
        <>
          <PageHeader title={t('nav:ejournal')} />
          <Alert severity="warning">{t('ejournal.notFound')}</Alert>
        </>
      );
    }
    return <ErrorState title={t('ejournal.failed')} error={issue.error} onRetry={() => void issue.refetch()} />;
  }

  const data = issue.data;
  const lang = (['en', 'fr', 'ar'].includes(i18n.language) ? i18n.language : 'en') as Lang;
  // The latest edition readers should rely on: published and not withdrawn.
  const latest = data.editions.find((edition) => edition.status === 'published' && !edition.withdrawn);
  const download = async (kind: 'pdf' | 'html') => {
    setBusy(true);
    setFailure(null);
    try {
      const blob = kind === 'pdf' ? await downloadEjournalPdf(data.id, lang) : await downloadEjournalNewsletter(data.id, lang);
      saveBlob(blob, `${fileBase(data)}.${kind}`);
    } catch (error) {
      setFailure(toApiError(error, t('ejournal.read.downloadFailed')).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box id="ejournal-print">
      {/* The browser's tab and a printed page's header name the issue. */}
      <title>{`${data.title} | ${CONFIG.appName}`}</title>
      <IssuePrintStyles />
      <Stack data-print="hide" spacing={2} sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.ejournal.getHref({ issue: data.id })} variant="text">
            {t('ejournal.read.back')}
          </Button>
          <Button variant="contained" onClick={() => window.print()}>
            {t('ejournal.read.print')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void download('pdf')}>
            {t('ejournal.read.pdf')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void download('html')}>
            {t('ejournal.read.newsletter')}
          </Button>
          <WithdrawButton issue={data} />
        </Stack>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {data.status === 'draft' ? <Alert severity="info">{t('ejournal.read.draftBanner')}</Alert> : null}
        {data.status === 'published' && !data.withdrawal && latest && latest.id !== data.id ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={paths.ejournalIssue.getHref({ id: latest.id })}>
                {t('ejournal.read.latest')}
              </Button>
            }
          >
            {t('ejournal.read.olderEdition', { edition: latest.edition })}
          </Alert>
        ) : null}
      </Stack>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 2, md: 6 } }}>
        {/* Printed with the edition: a withdrawn copy on paper says so too. */}
        <Box sx={{ maxWidth: 760, mx: 'auto', mb: data.withdrawal || data.corrects ? 3 : 0 }}>
          <WithdrawalNotice issue={data} />
        </Box>
        <IssueDocument issue={data} headingId="ejournal-page-title" />
      </Box>
    </Box>
  );
}
