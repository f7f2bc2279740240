import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Task, type TaskBody, type TaskStatus } from '@mediawatch/shared';
import { TASK_LIMITS, TASK_STATUSES } from '@mediawatch/shared/constants';
import { conflictingTask, useAssignableUsers, useCreateTask, useUpdateTask } from '@mediawatch/shared/queries';
import { taskColumnMessage } from '@mediawatch/shared/messages';
import { FieldSelect, FieldText, FormDialog, useApiErrorText, useMessage } from '@mediawatch/shared/ui';

import { useTasksTexts } from './texts';

// ----------------------------------------------------------------------

interface TaskFormValues {
  name: string;
  estimation: string;
  status: TaskStatus;
  /** '' for nobody (a select's empty choice). */
  assigneeId: string;
  /** '' for none (an empty date field). */
  dueDate: string;
  /** The linked article, null once unlinked. */
  article: Task['article'];
}

const toValues = (task: Task | null): TaskFormValues => ({
  name: task?.name ?? '',
  estimation: task?.estimation ?? '',
  status: task?.status ?? 'TO DO',
  assigneeId: task?.assignee?.id ?? '',
  dueDate: task?.dueDate ?? '',
  article: task?.article ?? null,
});

const toBody = (values: TaskFormValues, version?: number): TaskBody => ({
  name: values.name,
  estimation: values.estimation,
  status: values.status,
  assigneeId: values.assigneeId || null,
  dueDate: values.dueDate || null,
  articleId: values.article?.id ?? null,
  ...(version === undefined ? {} : { version }),
});

export interface TaskFormDialogProps {
  /** The task to edit; a new task when null. */
  task: Task | null;
  onClose: () => void;
  /** After a save, with the sentence to show. */
  onDone: (message: string) => void;
  /** "Delete": the board takes the task away with an undo (docs/decisions/0050-drafts-and-undo-on-the-workbench.md). */
  onDelete: (task: Task) => void;
}

/**
 * Adds or edits a task. An edit sends the version it started from: when
 * someone saved the task meanwhile, the API refuses (409) and the form shows
 * their version, to be checked and saved again, never written over.
 */
export function TaskFormDialog({ task, onClose, onDone, onDelete }: TaskFormDialogProps) {
  const { t } = useTasksTexts();
  const apiErrorText = useApiErrorText();
  const say = useMessage();
  const [base, setBase] = useState(task);
  const [conflict, setConflict] = useState(false);
  const assignable = useAssignableUsers();
  const create = useCreateTask();
  const update = useUpdateTask();

  const resolver: Resolver<TaskFormValues> = async (values) => {
    const errors: Partial<Record<keyof TaskFormValues, { type: string; message: string }>> = {};
    const name = values.name.trim();
    if (!name) errors.name = { type: 'required', message: t('tasks.dialog.nameRequired') };
    else if (name.length > TASK_LIMITS.nameMax)
      errors.name = { type: 'max', message: t('tasks.dialog.nameMax', { max: TASK_LIMITS.nameMax }) };
    if (values.estimation.trim().length > TASK_LIMITS.estimationMax)
      errors.estimation = { type: 'max', message: t('tasks.dialog.estimationMax', { max: TASK_LIMITS.estimationMax }) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const methods = useForm<TaskFormValues>({ resolver, defaultValues: toValues(task) });
  const article = useWatch({ control: methods.control, name: 'article' });

  const mutation = base ? update : create;
  const onSubmit = methods.handleSubmit(async (values) => {
    try {
      if (base) {
        await update.mutateAsync({ id: base._id, body: toBody(values, base.version) });
        onDone(t('tasks.saved'));
      } else {
        await create.mutateAsync(toBody(values));
        onDone(t('tasks.added'));
      }
    } catch (error) {
      const current = conflictingTask(error);
      if (current) {
        setBase(current);
        setConflict(true);
        methods.reset(toValues(current));
        update.reset();
      }
    }
  });

  const users = assignable.data?.users ?? [];
  // Someone no longer assignable keeps showing by name until the task is given to another.
  const choices = base?.assignee && !users.some((user) => user.id === base.assignee?.id) ? [...users, base.assignee] : users;

  return (
    <>
      <FormDialog
        methods={methods}
        onSubmit={onSubmit}
        title={base ? t('tasks.dialog.editTitle') : t('tasks.dialog.addTitle')}
        submitLabel={base ? t('tasks.dialog.save') : t('tasks.add')}
        onClose={onClose}
        pending={mutation.isPending}
        error={mutation.error ? apiErrorText(mutation.error) : undefined}
      >
        {conflict ? (
          <Alert severity="warning" role="alert">
            {t('tasks.conflict')}
          </Alert>
        ) : null}
        <FieldText name="name" label={t('tasks.dialog.name')} required autoFocus />
        <FieldText name="estimation" label={t('tasks.dialog.estimation')} helperText={t('tasks.dialog.estimationHelp')} />
        <FieldSelect name="status" label={t('tasks.dialog.status')}>
          {TASK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {say(taskColumnMessage(status))}
            </MenuItem>
          ))}
        </FieldSelect>
        <FieldSelect
          name="assigneeId"
          label={t('tasks.dialog.assignee')}
          // "Nobody" is the empty value: shown as a choice, not as an empty field under its label.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('tasks.dialog.nobody')}</MenuItem>
          {choices.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </FieldSelect>
        <FieldText name="dueDate" label={t('tasks.dialog.dueDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        {article ? (
          <Stack spacing={0.5}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('tasks.dialog.article')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {article.name}
              </Typography>
              <Button size="small" onClick={() => methods.setValue('article', null, { shouldDirty: true })}>
                {t('tasks.dialog.unlink')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {base ? (
          <Button color="error" variant="outlined" onClick={() => onDelete(base)} sx={{ alignSelf: 'flex-start' }}>
            {t('tasks.dialog.delete')}
          </Button>
        ) : null}
      </FormDialog>
    </>
  );
}
