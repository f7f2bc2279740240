import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EJOURNAL_LIMITS, paths, toApiError, type Ejournal } from '@mediawatch/shared';
import { useAddEjournalArticle, useCreateEjournal, useEjournals } from '@mediawatch/shared/queries';
import { Link as RouterLink } from '@mediawatch/shared/router';
import { ActionDialog, useCan } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import { DoneSnackbar } from './done-snackbar';

// ----------------------------------------------------------------------

const NEW = 'new';

/**
 * The reader's "add to e-journal": the article into a draft issue (the most
 * recently changed draft is preselected) or a new issue, in one step; the
 * snackbar opens the issue. Curators only.
 */
export function EjournalAction({ articleId }: { articleId: string }) {
  const mayCurate = useCan('manageEjournals');
  const { t } = useTranslate();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ issue: Ejournal; already: boolean } | null>(null);
  if (!mayCurate) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('ejournal.reader.button')}
      </Button>
      {open ? (
        <EjournalDialog
          articleId={articleId}
          onClose={() => setOpen(false)}
          onAdded={(issue, already) => {
            setOpen(false);
            setAdded({ issue, already });
          }}
        />
      ) : null}
      <DoneSnackbar
        done={
          added
            ? {
                text: t(added.already ? 'ejournal.reader.already' : 'ejournal.reader.done', { title: added.issue.title }),
                linkLabel: t('ejournal.reader.open'),
                to: paths.ejournal.getHref({ issue: added.issue.id }),
              }
            : null
        }
        onClose={() => setAdded(null)}
      />
    </>
  );
}

function EjournalDialog({
  articleId,
  onClose,
  onAdded,
}: {
  articleId: string;
  onClose: () => void;
  onAdded: (issue: Ejournal, already: boolean) => void;
}) {
  const { t } = useTranslate();
  const drafts = useEjournals({ status: 'draft' });
  const add = useAddEjournalArticle();
  const create = useCreateEjournal();
  const [choice, setChoice] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const target = choice ?? drafts.data?.[0]?.id ?? NEW;
  const pending = add.isPending || create.isPending;
  const failure = add.error ?? create.error;

  const submit = () => {
    if (target === NEW) {
      const sections = [
        { id: `s-${crypto.randomUUID().slice(0, 8)}`, title: t('ejournal.editor.defaultSection'), items: [{ articleId, note: '' }] },
      ];
      create.mutate({ title: title.trim(), sections }, { onSuccess: (issue) => onAdded(issue, false) });
    } else {
      const before = drafts.data?.find((issue) => issue.id === target)?.articleCount ?? 0;
      add.mutate({ id: target, add: { articleId } }, { onSuccess: (issue) => onAdded(issue, issue.articleCount === before) });
    }
  };

  return (
    <ActionDialog
      title={t('ejournal.reader.title')}
      submitLabel={t('ejournal.reader.submit')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitDisabled={drafts.isPending || (target === NEW && !title.trim())}
      error={failure ? toApiError(failure).message : null}
      maxWidth="xs"
    >
      <TextField
        select
        label={t('ejournal.reader.issue')}
        value={drafts.isPending ? '' : target}
        onChange={(event) => setChoice(event.target.value)}
      >
        {(drafts.data ?? []).map((issue) => (
          <MenuItem key={issue.id} value={issue.id} dir="auto">
            {issue.title}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{t('ejournal.reader.newIssue')}</MenuItem>
      </TextField>
      {target === NEW ? (
        <TextField
          label={t('ejournal.reader.newTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.titleMax, dir: 'auto' } }}
        />
      ) : null}
    </ActionDialog>
  );
}

/** The issues holding the article (the link back), for everyone who reads; nothing when there is none. */
export function EjournalIssuesCard({ articleId }: { articleId: string }) {
  const { t } = useTranslate();
  const issues = useEjournals({ articleId });
  if (!issues.data || issues.data.length === 0) return null;
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="article-ejournal-title">
      <Typography variant="h6" component="h2" id="article-ejournal-title">
        {t('ejournal.reader.inIssues')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {issues.data.map((issue) => (
          <li key={issue.id}>
            <Link component={RouterLink} to={paths.ejournalIssue.getHref({ id: issue.id })} dir="auto">
              {issue.title}
            </Link>{' '}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              ({t('ejournal.edition', { edition: issue.edition })}, {t(`ejournal.status.${issue.status}`)})
            </Typography>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
