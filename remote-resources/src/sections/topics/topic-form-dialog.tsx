import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { ALERT_POLICY_KINDS, ApiError, toApiError, type QueryErrorBody, type Topic } from '@mediawatch/shared';
import { topicInputSchema } from '@mediawatch/shared/schemas';

import { useCreateTopic } from '../../api/create-topic';
import { useUpdateTopic } from '../../api/update-topic';
import { FieldSwitch } from '../../components/form/field-switch';
import { FieldText, numberOr } from '../../components/form/field-text';
import { TopicPreview } from './topic-preview';

// ----------------------------------------------------------------------

export const ALERT_LABELS: Record<(typeof ALERT_POLICY_KINDS)[number], string> = {
  none: 'No alerts',
  every: 'Every new match',
  spike: 'Spike against the 14-day baseline',
  threshold: 'Matches in a day reach a threshold',
};

export interface TopicFormDialogProps {
  topic: Topic | null;
  onClose: () => void;
  onSaved: (topic: Topic) => void;
}

/** Add or edit a topic, with a live preview of what its query matches. */
export function TopicFormDialog({ topic, onClose, onSaved }: TopicFormDialogProps) {
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(topicInputSchema),
    defaultValues: {
      name: topic?.name ?? '',
      description: topic?.description ?? '',
      query: topic?.query ?? '',
      alertPolicy: topic?.alertPolicy ?? { kind: 'none', threshold: null },
      active: topic?.active ?? true,
    },
  });
  const query = useWatch({ control, name: 'query' }) ?? '';
  const kind = useWatch({ control, name: 'alertPolicy.kind' });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const position = error instanceof ApiError ? (error.body as Partial<QueryErrorBody> | undefined)?.position : undefined;

  const onSubmit = handleSubmit(async (values) => {
    onSaved(topic ? await update.mutateAsync({ id: topic.id, update: values }) : await create.mutateAsync(values));
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="topic-form-title" maxWidth="md" fullWidth>
      <DialogTitle id="topic-form-title">{topic ? `Edit ${topic.name}` : 'Add topic'}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error">
                {typeof position === 'number' ? `${toApiError(error).message} (at character ${position + 1})` : toApiError(error).message}
              </Alert>
            ) : null}
            <FieldText control={control} name="name" label="Name" required />
            <FieldText
              control={control}
              name="query"
              label="Query"
              required
              multiline
              minRows={2}
              helperText='AND, OR, NOT, "exact phrase", (parentheses), intitle:word, source:name, lang:fr'
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <TopicPreview query={query} />
            <FieldText control={control} name="description" label="Description" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FieldText control={control} name="alertPolicy.kind" label="Alerts" select>
                {ALERT_POLICY_KINDS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {ALERT_LABELS[value]}
                  </MenuItem>
                ))}
              </FieldText>
              {kind === 'threshold' ? (
                <FieldText control={control} name="alertPolicy.threshold" label="Matches per day" type="number" parse={numberOr(null)} />
              ) : null}
            </Stack>
            <FieldSwitch control={control} name="active" label="Active (new articles are matched)" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {topic ? 'Save' : 'Add topic'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
