import { useRef, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiError, type PdfSummary } from '@mediawatch/shared';
import { PDF_LIMITS } from '@mediawatch/shared/constants';
import { useDeletePdf, usePdf, usePdfs, useUploadPdf } from '@mediawatch/shared/queries';
import {
  ConfirmDialog,
  ErrorState,
  ListState,
  LoadingState,
  NoticeSnackbar,
  PageHeader,
  useCan,
  useConfirmDelete,
  type Notice,
} from '@mediawatch/shared/ui';

import { usePdfsTexts } from '../texts';
import { PdfEditDialog } from '../pdf-edit-dialog';
import { PdfList } from '../pdf-list';
import { PdfReader } from '../pdf-reader';

// ----------------------------------------------------------------------

/**
 * Academic PDFs: the list with uploads and their progress, or (with `?id=`)
 * one PDF's reader at `?page=`, highlighting `?q=` (the search that led here).
 */
export function PdfsView() {
  const { t } = usePdfsTexts();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const canManage = useCan('managePdfs');
  const pdfs = usePdfs();
  const pdf = usePdf(id);
  const upload = useUploadPdf();
  const remove = useDeletePdf();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<PdfSummary | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const deletion = useConfirmDelete<PdfSummary>(
    remove,
    (item) => item.id,
    (removed) => {
      setNotice({ severity: 'success', text: t('pdfs.deleted', { title: removed.title }) });
      if (id === removed.id) setParams(new URLSearchParams());
    },
  );

  const send = (file: File) => {
    setUploadError(null);
    upload.mutate(
      { file, name: file.name },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('pdfs.uploaded', { name: file.name }) }),
        onError: (error) => setUploadError(t('pdfs.uploadFailed', { name: file.name, message: toApiError(error).message })),
      },
    );
  };

  const uploadButton = canManage ? (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={t('pdfs.upload')}
        data-testid="pdf-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <Button variant="contained" onClick={() => input.current?.click()} loading={upload.isPending}>
        {t('pdfs.upload')}
      </Button>
    </>
  ) : undefined;

  return (
    <>
      <PageHeader title={t('nav:pdfArticle')} description={t('pages.pdfArticle')} action={id ? undefined : uploadButton} />
      <Stack spacing={2}>
        {canManage && !id ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('pdfs.limit', { size: PDF_LIMITS.maxBytes / 1024 / 1024 })}
          </Typography>
        ) : null}
        {upload.isPending && upload.variables ? (
          <Typography role="status" variant="body2">
            {t('pdfs.uploading', { name: upload.variables.name })}
          </Typography>
        ) : null}
        {uploadError ? (
          <Alert severity="error" onClose={() => setUploadError(null)}>
            {uploadError}
          </Alert>
        ) : null}

        {id ? (
          pdf.isError ? (
            <ErrorState title={t('pdfs.reader.notFound')} error={pdf.error} onRetry={() => void pdf.refetch()} />
          ) : !pdf.data ? (
            <LoadingState label={t('pdfs.loading')} />
          ) : (
            <PdfReader
              pdf={pdf.data}
              page={page}
              query={query}
              canManage={canManage}
              onEdit={() => setEditing(pdf.data)}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          )
        ) : (
          <ListState
            query={pdfs}
            loadingLabel={t('pdfs.loading')}
            errorTitle={t('pdfs.failed')}
            emptyTitle={t('pdfs.empty')}
            emptyText={canManage ? t('pdfs.emptyManage') : t('pdfs.emptyRead')}
          >
            {(items) => <PdfList items={items} canManage={canManage} onEdit={setEditing} onDelete={deletion.ask} />}
          </ListState>
        )}
      </Stack>

      {editing ? (
        <PdfEditDialog
          pdf={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice({ severity: 'success', text: t('pdfs.saved') });
          }}
        />
      ) : null}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={deletion.deleting ? t('pdfs.deleteTitle', { title: deletion.deleting.title }) : ''}
        content={t('pdfs.deleteText')}
        confirmLabel={t('pdfs.delete')}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
