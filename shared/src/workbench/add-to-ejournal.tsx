import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

import { paths, toApiError, type Ejournal } from '@mediawatch/shared';
import { EJOURNAL_LIMITS } from '@mediawatch/shared/constants';
import { useAddEjournalArticle, useCreateEjournal, useEjournals } from '@mediawatch/shared/queries';
import { ActionDialog, useCan } from '@mediawatch/shared/ui';

import { DoneSnackbar } from './done-snackbar';
import { useWorkbenchTranslation } from './texts';

// ----------------------------------------------------------------------

const NEW = 'new';

export interface AddToEjournalProps {
  articleId: string;
  /** The article's title: a compact (icon) button is named after it. */
  articleTitle?: string;
  /** An icon button, for a row of a table (the warehouse); else a labelled button (the reader). */
  compact?: boolean;
}

/**
 * "Add to e-journal" from wherever an article is shown (the reader, the
 * warehouse): the article into a draft issue (the most recently changed draft
 * is preselected) or a new issue, in one step; the snackbar opens the issue.
 * Curators only (manageEjournals); nothing for the others.
 */
export function AddToEjournal({ articleId, articleTitle, compact = false }: AddToEjournalProps) {
  const mayCurate = useCan('manageEjournals');
  const { t } = useWorkbenchTranslation();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ issue: Ejournal; already: boolean } | null>(null);
  if (!mayCurate) return null;
  const name = articleTitle ? t('ejournal.buttonFor', { title: articleTitle }) : t('ejournal.button');
  return (
    <>
      {compact ? (
        <Tooltip title={name}>
          <IconButton size="small" aria-label={name} onClick={() => setOpen(true)}>
            <SvgIcon fontSize="small">
              {/* Material "playlist add" */}
              <path d="M14 10H3v2h11zm0-4H3v2h11zm4 8v-4h-2v4h-4v2h4v4h2v-4h4v-2zM3 16h7v-2H3z" />
            </SvgIcon>
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('ejournal.button')}
        </Button>
      )}
      {open ? (
        <AddToEjournalDialog
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
                text: t(added.already ? 'ejournal.already' : 'ejournal.done', { title: added.issue.title }),
                linkLabel: t('ejournal.open'),
                to: paths.ejournal.getHref({ issue: added.issue.id }),
              }
            : null
        }
        onClose={() => setAdded(null)}
      />
    </>
  );
}

function AddToEjournalDialog({
  articleId,
  onClose,
  onAdded,
}: {
  articleId: string;
  onClose: () => void;
  onAdded: (issue: Ejournal, already: boolean) => void;
}) {
  const { t } = useWorkbenchTranslation();
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
        { id: `s-${crypto.randomUUID().slice(0, 8)}`, title: t('ejournal.defaultSection'), items: [{ articleId, note: '' }] },
      ];
      create.mutate({ title: title.trim(), sections }, { onSuccess: (issue) => onAdded(issue, false) });
    } else {
      const before = drafts.data?.find((issue) => issue.id === target)?.articleCount ?? 0;
      add.mutate({ id: target, add: { articleId } }, { onSuccess: (issue) => onAdded(issue, issue.articleCount === before) });
    }
  };

  return (
    <ActionDialog
      title={t('ejournal.title')}
      submitLabel={t('ejournal.submit')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitDisabled={drafts.isPending || (target === NEW && !title.trim())}
      error={failure ? toApiError(failure).message : null}
      maxWidth="xs"
    >
      <TextField
        select
        label={t('ejournal.issue')}
        value={drafts.isPending ? '' : target}
        onChange={(event) => setChoice(event.target.value)}
      >
        {(drafts.data ?? []).map((issue) => (
          <MenuItem key={issue.id} value={issue.id} dir="auto">
            {issue.title}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{t('ejournal.newIssue')}</MenuItem>
      </TextField>
      {target === NEW ? (
        <TextField
          label={t('ejournal.newTitle')}
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
