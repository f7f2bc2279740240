import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@mediawatch/shared';
import type { Task, TaskStatus } from '@mediawatch/shared';

import { getTasksQueryOptions } from '@mediawatch/shared/queries';
import { BellDrawer, BellDrawerList } from '../../components/bell-drawer';
import { isUnread } from './use-task-reads';

// ----------------------------------------------------------------------

/** docs/spec.md §3 and §9: tab ids, their status filter and the drawer's maximum width. */
export const TASK_TABS = [
  { id: 'todo', label: 'tasks.todo', status: 'TO DO' },
  { id: 'in-progress', label: 'tasks.inProgress', status: 'In Progress' },
  { id: 'Done', label: 'tasks.done', status: 'DONE' },
] as const satisfies readonly { id: string; label: string; status: TaskStatus }[];

export const TASKS_DRAWER_MAX_WIDTH = 650;

type TabId = (typeof TASK_TABS)[number]['id'];

function TaskRow({ task, unread }: { task: Task; unread: boolean }) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A due day is a local day: read at noon, it shows as itself in every zone.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListItem
      divider
      data-unread={unread}
      sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.selected' : 'transparent' }}
      secondaryAction={
        unread ? (
          <Box role="img" aria-label={t('tasks.unread')} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'info.main' }} />
        ) : null
      }
    >
      <ListItemText
        primary={task.name}
        slotProps={{ primary: { variant: 'subtitle2' }, secondary: { component: 'div' } }}
        secondary={
          <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, flexWrap: 'wrap', typography: 'caption', color: 'text.secondary' }}>
            <span>{t('tasks.estimation', { value: task.estimation || '—' })}</span>
            {task.assignee ? <span>{t('tasks.assignee', { name: task.assignee.name })}</span> : null}
            {task.dueDate ? <span>{t('tasks.due', { date: day.format(new Date(`${task.dueDate}T12:00:00`)) })}</span> : null}
            <time dateTime={task.createdAt}>{dateTime.format(new Date(task.createdAt))}</time>
          </Stack>
        }
      />
    </ListItem>
  );
}

function TaskList({ status, readUpTo }: { status: TaskStatus; readUpTo: string | null }) {
  // Choosing a tab re-fetches (docs/spec.md §4), whatever the cache holds.
  const { t } = useTranslation();
  const tasks = useQuery({ ...getTasksQueryOptions(status), refetchOnMount: 'always' });
  return (
    <BellDrawerList
      query={tasks}
      isEmpty={(data) => data.tasks.length === 0}
      loadingLabel={t('tasks.loading')}
      failedText={(message) => t('tasks.failed', { message })}
      retryLabel={t('tasks.retry')}
      emptyText={t('tasks.empty')}
    >
      {(data) => (
        <List disablePadding aria-label={t('tasks.title')}>
          {data.tasks.map((task) => (
            <TaskRow key={task._id} task={task} unread={isUnread(task, readUpTo)} />
          ))}
        </List>
      )}
    </BellDrawerList>
  );
}

export interface TasksDrawerProps {
  open: boolean;
  onClose: () => void;
  unread: number;
  onMarkAllRead: () => void;
  readUpTo: string | null;
}

/** The drawer of the tasks bell (docs/spec.md §2): three status tabs and 'Mark all as read'. Loaded on first open. */
export default function TasksDrawer({ open, onClose, unread, onMarkAllRead, readUpTo }: TasksDrawerProps) {
  const [tab, setTab] = useState<TabId>('todo');
  const { t } = useTranslation();
  const current = TASK_TABS.find((item) => item.id === tab) ?? TASK_TABS[0];

  return (
    <BellDrawer
      open={open}
      onClose={onClose}
      title={t('tasks.title')}
      maxWidth={TASKS_DRAWER_MAX_WIDTH}
      markAllReadLabel={t('tasks.markAllRead')}
      closeLabel={t('tasks.close')}
      markAllReadDisabled={unread === 0}
      onMarkAllRead={onMarkAllRead}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => setTab(next)}
        aria-label={t('tasks.status')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TASK_TABS.map((item) => (
          <Tab key={item.id} value={item.id} id={`tasks-tab-${item.id}`} label={t(item.label)} aria-controls="tasks-panel" />
        ))}
      </Tabs>
      <Box id="tasks-panel" role="tabpanel" aria-labelledby={`tasks-tab-${current.id}`} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <TaskList key={current.status} status={current.status} readUpTo={readUpTo} />
      </Box>
    </BellDrawer>
  );
}
