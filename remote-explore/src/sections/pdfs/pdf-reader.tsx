import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, toApiError, type PdfSummary } from '@mediawatch/shared';
import { openPdfFile, usePdfPage } from '@mediawatch/shared/queries';
import { ErrorState, LoadingState, useFormat } from '@mediawatch/shared/ui';

import { usePdfsTexts } from './texts';
import { PdfFacts, PdfStatus } from './pdf-list';
import { MarkTerms, queryTerms } from './query-terms';
import { MARK_SX } from '../search/highlight';

// ----------------------------------------------------------------------

export interface PdfReaderProps {
  pdf: PdfSummary;
  page: number;
  /** The search that led here: its words are highlighted. */
  query: string;
  onPage: (page: number) => void;
  canManage: boolean;
  onEdit: () => void;
}

/** A PDF's extracted text, one page at a time, with page navigation, the hit's words marked, and the original file. */
export function PdfReader({ pdf, page, query, onPage, canManage, onEdit }: PdfReaderProps) {
  const { t } = usePdfsTexts();
  const format = useFormat();
  const total = pdf.pagesTotal ?? 1;
  const current = Math.min(Math.max(1, page), total);
  const extracted = pdf.status === 'ready' || current <= pdf.pagesDone;
  const text = usePdfPage(pdf.id, current, extracted);
  const [goTo, setGoTo] = useState(String(current));
  const [openError, setOpenError] = useState<string | null>(null);
  const terms = queryTerms(query);

  useEffect(() => setGoTo(String(current)), [current]);

  const open = () => {
    setOpenError(null);
    openPdfFile(pdf.id, current).catch((error: unknown) => setOpenError(toApiError(error).message));
  };

  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h2" dir="auto">
            {pdf.title}
          </Typography>
          <PdfFacts pdf={pdf} />
          <PdfStatus pdf={pdf} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
            <Button variant="contained" onClick={open}>
              {t('pdfs.reader.openOriginal')}
            </Button>
            {canManage ? (
              <Button variant="outlined" onClick={onEdit}>
                {t('pdfs.edit')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={paths.pdfArticle.getHref()}>
              {t('pdfs.reader.back')}
            </Button>
          </Stack>
          {openError ? <Alert severity="error">{t('pdfs.reader.openFailed', { message: openError })}</Alert> : null}
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="pdf-page-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          component="nav"
          aria-label={t('pdfs.reader.pageNav')}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography variant="subtitle1" component="h3" id="pdf-page-heading" sx={{ flexGrow: 1 }}>
            {t('pdfs.reader.pageOf', { page: format.number(current), total: format.number(total) })}
          </Typography>
          <Button variant="outlined" size="small" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            {t('pdfs.reader.previous')}
          </Button>
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            onSubmit={(event) => {
              event.preventDefault();
              const wanted = Number(goTo);
              if (Number.isInteger(wanted) && wanted >= 1 && wanted <= total) onPage(wanted);
            }}
          >
            <TextField
              size="small"
              label={t('pdfs.reader.goTo')}
              value={goTo}
              onChange={(event) => setGoTo(event.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              sx={{ width: 120 }}
            />
            <Button type="submit" size="small">
              {t('pdfs.reader.go')}
            </Button>
          </Box>
          <Button variant="outlined" size="small" disabled={current >= total} onClick={() => onPage(current + 1)}>
            {t('pdfs.reader.next')}
          </Button>
        </Stack>
        {terms.length > 0 ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
            {t('pdfs.reader.highlighting', { query })}
          </Typography>
        ) : null}
        {!extracted ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('pdfs.reader.notYet')}</Typography>
        ) : text.isError ? (
          <ErrorState title={t('pdfs.reader.pageFailed')} error={text.error} onRetry={() => void text.refetch()} />
        ) : !text.data ? (
          <LoadingState label={t('pdfs.reader.loadingPage', { page: current })} />
        ) : text.data.text.trim() === '' ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('pdfs.reader.emptyPage')}</Typography>
        ) : (
          <Typography
            component="article"
            aria-label={t('pdfs.reader.pageText', { page: current })}
            dir="auto"
            sx={{
              // The PDF's own line breaks, not wrapped again at a narrower measure (a phone still wraps them).
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              lineHeight: 1.8,
              ...MARK_SX,
            }}
          >
            <MarkTerms text={text.data.text} terms={terms} />
          </Typography>
        )}
      </Card>
    </Stack>
  );
}
