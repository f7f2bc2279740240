import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type Article } from '@mediawatch/shared';
import { NOTE_LIMITS } from '@mediawatch/shared/constants';
import { useCreateNote, useNotes } from '@mediawatch/shared/queries';
import { ErrorState, LoadingState, useCan, useApiErrorText } from '@mediawatch/shared/ui';

import { useConsiderationsTexts } from '../considerations/texts';

// ----------------------------------------------------------------------

/**
 * The reader's notes card: the notes linked to the article (the link back),
 * and for analysts "Add a note": one step, a new note titled after the
 * article and linked to it, opened in Notes.
 */
export function NoteAction({ article }: { article: Pick<Article, 'id' | 'title'> }) {
  const { t } = useConsiderationsTexts();
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const mayWrite = useCan('manageNotes');
  const notes = useNotes({ articleId: article.id });
  const create = useCreateNote();
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    setError(null);
    create.mutate(
      { title: article.title.slice(0, NOTE_LIMITS.titleMax), articleIds: [article.id] },
      {
        onSuccess: (note) => void navigate(paths.notes.getHref({ id: note.id })),
        onError: (failure) => setError(t('considerations.reader.failed', { message: apiErrorText(failure) })),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="article-notes-title" sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="article-notes-title" sx={{ flexGrow: 1 }}>
          {t('considerations.reader.title')}
        </Typography>
        {mayWrite ? (
          <Button
            size="small"
            variant="contained"
            onClick={add}
            loading={create.isPending}
            aria-label={t('considerations.reader.addLabel')}
          >
            {t('considerations.reader.add')}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {notes.isPending ? (
        <LoadingState label={t('considerations.reader.loading')} />
      ) : notes.isError ? (
        <ErrorState title={t('considerations.reader.loadFailed')} error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('considerations.reader.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2 }}>
          {notes.data.map((note) => (
            <li key={note.id} dir="auto">
              <Link component={RouterLink} to={paths.notes.getHref({ id: note.id })}>
                {note.title}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
