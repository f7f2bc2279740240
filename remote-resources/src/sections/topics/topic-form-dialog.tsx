import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { ApiError, type QueryErrorBody, type Topic } from '@mediawatch/shared';
import { ALERT_POLICY_KINDS } from '@mediawatch/shared/constants';
import { ALERT_RULES, topicInputSchema } from '@mediawatch/shared/schemas';
import { useCreateTopic, useUpdateTopic } from '@mediawatch/shared/queries';
import {
  FieldSwitch,
  FieldSelect,
  FieldText,
  FormDialog,
  numberOr,
  QUERY_INPUT_PROPS,
  QueryHelp,
  useFormat,
  useMessage,
  useApiErrorText,
} from '@mediawatch/shared/ui';

import { useTopicsTexts } from './texts';
import { useLocalizedResolver } from '../../utils/localized-resolver';
import { TopicPreview } from './topic-preview';

// ----------------------------------------------------------------------

export interface TopicFormDialogProps {
  topic: Topic | null;
  onClose: () => void;
  onSaved: (topic: Topic) => void;
}

/** Add or edit a topic, with a live preview of what its query matches. */
export function TopicFormDialog({ topic, onClose, onSaved }: TopicFormDialogProps) {
  const { t } = useTopicsTexts();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const say = useMessage();
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const resolver = useLocalizedResolver(zodResolver(topicInputSchema));
  const methods = useForm({
    resolver,
    defaultValues: {
      name: topic?.name ?? '',
      description: topic?.description ?? '',
      query: topic?.query ?? '',
      alertPolicy: topic?.alertPolicy ?? {
        kind: 'none' as const,
        threshold: null,
        windowHours: ALERT_RULES.windowHoursDefault,
        cooldownMinutes: ALERT_RULES.cooldownMinutesDefault,
      },
      active: topic?.active ?? true,
    },
  });
  const query = useWatch({ control: methods.control, name: 'query' }) ?? '';
  const kind = useWatch({ control: methods.control, name: 'alertPolicy.kind' });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const body = error instanceof ApiError ? (error.body as Partial<QueryErrorBody> | undefined) : undefined;
  const position = body?.position;
  // A query that does not parse is worded from its code (docs/decisions/0040-server-texts-as-codes.md).
  const message = error ? say(body?.coded ?? apiErrorText(error)) : '';

  const onSubmit = methods.handleSubmit(async (values) => {
    try {
      onSaved(topic ? await update.mutateAsync({ id: topic.id, update: values }) : await create.mutateAsync(values));
    } catch {
      // Shown from the mutation's error.
    }
  });

  const errorText = error
    ? typeof position === 'number'
      ? t('common.atCharacter', { message, position: format.number(position + 1) })
      : message
    : null;

  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      title={topic ? t('common.editNamed', { name: topic.name }) : t('topicForm.addTitle')}
      submitLabel={topic ? t('common.save') : t('topicForm.addTitle')}
      onClose={onClose}
      pending={saving}
      error={errorText}
      maxWidth="md"
    >
      <FieldText name="name" label={t('common.name')} required />
      <FieldText
        name="query"
        label={t('topicForm.query')}
        required
        multiline
        minRows={2}
        helperText={t('topicForm.queryHelp')}
        slotProps={{ htmlInput: { ...QUERY_INPUT_PROPS, style: { fontFamily: 'monospace' } } }}
      />
      <QueryHelp />
      <TopicPreview query={query} />
      <FieldText name="description" label={t('common.description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FieldSelect
          name="alertPolicy.kind"
          label={t('topicForm.alerts')}
          helperText={t(`topicForm.alertHelp.${kind ?? 'none'}`, {
            minCount: format.number(ALERT_RULES.spikeMinCount),
            days: format.number(ALERT_RULES.spikeBaselineDays),
          })}
        >
          {ALERT_POLICY_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`topics.alertPolicies.${value}`)}
            </MenuItem>
          ))}
        </FieldSelect>
        {kind === 'threshold' ? (
          <>
            <FieldText name="alertPolicy.threshold" label={t('topicForm.threshold')} type="number" parse={numberOr(null)} />
            <FieldText
              name="alertPolicy.windowHours"
              label={t('topicForm.windowHours')}
              type="number"
              parse={numberOr(null)}
              slotProps={{ htmlInput: { min: ALERT_RULES.windowHoursMin, max: ALERT_RULES.windowHoursMax } }}
            />
          </>
        ) : null}
        {kind && kind !== 'none' ? (
          <FieldText
            name="alertPolicy.cooldownMinutes"
            label={t('topicForm.cooldownMinutes')}
            type="number"
            parse={numberOr(null)}
            helperText={t('topicForm.cooldownHelp')}
            slotProps={{ htmlInput: { min: 0, max: ALERT_RULES.cooldownMinutesMax } }}
          />
        ) : null}
      </Stack>
      <FieldSwitch name="active" label={t('topicForm.active')} />
    </FormDialog>
  );
}
