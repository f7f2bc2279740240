import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PageHeader, paths, toApiError, type Topic } from '@mediawatch/shared';

import { useDeleteTopic } from '../../../api/delete-topic';
import { useTopics } from '../../../api/get-topics';
import { usePermissions } from '../../../auth/use-permissions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type Notice } from '../../../components/notice-snackbar';
import { ListState } from '../../../components/query-states';
import { RowActions } from '../../../components/row-actions';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ALERT_LABELS, TopicFormDialog } from '../topic-form-dialog';

// ----------------------------------------------------------------------

/** Topics: saved queries matched against every new article. */
export function TopicsView() {
  const topics = useTopics();
  const { manageTopics } = usePermissions();
  const remove = useDeleteTopic();
  const [editing, setEditing] = useState<Topic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <PageHeader
        title="Topics"
        description="Saved queries in the topic language. Every new article is matched against them; the matches feed the warehouse, the reports and the alerts."
        action={
          manageTopics ? (
            <Button variant="contained" onClick={() => setEditing('new')} sx={{ flexShrink: 0 }}>
              Add topic
            </Button>
          ) : undefined
        }
      />
      <Card>
        <ListState
          query={topics}
          loadingLabel="Loading topics…"
          errorTitle="Could not load the topics"
          emptyTitle="No topics yet"
          emptyText={manageTopics ? 'Add a topic to follow a subject across every source.' : 'Analysts create the topics.'}
        >
          {(items) => (
            <TableContainer>
              <Table aria-label="Topics" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Query</TableCell>
                    <TableCell>Alerts</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Matches</TableCell>
                    <TableCell>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((topic) => (
                    <TableRow key={topic.id} hover>
                      <TableCell component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={`${paths.dashboard.group.warehouse}?topicId=${encodeURIComponent(topic.id)}`}
                          underline="hover"
                          sx={{ fontWeight: 600 }}
                        >
                          {topic.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                          {topic.query}
                        </Box>
                      </TableCell>
                      <TableCell>
                        {topic.alertPolicy.kind === 'threshold'
                          ? `${topic.alertPolicy.threshold ?? '?'} matches a day`
                          : ALERT_LABELS[topic.alertPolicy.kind]}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={topic.active ? 'Active' : 'Inactive'} color={topic.active ? 'success' : 'default'} variant="outlined" />
                      </TableCell>
                      <TableCell align="right">{topic.matchCount.toLocaleString('en')}</TableCell>
                      <TableCell align="right" padding="checkbox">
                        {manageTopics ? (
                          <RowActions
                            label={`Actions for ${topic.name}`}
                            actions={[
                              { label: 'Edit', onClick: () => setEditing(topic) },
                              { label: 'Delete', onClick: () => setDeleting(topic), color: 'error' },
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
        <TopicFormDialog
          topic={editing === 'new' ? null : editing}
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
        content="Its matches go with it; the articles stay."
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
