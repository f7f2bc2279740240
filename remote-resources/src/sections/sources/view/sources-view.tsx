import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { toApiError, type OpmlImportResult, type Source, type SourceInput } from '@mediawatch/shared';
import {
  useDeleteSource,
  useExportOpml,
  useSourceGroups,
  useSources,
  useImportOpml,
  useSourceAction,
  type SourceAction,
} from '@mediawatch/shared/queries';
import {
  EmptyState,
  ListState,
  type RowAction,
  useCan,
  useFormat,
  PageHeader,
  OutlinedTextField,
  lazyWithPreload,
} from '@mediawatch/shared/ui';

import { useSourcesTexts } from '../texts';
import { ResourceEditorOverlays, useResourceEditor } from '../../resource-list';
import { OpmlImportButton } from '../opml-import-button';
import { OpmlImportReport } from '../opml-import-report';
import { SourcesTable } from '../sources-table';

// ----------------------------------------------------------------------

// The forms (react-hook-form, the shared zod schemas) load when one is about to open, not with the list.
const SourceFormDialog = lazyWithPreload(() => import('../source-form-dialog').then((module) => module.SourceFormDialog));
const DiscoverFeedsDialog = lazyWithPreload(() => import('../discover-feeds-dialog').then((module) => module.DiscoverFeedsDialog));

/** The notice after each row action (`sources.<key>`). */
const ACTION_DONE = { fetch: 'fetchQueued', pause: 'paused', resume: 'resumed', resetErrors: 'errorsReset' } as const satisfies Record<
  SourceAction,
  string
>;

/** The Sources page: every outlet with its feed health, and the tools to manage them. */
export function SourcesView() {
  const { t } = useSourcesTexts();
  const format = useFormat();
  const sources = useSources();
  const groups = useSourceGroups();
  const permissions = { manageSources: useCan('manageSources'), runSourceActions: useCan('runSourceActions') };
  const runAction = useSourceAction();
  const remove = useDeleteSource();
  const importOpml = useImportOpml();
  const exportOpml = useExportOpml();

  const [filter, setFilter] = useState('');
  const editor = useResourceEditor<Source>(
    remove,
    (source) => source.id,
    (removed) => t('sources.deleted', { name: removed.name }),
  );
  const { notify, deletion } = editor;
  // A new source's starting values (the feeds found from a homepage).
  const [initial, setInitial] = useState<Partial<SourceInput> | undefined>(undefined);
  const [discovering, setDiscovering] = useState(false);
  const [report, setReport] = useState<OpmlImportResult | null>(null);

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
        onSuccess: () => notify({ severity: 'success', text: t(`sources.${ACTION_DONE[action]}`, { name: source.name }) }),
        onError: (error) => notify({ severity: 'error', text: toApiError(error).message }),
      },
    );

  const actionsOf = (source: Source): RowAction[] => {
    const actions: RowAction[] = [];
    if (permissions.runSourceActions) {
      actions.push({ label: t('sources.fetchNow'), onClick: () => act('fetch', source) });
    }
    // Pausing and resuming is the admins' (manageSources; docs/decisions/0042-accounts-and-ownership.md).
    if (permissions.manageSources) {
      actions.push(
        source.active
          ? { label: t('sources.pause'), onClick: () => act('pause', source) }
          : { label: t('sources.resume'), onClick: () => act('resume', source) },
      );
    }
    if (permissions.runSourceActions) {
      actions.push({
        label: t('sources.resetErrors'),
        onClick: () => act('resetErrors', source),
        disabled: source.health.consecutiveFailures === 0,
      });
    }
    if (permissions.manageSources) {
      actions.push({ label: t('common.edit'), onClick: () => editor.edit(source), preload: SourceFormDialog.preload });
      actions.push({ label: t('common.delete'), onClick: () => deletion.ask(source), color: 'error' });
    }
    return actions;
  };

  const counted = (key: string, count: number) => t(key, { count, number: format.number(count) });

  const onImport = (opml: string) =>
    importOpml.mutate(
      { opml },
      {
        onSuccess: (result) => {
          const { created, skipped } = result;
          setReport(result);
          const imported = counted('sources.imported', created.length);
          notify({
            severity: 'success',
            text: skipped.length
              ? t('sources.importedAndSkipped', { imported, skipped: counted('sources.skipped', skipped.length) })
              : imported,
          });
        },
        onError: (error) => onImportFailed(toApiError(error).message),
      },
    );

  const onImportFailed = (message: string) => notify({ severity: 'error', text: t('sources.importFailed', { message }) });

  const onExport = () =>
    exportOpml.mutate(undefined, {
      onError: (error) => notify({ severity: 'error', text: t('sources.exportFailed', { message: toApiError(error).message }) }),
    });

  return (
    <>
      <PageHeader
        title={t('nav:sources')}
        description={t('sources.description')}
        action={
          <>
            {permissions.manageSources ? (
              <OpmlImportButton onFile={onImport} onReadError={onImportFailed} pending={importOpml.isPending} />
            ) : null}
            <Button variant="outlined" onClick={onExport} loading={exportOpml.isPending}>
              {t('sources.exportOpml')}
            </Button>
            {permissions.manageSources ? (
              <Button variant="outlined" onClick={() => setDiscovering(true)} {...DiscoverFeedsDialog.preloadOn}>
                {t('sources.addFromHomepage')}
              </Button>
            ) : null}
            {permissions.manageSources ? (
              <Button
                variant="contained"
                {...SourceFormDialog.preloadOn}
                onClick={() => {
                  setInitial(undefined);
                  editor.edit('new');
                }}
              >
                {t('sources.add')}
              </Button>
            ) : null}
          </>
        }
      />

      <Card>
        <Stack sx={{ p: 2 }}>
          <OutlinedTextField
            label={t('sources.filterLabel')}
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('sources.filterPlaceholder')}
            sx={{ maxWidth: 360 }}
          />
        </Stack>
        <ListState
          query={sources}
          loadingLabel={t('sources.loading')}
          errorTitle={t('sources.loadFailed')}
          emptyTitle={t('sources.empty')}
          emptyText={permissions.manageSources ? t('sources.emptyManage') : t('sources.emptyRead')}
        >
          {() =>
            filtered.length === 0 ? (
              <EmptyState title={t('sources.noMatch')}>{t('sources.noMatchText', { filter: filter.trim() })}</EmptyState>
            ) : (
              <SourcesTable sources={filtered} actionsOf={actionsOf} />
            )
          }
        </ListState>
      </Card>

      <ResourceEditorOverlays
        editor={editor}
        form={
          <SourceFormDialog
            source={editor.edited}
            initial={editor.editing === 'new' ? initial : undefined}
            groups={groups.data ?? []}
            onClose={editor.close}
            onSaved={(saved) => editor.saved(t('sources.savedFetching', { name: saved.name }))}
          />
        }
        deleteTitle={(source) => t('common.deleteNamed', { name: source.name })}
        deleteText={(source) => counted('sources.deleteText', source.articleCount)}
      />

      {discovering ? (
        <DiscoverFeedsDialog
          onClose={() => setDiscovering(false)}
          onChosen={(values) => {
            setDiscovering(false);
            setInitial(values);
            editor.edit('new');
          }}
        />
      ) : null}

      {report ? <OpmlImportReport result={report} onClose={() => setReport(null)} /> : null}
    </>
  );
}
