import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type PdfSummary } from '@mediawatch/shared';
import { useTopics, useUpdatePdf } from '@mediawatch/shared/queries';
import { ActionDialog, useApiErrorText } from '@mediawatch/shared/ui';

import { usePdfsTexts } from './texts';

// ----------------------------------------------------------------------

/** Corrects a PDF's title, authors, year and DOI and sets its topics; the server validates and answers why not. */
export function PdfEditDialog({ pdf, onClose, onSaved }: { pdf: PdfSummary; onClose: () => void; onSaved: () => void }) {
  const { t } = usePdfsTexts();
  const apiErrorText = useApiErrorText();
  const topics = useTopics();
  const update = useUpdatePdf();
  const [title, setTitle] = useState(pdf.title);
  const [authors, setAuthors] = useState(pdf.authors.join('\n'));
  const [year, setYear] = useState(pdf.year === null ? '' : String(pdf.year));
  const [doi, setDoi] = useState(pdf.doi ?? '');
  const [topicIds, setTopicIds] = useState(pdf.topics.map((topic) => topic.id));
  const options = topics.data ?? [];

  const save = () =>
    update.mutate(
      {
        id: pdf.id,
        update: {
          title: title.trim(),
          authors: authors
            .split('\n')
            .map((author) => author.trim())
            .filter(Boolean),
          year: year.trim() === '' ? null : Number(year),
          doi: doi.trim() === '' ? null : doi.trim(),
          topicIds,
        },
      },
      { onSuccess: onSaved },
    );

  return (
    <ActionDialog
      title={t('pdfs.form.title')}
      onClose={onClose}
      submitLabel={t('pdfs.form.save')}
      onSubmit={save}
      pending={update.isPending}
      error={update.error ? apiErrorText(update.error) : null}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t('pdfs.form.fieldTitle')} value={title} onChange={(event) => setTitle(event.target.value)} required fullWidth />
        <TextField
          label={t('pdfs.form.authors')}
          helperText={t('pdfs.form.authorsHelp')}
          value={authors}
          onChange={(event) => setAuthors(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('pdfs.form.year')}
            value={year}
            onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ minWidth: 120 }}
          />
          <TextField
            label={t('pdfs.form.doi')}
            helperText={t('pdfs.form.doiHelp')}
            value={doi}
            onChange={(event) => setDoi(event.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            fullWidth
          />
        </Stack>
        <Autocomplete
          multiple
          options={options.map((topic) => topic.id)}
          value={topicIds}
          onChange={(_, value) => setTopicIds(value)}
          getOptionLabel={(id) => options.find((topic) => topic.id === id)?.name ?? pdf.topics.find((topic) => topic.id === id)?.name ?? id}
          loading={topics.isPending}
          renderInput={(params) => <TextField {...params} label={t('pdfs.form.topics')} />}
        />
      </Stack>
    </ActionDialog>
  );
}
