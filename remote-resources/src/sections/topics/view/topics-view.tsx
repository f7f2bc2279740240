import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { paths, type Topic } from '@mediawatch/shared';
import { useDeleteTopic, useTopics } from '@mediawatch/shared/queries';
import { ListState, useCan, useFormat, useMayChange, PageHeader, lazyWithPreload } from '@mediawatch/shared/ui';

import { useTopicsTexts } from '../texts';
import { ResourceEditorOverlays, ResourceNameLink, ResourceTable, useResourceEditor } from '../../resource-list';

// ----------------------------------------------------------------------

// The form (react-hook-form, the shared zod schema) loads when it is about to open, not with the list.
const TopicFormDialog = lazyWithPreload(() => import('../topic-form-dialog').then((module) => module.TopicFormDialog));

/** Topics: saved queries matched against every new article. */
export function TopicsView() {
  const { t } = useTopicsTexts();
  const format = useFormat();
  const topics = useTopics();
  const manageTopics = useCan('manageTopics');
  const mayChange = useMayChange();
  const editor = useResourceEditor<Topic>(
    useDeleteTopic(),
    (topic) => topic.id,
    (removed) => t('common.deleted', { name: removed.name }),
  );

  const alertPolicyOf = ({ alertPolicy }: Topic) =>
    alertPolicy.kind !== 'threshold'
      ? t(`topics.alertPolicies.${alertPolicy.kind}`)
      : alertPolicy.threshold === null
        ? t('topics.thresholdUnset')
        : t('topics.thresholdInWindow', {
            count: alertPolicy.threshold,
            number: format.number(alertPolicy.threshold),
            hours: format.number(alertPolicy.windowHours),
          });

  return (
    <>
      <PageHeader
        title={t('nav:topics')}
        description={t('topics.description')}
        action={
          manageTopics ? (
            <Button variant="contained" onClick={() => editor.edit('new')} {...TopicFormDialog.preloadOn}>
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
            <ResourceTable
              label={t('topics.tableLabel')}
              minWidth={720}
              items={items}
              idOf={(topic) => topic.id}
              nameOf={(topic) => topic.name}
              columns={[
                {
                  id: 'name',
                  header: t('common.name'),
                  cell: (topic) => <ResourceNameLink to={paths.warehouse.getHref({ topicId: topic.id })}>{topic.name}</ResourceNameLink>,
                },
                {
                  id: 'query',
                  header: t('topics.columns.query'),
                  // Saved queries and Explore are one thing: the query opens there.
                  cell: (topic) => (
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
                  ),
                },
                { id: 'alerts', header: t('topics.columns.alerts'), cell: alertPolicyOf },
                {
                  id: 'status',
                  header: t('topics.columns.status'),
                  cell: (topic) => (
                    <Chip
                      size="small"
                      label={topic.active ? t('topics.active') : t('topics.inactive')}
                      color={topic.active ? 'success' : 'default'}
                      variant="outlined"
                    />
                  ),
                },
                { id: 'matches', header: t('topics.columns.matches'), align: 'right', cell: (topic) => format.number(topic.matchCount) },
              ]}
              actionsOf={(topic) =>
                // Rewriting or deleting a topic is its author's or an admin's (docs/decisions/0042-accounts-and-ownership.md).
                manageTopics && mayChange(topic.createdBy, 'manageTopics')
                  ? [
                      { label: t('common.edit'), onClick: () => editor.edit(topic), preload: TopicFormDialog.preload },
                      { label: t('common.delete'), onClick: () => editor.deletion.ask(topic), color: 'error' },
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
          <TopicFormDialog
            topic={editor.edited}
            onClose={editor.close}
            onSaved={(saved) => editor.saved(t('common.saved', { name: saved.name }))}
          />
        }
        deleteTitle={(topic) => t('common.deleteNamed', { name: topic.name })}
        deleteText={() => t('topics.deleteText')}
      />
    </>
  );
}
