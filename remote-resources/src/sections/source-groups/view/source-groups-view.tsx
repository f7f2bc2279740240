import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { paths, type SourceGroup } from '@mediawatch/shared';
import { useDeleteSourceGroup, useSourceGroups, useSources } from '@mediawatch/shared/queries';
import { ListState, useCan, useFormat, PageHeader, lazyWithPreload } from '@mediawatch/shared/ui';

import { useSourceGroupsTexts } from '../texts';
import { ResourceEditorOverlays, ResourceNameLink, ResourceTable, useResourceEditor } from '../../resource-list';

// ----------------------------------------------------------------------

// The form (react-hook-form, the shared zod schema) loads when it is about to open, not with the list.
const SourceGroupFormDialog = lazyWithPreload(() => import('../source-group-form-dialog').then((module) => module.SourceGroupFormDialog));

/** Source groups: named sets of sources used to filter and compare (a source is in many). */
export function SourceGroupsView() {
  const { t } = useSourceGroupsTexts();
  const format = useFormat();
  const groups = useSourceGroups();
  const sources = useSources();
  const manageSources = useCan('manageSources');
  const editor = useResourceEditor<SourceGroup>(
    useDeleteSourceGroup(),
    (group) => group.id,
    (removed) => t('common.deleted', { name: removed.name }),
  );

  return (
    <>
      <PageHeader
        title={t('groups.title')}
        description={t('groups.description')}
        action={
          manageSources ? (
            <Button variant="contained" onClick={() => editor.edit('new')} {...SourceGroupFormDialog.preloadOn}>
              {t('groups.add')}
            </Button>
          ) : undefined
        }
      />
      <Card>
        <ListState
          query={groups}
          loadingLabel={t('groups.loading')}
          errorTitle={t('groups.loadFailed')}
          emptyTitle={t('groups.empty')}
          emptyText={manageSources ? t('groups.emptyManage') : t('groups.emptyRead')}
        >
          {(items) => (
            <ResourceTable
              label={t('groups.tableLabel')}
              minWidth={560}
              items={items}
              idOf={(group) => group.id}
              nameOf={(group) => group.name}
              columns={[
                {
                  id: 'name',
                  header: t('common.name'),
                  cell: (group) => <ResourceNameLink to={paths.warehouse.getHref({ groupId: group.id })}>{group.name}</ResourceNameLink>,
                },
                {
                  id: 'description',
                  header: t('common.description'),
                  cell: (group) => group.description || '—',
                  cellProps: () => ({ sx: { color: 'text.secondary' } }),
                },
                { id: 'sources', header: t('groups.sources'), align: 'right', cell: (group) => format.number(group.sourceCount) },
              ]}
              actionsOf={(group) =>
                manageSources
                  ? [
                      { label: t('common.edit'), onClick: () => editor.edit(group), preload: SourceGroupFormDialog.preload },
                      { label: t('common.delete'), onClick: () => editor.deletion.ask(group), color: 'error' },
                    ]
                  : []
              }
            />
          )}
        </ListState>
      </Card>

      <ResourceEditorOverlays
        editor={editor}
        form={
          <SourceGroupFormDialog
            group={editor.edited}
            sources={sources.data ?? []}
            onClose={editor.close}
            onSaved={(saved) => editor.saved(t('common.saved', { name: saved.name }))}
          />
        }
        deleteTitle={(group) => t('common.deleteNamed', { name: group.name })}
        deleteText={() => t('groups.deleteText')}
      />
    </>
  );
}
