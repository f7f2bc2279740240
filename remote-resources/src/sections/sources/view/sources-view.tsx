import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageHeader, toApiError, type Source } from '@mediawatch/shared';

import { useDeleteSource } from '../../../api/delete-source';
import { useExportOpml } from '../../../api/export-opml';
import { useSourceGroups } from '../../../api/get-source-groups';
import { useSources } from '../../../api/get-sources';
import { useImportOpml } from '../../../api/import-opml';
import { useSourceAction, type SourceAction } from '../../../api/source-action';
import { usePermissions } from '../../../auth/use-permissions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type Notice } from '../../../components/notice-snackbar';
import { EmptyState, ListState } from '../../../components/query-states';
import type { RowAction } from '../../../components/row-actions';
import { OpmlImportButton } from '../opml-import-button';
import { SourceFormDialog } from '../source-form-dialog';
import { SourcesTable } from '../sources-table';

// ----------------------------------------------------------------------

const ACTION_DONE: Record<SourceAction, (name: string) => string> = {
  fetch: (name) => `Fetch queued for ${name}`,
  pause: (name) => `${name} paused`,
  resume: (name) => `${name} resumed`,
  resetErrors: (name) => `Errors reset for ${name}; it is due now`,
};

/** The Sources page: every outlet with its feed health, and the tools to manage them. */
export function SourcesView() {
  const sources = useSources();
  const groups = useSourceGroups();
  const permissions = usePermissions();
  const runAction = useSourceAction();
  const remove = useDeleteSource();
  const importOpml = useImportOpml();
  const exportOpml = useExportOpml();

  const [filter, setFilter] = useState('');
  // `null`: closed; `'new'`: adding; a source: editing it.
  const [editing, setEditing] = useState<Source | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Source | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle || !sources.data) return sources.data ?? [];
    return sources.data.filter((source) =>
      [source.name, source.homepage, ...source.feedUrls].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [sources.data, filter]);

  const act = (action: SourceAction, source: Source) =>
    runAction.mutate(
      { action, id: source.id },
      {
        onSuccess: () => setNotice({ severity: 'success', text: ACTION_DONE[action](source.name) }),
        onError: (error) => setNotice({ severity: 'error', text: toApiError(error).message }),
      },
    );

  const actionsOf = (source: Source): RowAction[] => {
    const actions: RowAction[] = [];
    if (permissions.runSourceActions) {
      actions.push({ label: 'Fetch now', onClick: () => act('fetch', source) });
      actions.push(
        source.active
          ? { label: 'Pause', onClick: () => act('pause', source) }
          : { label: 'Resume', onClick: () => act('resume', source) },
      );
      actions.push({ label: 'Reset errors', onClick: () => act('resetErrors', source), disabled: source.health.consecutiveFailures === 0 });
    }
    if (permissions.manageSources) {
      actions.push({ label: 'Edit', onClick: () => setEditing(source) });
      actions.push({ label: 'Delete', onClick: () => setDeleting(source), color: 'error' });
    }
    return actions;
  };

  const onImport = (opml: string) =>
    importOpml.mutate(
      { opml },
      {
        onSuccess: ({ created, skipped }) =>
          setNotice({
            severity: 'success',
            text: `Imported ${created.length} source${created.length === 1 ? '' : 's'}${
              skipped.length ? `; skipped ${skipped.length} already known` : ''
            }`,
          }),
        onError: (error) => setNotice({ severity: 'error', text: `OPML import failed: ${toApiError(error).message}` }),
      },
    );

  const onExport = () =>
    exportOpml.mutate(undefined, {
      onError: (error) => setNotice({ severity: 'error', text: `OPML export failed: ${toApiError(error).message}` }),
    });

  return (
    <>
      <PageHeader
        title="Sources"
        description="News outlets with their feeds and feed health. Each source is polled on its interval; a new or edited source is fetched within seconds."
        action={
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {permissions.manageSources ? <OpmlImportButton onFile={onImport} pending={importOpml.isPending} /> : null}
            <Button variant="outlined" onClick={onExport} loading={exportOpml.isPending}>
              Export OPML
            </Button>
            {permissions.manageSources ? (
              <Button variant="contained" onClick={() => setEditing('new')}>
                Add source
              </Button>
            ) : null}
          </Stack>
        }
      />

      <Card>
        <Stack sx={{ p: 2 }}>
          <TextField
            label="Filter sources"
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Name, homepage or feed URL"
            sx={{ maxWidth: 360 }}
          />
        </Stack>
        <ListState
          query={sources}
          loadingLabel="Loading sources…"
          errorTitle="Could not load the sources"
          emptyTitle="No sources yet"
          emptyText={permissions.manageSources ? 'Add a source or import an OPML file to start monitoring.' : 'An admin adds the sources to monitor.'}
        >
          {() =>
            filtered.length === 0 ? (
              <EmptyState title="No source matches">{`Nothing matches "${filter.trim()}".`}</EmptyState>
            ) : (
              <SourcesTable sources={filtered} actionsOf={actionsOf} />
            )
          }
        </ListState>
      </Card>

      {editing ? (
        <SourceFormDialog
          open
          source={editing === 'new' ? null : editing}
          groups={groups.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: `${saved.name} saved; it is fetched within seconds` });
          }}
        />
      ) : null}

      <ConfirmDialog
        open={!!deleting}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        content={
          deleting
            ? `Its ${deleting.articleCount.toLocaleString('en')} article${deleting.articleCount === 1 ? '' : 's'} and fetch history are deleted with it. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ? toApiError(remove.error).message : null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setNotice({ severity: 'success', text: `${deleting.name} deleted` });
              setDeleting(null);
            },
          })
        }
      />

      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
