import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { isLanguage, LANGUAGES, useTranslation, type Webhook } from '@mediawatch/shared';
import { ALERT_KINDS } from '@mediawatch/shared/constants';
import { webhookInputSchema, webhookUpdateSchema } from '@mediawatch/shared/schemas';
import { useCreateWebhook, useUpdateWebhook } from '@mediawatch/shared/queries';
import {
  FieldMultiSelect,
  FieldSelect,
  FieldSwitch,
  FieldText,
  FormDialog,
  useApiErrorText,
  useUiTranslation,
} from '@mediawatch/shared/ui';

import { useAlertsTexts } from './texts';

// ----------------------------------------------------------------------

/** Adds a webhook or edits one (an empty secret keeps the current one). */
export function WebhookDialog({
  webhook,
  onClose,
  onSaved,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onSaved: (saved: Webhook) => void;
}) {
  const { t } = useAlertsTexts();
  const apiErrorText = useApiErrorText();
  const { t: ui } = useUiTranslation();
  const { i18n } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const methods = useForm({
    // Editing, an empty secret keeps the current one.
    resolver: zodResolver(webhook ? webhookUpdateSchema : webhookInputSchema) as never,
    defaultValues: {
      name: webhook?.name ?? '',
      url: webhook?.url ?? 'https://',
      secret: '',
      enabled: webhook?.enabled ?? true,
      kinds: webhook?.kinds ?? [...ALERT_KINDS],
      // Its messages are written in this language (docs/decisions/0040-server-texts-as-codes.md): the admin's, to begin with.
      language: webhook?.language ?? (isLanguage(i18n.language) ? i18n.language : 'en'),
    },
  });
  const error = create.error ?? update.error;
  const onSubmit = methods.handleSubmit(async (values: Record<string, unknown>) => {
    const { secret, ...rest } = values as { secret: string; [key: string]: unknown };
    try {
      onSaved(
        webhook
          ? await update.mutateAsync({ id: webhook.id, update: secret ? { ...rest, secret } : rest })
          : await create.mutateAsync({ ...(rest as object), secret } as never),
      );
    } catch {
      // Shown from the mutation's error.
    }
  });
  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      title={webhook ? t('alerts.webhooks.editTitle', { name: webhook.name }) : t('alerts.webhooks.addTitle')}
      submitLabel={webhook ? ui('save') : t('alerts.webhooks.add')}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      error={error ? apiErrorText(error) : null}
    >
      <FieldText name="name" label={t('alerts.webhooks.name')} required />
      <FieldText name="url" label={t('alerts.webhooks.url')} required slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }} />
      <FieldText
        name="secret"
        label={t('alerts.webhooks.secret')}
        required={!webhook}
        type="password"
        helperText={webhook ? t('alerts.webhooks.secretKeep') : t('alerts.webhooks.secretHelp')}
        parse={(text) => (webhook && text === '' ? undefined : text)}
      />
      <FieldMultiSelect
        name="kinds"
        label={t('alerts.webhooks.kinds')}
        options={ALERT_KINDS.map((kind) => ({ value: kind, label: ui(`alerts.kind.${kind}`) }))}
      />
      <FieldSelect name="language" label={t('alerts.webhooks.language')}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </MenuItem>
        ))}
      </FieldSelect>
      <FieldSwitch name="enabled" label={t('alerts.webhooks.enabled')} />
    </FormDialog>
  );
}
