import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, type Ejournal, type EjournalSummary } from '@mediawatch/shared';
import { EJOURNAL_LIMITS } from '@mediawatch/shared/constants';
import { useCreateEjournal, useDeleteEjournal, useEjournal, useEjournals, useNewEjournalEdition } from '@mediawatch/shared/queries';
import { Link as RouterLink, useSearchParams } from '@mediawatch/shared/router';
import {
  ActionDialog,
  ConfirmDialog,
  ErrorState,
  InlineList,
  ListState,
  LoadingState,
  NoticeSnackbar,
  PageHeader,
  useCan,
  type Notice,
  useMayChange,
  useApiErrorText,
} from '@mediawatch/shared/ui';

import { useEjournalTexts } from '../texts';
import { IssueDocument } from '../issue-document';
import { IssueEditor } from '../issue-editor';
import { statusKey, WithdrawalNotice, WithdrawButton } from '../withdrawal';

// ----------------------------------------------------------------------

/**
 * The E-journal: the issues (drafts for curators, published editions for
 * everyone) and the one named by `?issue=`: a draft opens in the editor, a
 * published edition reads as it will print, with its printable page, PDF and
 * newsletter, and "start a new edition".
 */
export function EjournalView() {
  const { t } = useEjournalTexts();
  const mayCurate = useCan('manageEjournals');
  const issues = useEjournals();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const items = issues.data ?? [];
  const selectedId = params.get('issue') ?? items[0]?.id ?? '';
  const select = (id: string) => setParams({ issue: id }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('nav:ejournal')}
        description={t('pages.ejournal')}
        action={
          mayCurate ? (
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('ejournal.newIssue')}
            </Button>
          ) : null
        }
      />
      <ListState
        query={issues}
        loadingLabel={t('ejournal.loading')}
        errorTitle={t('ejournal.failed')}
        emptyTitle={t('ejournal.noIssues')}
        emptyText={mayCurate ? t('ejournal.noIssuesCurator') : undefined}
      >
        {() => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 3 }}>
              <IssueList items={items} selectedId={selectedId} onSelect={select} />
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              {selectedId ? (
                <SelectedIssue key={selectedId} id={selectedId} onSelect={select} onNotice={setNotice} />
              ) : (
                <Typography>{t('ejournal.pick')}</Typography>
              )}
            </Grid>
          </Grid>
        )}
      </ListState>
      {creating ? (
        <CreateIssueDialog
          onClose={() => setCreating(false)}
          onCreated={(issue) => {
            setCreating(false);
            select(issue.id);
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function IssueList({ items, selectedId, onSelect }: { items: EjournalSummary[]; selectedId: string; onSelect: (id: string) => void }) {
  const { t } = useEjournalTexts();
  return (
    <Card component="nav" aria-label={t('ejournal.issues')}>
      <List dense disablePadding>
        {items.map((issue) => (
          <ListItem key={issue.id} disablePadding>
            <ListItemButton
              selected={issue.id === selectedId}
              aria-current={issue.id === selectedId ? 'page' : undefined}
              onClick={() => onSelect(issue.id)}
            >
              <ListItemText
                primary={issue.title}
                secondary={
                  <InlineList
                    items={[
                      t(`ejournal.status.${statusKey(issue)}`),
                      t('ejournal.edition', { edition: issue.edition }),
                      t('ejournal.articleCount', { count: issue.articleCount }),
                    ]}
                  />
                }
                slotProps={{ primary: { dir: 'auto', sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

function SelectedIssue({ id, onSelect, onNotice }: { id: string; onSelect: (id: string) => void; onNotice: (notice: Notice) => void }) {
  const { t } = useEjournalTexts();
  const issue = useEjournal(id);
  if (issue.isPending) return <LoadingState label={t('ejournal.loading')} />;
  if (issue.isError) return <ErrorState title={t('ejournal.failed')} error={issue.error} onRetry={() => void issue.refetch()} />;
  const data = issue.data;
  if (data.status === 'draft' && data.canEdit) {
    return (
      <Stack spacing={2}>
        <IssueHeading issue={data} />
        <IssueEditor
          key={data.id}
          issue={data}
          onPublished={(published) =>
            onNotice({ severity: 'success', text: t('ejournal.editor.published', { edition: published.edition }) })
          }
        />
        <DeleteDraft
          issue={data}
          onDeleted={() => onNotice({ severity: 'success', text: t('ejournal.editor.deleted') })}
          onSelect={onSelect}
        />
      </Stack>
    );
  }
  return <PublishedIssue issue={data} onSelect={onSelect} />;
}

function IssueHeading({ issue }: { issue: Ejournal }) {
  const { t } = useEjournalTexts();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={issue.withdrawal ? 'error' : issue.status === 'published' ? 'success' : 'warning'}
        label={t(`ejournal.status.${statusKey(issue)}`)}
      />
      <Chip size="small" variant="outlined" label={t('ejournal.edition', { edition: issue.edition })} />
      <EditionLinks issue={issue} />
    </Stack>
  );
}

/** The series' other editions, as links to their printable pages. */
function EditionLinks({ issue }: { issue: Ejournal }) {
  const { t } = useEjournalTexts();
  const others = issue.editions.filter((edition) => edition.id !== issue.id);
  if (others.length === 0) return null;
  return (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
      {t('ejournal.read.editions')}:{' '}
      <InlineList
        items={others.map((edition) => (
          <RouterLink to={paths.ejournalIssue.getHref({ id: edition.id })}>
            {`${t('ejournal.edition', { edition: edition.edition })} (${t(`ejournal.status.${statusKey(edition)}`)})`}
          </RouterLink>
        ))}
      />
    </Typography>
  );
}

function PublishedIssue({ issue, onSelect }: { issue: Ejournal; onSelect: (id: string) => void }) {
  const { t } = useEjournalTexts();
  const apiErrorText = useApiErrorText();
  const mayCurate = useCan('manageEjournals');
  const newEdition = useNewEjournalEdition();
  // A new edition of a withdrawn one (not corrected yet) is its correction.
  const correcting = !!issue.withdrawal && !issue.correctedBy;
  return (
    <Stack spacing={2}>
      <IssueHeading issue={issue} />
      <WithdrawalNotice issue={issue} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.ejournalIssue.getHref({ id: issue.id })}>
          {t('ejournal.read.open')}
        </Button>
        {mayCurate && issue.status === 'published' ? (
          <Button
            variant="outlined"
            disabled={newEdition.isPending}
            onClick={() => newEdition.mutate(issue.id, { onSuccess: (draft) => onSelect(draft.id) })}
          >
            {correcting ? t('ejournal.withdraw.correct') : t('ejournal.read.newEdition')}
          </Button>
        ) : null}
        <WithdrawButton issue={issue} />
      </Stack>
      {newEdition.error ? <Alert severity="error">{apiErrorText(newEdition.error)}</Alert> : null}
      <Card sx={{ p: { xs: 2, md: 4 } }}>
        <IssueDocument issue={issue} headingId="ejournal-issue-title" />
      </Card>
    </Stack>
  );
}

function DeleteDraft({ issue, onDeleted, onSelect }: { issue: Ejournal; onDeleted: () => void; onSelect: (id: string) => void }) {
  const { t } = useEjournalTexts();
  const apiErrorText = useApiErrorText();
  const mayChange = useMayChange();
  const [open, setOpen] = useState(false);
  const remove = useDeleteEjournal();
  if (!mayChange(issue.ownerId, 'manageEjournals')) return null;
  const published = issue.editions.find((edition) => edition.status === 'published');
  return (
    <>
      <Stack direction="row">
        <Button color="error" onClick={() => setOpen(true)}>
          {t('ejournal.editor.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        title={t('ejournal.editor.deleteTitle', { title: issue.title })}
        content={t('ejournal.editor.deleteText')}
        confirmLabel={t('ejournal.editor.delete')}
        pending={remove.isPending}
        error={remove.error ? apiErrorText(remove.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(issue.id, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
              if (published) onSelect(published.id);
            },
          })
        }
      />
    </>
  );
}

function CreateIssueDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (issue: Ejournal) => void }) {
  const { t } = useEjournalTexts();
  const apiErrorText = useApiErrorText();
  const create = useCreateEjournal();
  const [title, setTitle] = useState('');
  const [introduction, setIntroduction] = useState('');
  return (
    <ActionDialog
      title={t('ejournal.create.title')}
      submitLabel={t('ejournal.create.submit')}
      onClose={onClose}
      onSubmit={() => create.mutate({ title: title.trim(), introduction }, { onSuccess: onCreated })}
      pending={create.isPending}
      submitDisabled={!title.trim()}
      error={create.error ? apiErrorText(create.error) : null}
    >
      <TextField
        label={t('ejournal.create.name')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.titleMax, dir: 'auto' } }}
      />
      <TextField
        label={t('ejournal.create.introduction')}
        value={introduction}
        onChange={(event) => setIntroduction(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.introductionMax, dir: 'auto' } }}
      />
    </ActionDialog>
  );
}
