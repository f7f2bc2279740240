import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PageHeader, paths, toApiError, type SourceGroup } from '@mediawatch/shared';

import { useDeleteSourceGroup } from '../../../api/delete-source-group';
import { useSourceGroups } from '../../../api/get-source-groups';
import { useSources } from '../../../api/get-sources';
import { usePermissions } from '../../../auth/use-permissions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type Notice } from '../../../components/notice-snackbar';
import { ListState } from '../../../components/query-states';
import { RowActions } from '../../../components/row-actions';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { SourceGroupFormDialog } from '../source-group-form-dialog';

// ----------------------------------------------------------------------

/** Source groups: named sets of sources used to filter and compare (a source is in many). */
export function SourceGroupsView() {
  const groups = useSourceGroups();
  const sources = useSources();
  const { manageSources } = usePermissions();
  const remove = useDeleteSourceGroup();
  const [editing, setEditing] = useState<SourceGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SourceGroup | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <PageHeader
        title="Source groups"
        description="Named sets of sources, such as national press or wire services, to filter the warehouse and compare coverage."
        action={
          manageSources ? (
            <Button variant="contained" onClick={() => setEditing('new')} sx={{ flexShrink: 0 }}>
              Add source group
            </Button>
          ) : undefined
        }
      />
      <Card>
        <ListState
          query={groups}
          loadingLabel="Loading source groups…"
          errorTitle="Could not load the source groups"
          emptyTitle="No source groups yet"
          emptyText={manageSources ? 'Add a group to gather sources you follow together.' : 'An admin creates the source groups.'}
        >
          {(items) => (
            <TableContainer>
              <Table aria-label="Source groups" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Description</TableCell>
                    <TableCell align="right">Sources</TableCell>
                    <TableCell>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((group) => (
                    <TableRow key={group.id} hover>
                      <TableCell component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={`${paths.dashboard.group.warehouse}?groupId=${encodeURIComponent(group.id)}`}
                          underline="hover"
                          sx={{ fontWeight: 600 }}
                        >
                          {group.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary' }}>{group.description || '—'}</TableCell>
                      <TableCell align="right">{group.sourceCount}</TableCell>
                      <TableCell align="right" padding="checkbox">
                        {manageSources ? (
                          <RowActions
                            label={`Actions for ${group.name}`}
                            actions={[
                              { label: 'Edit', onClick: () => setEditing(group) },
                              { label: 'Delete', onClick: () => setDeleting(group), color: 'error' },
                            ]}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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
            setNotice({ severity: 'success', text: `${saved.name} saved` });
          }}
        />
      ) : null}

      <ConfirmDialog
        open={!!deleting}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        content="The group goes; its sources and their articles stay."
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
