import { useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths, type SourceGroup } from '@mediawatch/shared';
import { useDeleteSourceGroup, useSourceGroups, useSources } from '@mediawatch/shared/queries';
import {
  ConfirmDialog,
  NoticeSnackbar,
  type Notice,
  ListState,
  RowActions,
  VisuallyHidden,
  useCan,
  useFormat,
  ScrollTable,
  useConfirmDelete,
  PageHeader,
  lazyWithPreload,
} from '@mediawatch/shared/ui';

import { useTranslate } from '../../../locales';

// ----------------------------------------------------------------------

// The form (react-hook-form, the shared zod schema) loads when it is about to open, not with the list.
const SourceGroupFormDialog = lazyWithPreload(() => import('../source-group-form-dialog').then((module) => module.SourceGroupFormDialog));

/** Source groups: named sets of sources used to filter and compare (a source is in many). */
export function SourceGroupsView() {
  const { t } = useTranslate();
  const format = useFormat();
  const groups = useSourceGroups();
  const sources = useSources();
  const manageSources = useCan('manageSources');
  const remove = useDeleteSourceGroup();
  const [editing, setEditing] = useState<SourceGroup | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmDelete<SourceGroup>(
    remove,
    (group) => group.id,
    (removed) => setNotice({ severity: 'success', text: t('common.deleted', { name: removed.name }) }),
  );

  return (
    <>
      <PageHeader
        title={t('groups.title')}
        description={t('groups.description')}
        action={
          manageSources ? (
            <Button variant="contained" onClick={() => setEditing('new')} {...SourceGroupFormDialog.preloadOn}>
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
            <ScrollTable label={t('groups.tableLabel')} size="small" minWidth={560}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('common.name')}</TableCell>
                  <TableCell>{t('common.description')}</TableCell>
                  <TableCell align="right">{t('groups.sources')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((group) => (
                  <TableRow key={group.id} hover>
                    <TableCell component="th" scope="row">
                      <Link
                        component={RouterLink}
                        to={paths.warehouse.getHref({ groupId: group.id })}
                        underline="hover"
                        sx={{ fontWeight: 600 }}
                      >
                        {group.name}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>{group.description || '—'}</TableCell>
                    <TableCell align="right">{format.number(group.sourceCount)}</TableCell>
                    <TableCell align="right" padding="checkbox">
                      {manageSources ? (
                        <RowActions
                          label={t('common.actionsFor', { name: group.name })}
                          actions={[
                            { label: t('common.edit'), onClick: () => setEditing(group), preload: SourceGroupFormDialog.preload },
                            { label: t('common.delete'), onClick: () => deletion.ask(group), color: 'error' },
                          ]}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </ListState>
      </Card>

      {editing ? (
        <SourceGroupFormDialog
          group={editing === 'new' ? null : editing}
          sources={sources.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t('common.saved', { name: saved.name }) });
          }}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialogProps}
        title={deletion.deleting ? t('common.deleteNamed', { name: deletion.deleting.name }) : ''}
        content={t('groups.deleteText')}
        confirmLabel={t('common.delete')}
      />

      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
