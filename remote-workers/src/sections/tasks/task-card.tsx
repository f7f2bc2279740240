import type { HTMLAttributes, Ref } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type Task } from '@mediawatch/shared';
import { localToday, useFormat } from '@mediawatch/shared/ui';

import { useTasksTexts } from './texts';
import { DragIcon, EditIcon } from './task-icons';

// ----------------------------------------------------------------------

export interface TaskCardProps {
  task: Task;
  /** Opens the edit dialog; absent for those who only read. */
  onEdit?: () => void;
  /** The drag handle's props (its keyboard listeners and ref); absent when the card cannot move. */
  handle?: { ref: Ref<HTMLButtonElement>; attributes: Omit<HTMLAttributes<HTMLButtonElement>, 'color'> };
  /** Shown under the pointer while dragging. */
  overlay?: boolean;
}

/** A due day read as a local day: a date at midnight UTC would show the day before west of Greenwich. */
const localNoon = (day: string) => `${day}T12:00:00`;

/** One task on the board: name, estimation, assignee, due day and the article it follows. */
export function TaskCard({ task, onEdit, handle, overlay }: TaskCardProps) {
  const { t } = useTasksTexts();
  const format = useFormat();
  const overdue = task.dueDate !== null && task.status !== 'DONE' && task.dueDate < localToday();

  return (
    <Card
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', boxShadow: overlay ? 8 : 0, bgcolor: 'background.paper' }}
    >
      {handle ? (
        <IconButton
          ref={handle.ref}
          size="small"
          aria-label={t('tasks.card.move', { name: task.name })}
          {...handle.attributes}
          sx={{ cursor: overlay ? 'grabbing' : 'grab', mt: -0.5, touchAction: 'none' }}
        >
          <DragIcon fontSize="small" />
        </IconButton>
      ) : null}
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {task.name}
        </Typography>
        {task.article ? (
          <Link
            component={RouterLink}
            to={paths.read.getHref({ id: task.article.id })}
            variant="body2"
            aria-label={t('tasks.card.article', { title: task.article.name })}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {task.article.name}
          </Link>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {task.estimation ? <Chip size="small" variant="outlined" label={t('tasks.card.estimation', { value: task.estimation })} /> : null}
          {task.dueDate ? (
            <Chip
              size="small"
              color={overdue ? 'error' : 'default'}
              variant={overdue ? 'filled' : 'outlined'}
              label={t(overdue ? 'tasks.card.overdue' : 'tasks.card.due', { date: format.date(localNoon(task.dueDate)) })}
            />
          ) : null}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {task.assignee ? t('tasks.card.assignee', { name: task.assignee.name }) : t('tasks.card.unassigned')}
          </Typography>
        </Stack>
      </Stack>
      {onEdit ? (
        <IconButton size="small" aria-label={t('tasks.card.edit', { name: task.name })} onClick={onEdit} sx={{ mt: -0.5 }}>
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Card>
  );
}
