import { useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths, type Topic } from '@mediawatch/shared';
import { useDeleteTopic, useTopics } from '@mediawatch/shared/queries';
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
const TopicFormDialog = lazyWithPreload(() => import('../topic-form-dialog').then((module) => module.TopicFormDialog));

/** Topics: saved queries matched against every new article. */
export function TopicsView() {
  const { t } = useTranslate();
  const format = useFormat();
  const topics = useTopics();
  const manageTopics = useCan('manageTopics');
  const remove = useDeleteTopic();
  const [editing, setEditing] = useState<Topic | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmDelete<Topic>(
    remove,
    (topic) => topic.id,
    (removed) => setNotice({ severity: 'success', text: t('common.deleted', { name: removed.name }) }),
  );

  return (
    <>
      <PageHeader
        title={t('nav:topics')}
        description={t('topics.description')}
        action={
          manageTopics ? (
            <Button variant="contained" onClick={() => setEditing('new')} {...TopicFormDialog.preloadOn}>
              {t('topics.add')}
            </Button>
          ) : undefined
        }
      />
      <Card>
        <ListState
          query={topics}
          loadingLabel={t('topics.loading')}
          errorTitle={t('topics.loadFailed')}
          emptyTitle={t('topics.empty')}
          emptyText={manageTopics ? t('topics.emptyManage') : t('topics.emptyRead')}
        >
          {(items) => (
            <ScrollTable label={t('topics.tableLabel')} size="small" minWidth={720}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('common.name')}</TableCell>
                  <TableCell>{t('topics.columns.query')}</TableCell>
                  <TableCell>{t('topics.columns.alerts')}</TableCell>
                  <TableCell>{t('topics.columns.status')}</TableCell>
                  <TableCell align="right">{t('topics.columns.matches')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((topic) => (
                  <TableRow key={topic.id} hover>
                    <TableCell component="th" scope="row">
                      <Link
                        component={RouterLink}
                        to={paths.warehouse.getHref({ topicId: topic.id })}
                        underline="hover"
                        sx={{ fontWeight: 600 }}
                      >
                        {topic.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {/* Saved queries and Explore are one thing: the query opens there. */}
                      <Link
                        component={RouterLink}
                        to={paths.relatedArticles.getHref({ q: topic.query })}
                        underline="hover"
                        aria-label={t('topics.openInExplore', { name: topic.name, query: topic.query })}
                      >
                        <Box component="code" dir="auto" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                          {topic.query}
                        </Box>
                      </Link>
                    </TableCell>
                    <TableCell>
                      {topic.alertPolicy.kind !== 'threshold'
                        ? t(`topics.alertPolicies.${topic.alertPolicy.kind}`)
                        : topic.alertPolicy.threshold === null
                          ? t('topics.thresholdUnset')
                          : t('topics.thresholdInWindow', {
                              count: topic.alertPolicy.threshold,
                              number: format.number(topic.alertPolicy.threshold),
                              hours: format.number(topic.alertPolicy.windowHours),
                            })}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={topic.active ? t('topics.active') : t('topics.inactive')}
                        color={topic.active ? 'success' : 'default'}
                        variant="outlined"
                      />
                    </TableCell>
                    <TableCell align="right">{format.number(topic.matchCount)}</TableCell>
                    <TableCell align="right" padding="checkbox">
                      {manageTopics ? (
                        <RowActions
                          label={t('common.actionsFor', { name: topic.name })}
                          actions={[
                            { label: t('common.edit'), onClick: () => setEditing(topic), preload: TopicFormDialog.preload },
                            { label: t('common.delete'), onClick: () => deletion.ask(topic), color: 'error' },
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
        <TopicFormDialog
          topic={editing === 'new' ? null : editing}
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
        content={t('topics.deleteText')}
        confirmLabel={t('common.delete')}
      />

      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
