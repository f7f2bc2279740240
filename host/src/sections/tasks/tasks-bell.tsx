import { useState } from 'react';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useAuthStore, useTranslation, lazyRetrying } from '@mediawatch/shared';

import { useTasks } from '@mediawatch/shared/queries';
import { Hint, LazyPanel } from '@mediawatch/shared/ui';
import { isUnread, useTaskReads } from './use-task-reads';

const TasksDrawer = lazyRetrying(() => import('./tasks-drawer'));

/** docs/spec.md §9: the badge shows at most 99 ("99+" beyond). */
export const BADGE_MAX = 99;

/** What the badge shows, so the button's name says what a person sees (WCAG 2.5.3). */
export const badgeText = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** The bell of the top bar (docs/spec.md §2): the unread count, and the tasks drawer it opens. */
export function TasksBell() {
  const [open, setOpen] = useState(false);
  const userId = useAuthStore((state) => state.user?.id);
  const { readUpTo, markAllRead } = useTaskReads(userId);
  // Every task, whatever the tab, counts towards the badge.
  const all = useTasks();
  const unread = all.data?.tasks.filter((task) => isUnread(task, readUpTo)).length ?? 0;
  const { t } = useTranslation();

  return (
    <>
      <Hint title={t('tasks.title')}>
        <IconButton aria-label={t('tasks.bell', { count: badgeText(unread) })} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Badge badgeContent={unread} max={BADGE_MAX} color="error" data-testid="tasks-badge">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Hint>
      <LazyPanel open={open}>
        <TasksDrawer
          open={open}
          onClose={() => setOpen(false)}
          unread={unread}
          onMarkAllRead={() => markAllRead(all.data?.tasks ?? [])}
          readUpTo={readUpTo}
        />
      </LazyPanel>
    </>
  );
}
