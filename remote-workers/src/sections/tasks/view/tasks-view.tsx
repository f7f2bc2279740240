import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { toApiError, useAuthStore, type Task, type TaskStatus } from '@mediawatch/shared';
import { conflictingTask, useDeleteTask, useMoveTask, useTasks } from '@mediawatch/shared/queries';
import { useUndoableDelete } from '@mediawatch/shared/workbench';
import { taskColumnMessage } from '@mediawatch/shared/messages';
import { ErrorState, LoadingState, NoticeSnackbar, PageHeader, useCan, useMayChange, useMessage, type Notice } from '@mediawatch/shared/ui';

import { useTasksTexts } from '../texts';
import { shows, type AssigneeFilter } from '../board-columns';
import { TaskBoard } from '../task-board';
import { TaskFormDialog } from '../task-form-dialog';

// ----------------------------------------------------------------------

/** The value of the assignee select: everyone, nobody, or a user's id. */
const ANYONE = '*';
const NOBODY = '-';

/** The tasks board: the spec's three columns, filters by assignee, add and edit, drag and drop. */
export function TasksView() {
  const { t } = useTasksTexts();
  const say = useMessage();
  const mayWrite = useCan('manageTasks');
  const mayChange = useMayChange();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const myName = useAuthStore((state) => state.user?.displayName ?? '');
  const tasks = useTasks();
  const move = useMoveTask();
  const [filter, setFilter] = useState<AssigneeFilter>({ kind: 'all' });
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteTask();
  // Deleted with an undo rather than a question (docs/decisions/0050-drafts-and-undo-on-the-workbench.md).
  const { request, hiddenIds, snackbar } = useUndoableDelete({
    remove: remove.mutateAsync,
    onError: (error) => setNotice({ severity: 'error', text: toApiError(error).message }),
  });

  const keep = useCallback((task: Task) => shows(task, filter) && !hiddenIds.includes(task._id), [filter, hiddenIds]);
  const mine = filter.kind === 'user' && filter.id === me;

  // The filter by assignee lists the people the tasks are given to, and the reader: no users' list needed, so viewers have it too.
  const assignees = useMemo(() => {
    const named = new Map(
      (tasks.data?.tasks ?? []).flatMap((task) => (task.assignee ? [[task.assignee.id, task.assignee.name] as const] : [])),
    );
    if (me && !named.has(me)) named.set(me, myName);
    return [...named].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [tasks.data, me, myName]);

  const onMove = (task: Task, status: TaskStatus, index: number) =>
    move
      .mutateAsync({ id: task._id, body: { status, index, version: task.version } })
      .then(() => setNotice({ severity: 'success', text: t('tasks.drag.moved', { column: say(taskColumnMessage(status)) }) }))
      .catch((error: unknown) =>
        setNotice({
          severity: 'error',
          text: conflictingTask(error) ? t('tasks.moveConflict', { name: task.name }) : toApiError(error).message,
        }),
      );

  const selectValue = filter.kind === 'all' ? ANYONE : filter.kind === 'nobody' ? NOBODY : filter.id;

  return (
    <>
      <PageHeader
        title={t('nav:tasks')}
        description={t('tasks.description')}
        action={
          mayWrite ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('tasks.add')}
            </Button>
          ) : null
        }
      />
      {!mayWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('tasks.readOnly')}
        </Alert>
      ) : null}
      <Stack
        component="section"
        aria-label={t('tasks.filters.label')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        {me ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mine ? 'mine' : filter.kind === 'all' ? 'all' : null}
            onChange={(_event, value: 'all' | 'mine' | null) => {
              if (value === 'all') setFilter({ kind: 'all' });
              if (value === 'mine') setFilter({ kind: 'user', id: me });
            }}
            aria-label={t('tasks.filters.label')}
          >
            <ToggleButton value="all">{t('tasks.filters.all')}</ToggleButton>
            <ToggleButton value="mine">{t('tasks.filters.mine')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <TextField
          select
          size="small"
          label={t('tasks.filters.assignee')}
          value={selectValue}
          onChange={(event) => {
            const value = event.target.value;
            setFilter(value === ANYONE ? { kind: 'all' } : value === NOBODY ? { kind: 'nobody' } : { kind: 'user', id: value });
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ANYONE}>{t('tasks.filters.anyone')}</MenuItem>
          <MenuItem value={NOBODY}>{t('tasks.filters.nobody')}</MenuItem>
          {assignees.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {tasks.isPending ? (
        <LoadingState label={t('tasks.loading')} />
      ) : tasks.isError ? (
        <ErrorState title={t('tasks.failed')} error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : (
        // An empty board still shows its three columns: they say where a new task goes.
        <TaskBoard
          tasks={tasks.data.tasks}
          shows={keep}
          mayMove={mayWrite}
          onEdit={mayWrite ? (task) => setEditing(task) : undefined}
          // Moving is team work; changing or deleting a task is its author's or an admin's.
          mayEdit={(task) => mayChange(task.createdBy, 'manageTasks')}
          onMove={onMove}
        />
      )}
      {editing ? (
        <TaskFormDialog
          task={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice({ severity: 'success', text });
          }}
          onDelete={(task) => {
            setEditing(null);
            request(task._id, t('tasks.deletedNamed', { name: task.name }));
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      {snackbar}
    </>
  );
}
