import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type PdfSummary } from '@mediawatch/shared';
import { InlineList, useFormat, useMayChange } from '@mediawatch/shared/ui';

import { usePdfsTexts } from './texts';

// ----------------------------------------------------------------------

/** Where a PDF's extraction stands, in words and (while it runs) as a progress bar. */
export function PdfStatus({ pdf }: { pdf: PdfSummary }) {
  const { t } = usePdfsTexts();
  const format = useFormat();
  if (pdf.status === 'ready') {
    return <Chip size="small" color="success" variant="outlined" label={t('pdfs.status.ready')} sx={{ alignSelf: 'flex-start' }} />;
  }
  if (pdf.status === 'failed') {
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        {t('pdfs.status.failed', { reason: pdf.error ?? '' })}
      </Typography>
    );
  }
  const total = pdf.pagesTotal ?? 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('pdfs.status.processing', { done: format.number(pdf.pagesDone), total: format.number(total) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (100 * pdf.pagesDone) / total : 0}
        aria-label={t('pdfs.progress', { title: pdf.title })}
      />
    </Stack>
  );
}

/** The facts under a PDF's title: authors, year, pages, DOI. */
export function PdfFacts({ pdf }: { pdf: PdfSummary }) {
  const { t } = usePdfsTexts();
  const format = useFormat();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <InlineList
        items={[
          <bdi key="authors">{pdf.authors.length > 0 ? pdf.authors.join(', ') : t('pdfs.noAuthors')}</bdi>,
          pdf.year !== null && <bdi key="year">{pdf.year}</bdi>,
          pdf.pagesTotal !== null && t('pdfs.pages', { count: pdf.pagesTotal, total: format.number(pdf.pagesTotal) }),
          pdf.doi && (
            <bdi key="doi" dir="ltr">
              {t('pdfs.doi', { doi: pdf.doi })}
            </bdi>
          ),
        ]}
      />
    </Typography>
  );
}

export interface PdfListProps {
  items: PdfSummary[];
  canManage: boolean;
  onEdit: (pdf: PdfSummary) => void;
  onDelete: (pdf: PdfSummary) => void;
}

/** The PDFs, newest first: each a card with its title (to the reader), facts, topics, status and actions. */
export function PdfList({ items, canManage, onEdit, onDelete }: PdfListProps) {
  const mayChange = useMayChange();
  const { t } = usePdfsTexts();
  return (
    <Box component="ul" aria-label={t('pdfs.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {items.map((pdf) => (
        <Card component="li" key={pdf.id} aria-labelledby={`pdf-${pdf.id}`} sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" id={`pdf-${pdf.id}`} dir="auto">
                <Link component={RouterLink} to={paths.pdfArticle.getHref({ id: pdf.id })} underline="hover">
                  {pdf.title}
                </Link>
              </Typography>
              <PdfFacts pdf={pdf} />
              {pdf.topics.length > 0 ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {pdf.topics.map((topic) => (
                    <Chip key={topic.id} size="small" label={topic.name} />
                  ))}
                </Stack>
              ) : null}
              <PdfStatus pdf={pdf} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={paths.pdfArticle.getHref({ id: pdf.id })}
                aria-label={t('pdfs.readNamed', { title: pdf.title })}
              >
                {t('pdfs.read')}
              </Button>
              {canManage ? (
                <>
                  <Button size="small" onClick={() => onEdit(pdf)} aria-label={t('pdfs.editNamed', { title: pdf.title })}>
                    {t('pdfs.edit')}
                  </Button>
                  {/* Correcting the metadata is team work; deleting is the uploader's or an admin's. */}
                  {mayChange(pdf.uploadedBy, 'managePdfs') ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onDelete(pdf)}
                      aria-label={t('pdfs.deleteNamed', { title: pdf.title })}
                    >
                      {t('pdfs.delete')}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </Stack>
          </Stack>
        </Card>
      ))}
    </Box>
  );
}
