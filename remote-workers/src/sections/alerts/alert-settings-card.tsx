import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type AlertSettings } from '@mediawatch/shared';
import { DIGEST_MODES } from '@mediawatch/shared/constants';
import { useAlertSettings, useUpdateAlertSettings } from '@mediawatch/shared/queries';
import { browserTimeZone, ErrorState, LoadingState, NoticeSnackbar, type Notice, useApiErrorText } from '@mediawatch/shared/ui';

import { useAlertsTexts } from './texts';

// ----------------------------------------------------------------------

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The user's delivery: the e-mail digest (off, hourly, daily at an hour of their zone). */
export function AlertSettingsCard() {
  const { t } = useAlertsTexts();
  const apiErrorText = useApiErrorText();
  const settings = useAlertSettings();
  const save = useUpdateAlertSettings();
  const [draft, setDraft] = useState<AlertSettings | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (settings.data && draft === null) {
      // A user who never chose a zone starts from the browser's.
      setDraft(
        settings.data.digest === 'off' && settings.data.timeZone === 'UTC'
          ? { ...settings.data, timeZone: browserTimeZone() }
          : settings.data,
      );
    }
  }, [settings.data, draft]);

  const headingId = 'alert-settings-title';
  let content;
  if (settings.isError)
    content = <ErrorState title={t('alerts.settings.failed')} error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (draft === null) content = <LoadingState label={t('alerts.settings.title')} />;
  else
    content = (
      <Stack
        component="form"
        spacing={2}
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft, { onSuccess: () => setNotice({ severity: 'success', text: t('alerts.settings.saved') }) });
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('alerts.settings.digest')}
            value={draft.digest}
            onChange={(event) => setDraft({ ...draft, digest: event.target.value as AlertSettings['digest'] })}
            sx={{ minWidth: 200 }}
          >
            {DIGEST_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`alerts.settings.digests.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.digest === 'daily' ? (
            <TextField
              select
              label={t('alerts.settings.hour')}
              value={draft.digestHour}
              onChange={(event) => setDraft({ ...draft, digestHour: Number(event.target.value) })}
              sx={{ minWidth: 200 }}
            >
              {HOURS.map((hour) => (
                <MenuItem key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {draft.digest !== 'off' ? (
            <TextField
              label={t('alerts.settings.timeZone')}
              value={draft.timeZone}
              helperText={t('alerts.settings.timeZoneHelp')}
              onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              sx={{ minWidth: 220 }}
            />
          ) : null}
        </Stack>
        {save.error ? <Alert severity="error">{apiErrorText(save.error)}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('alerts.settings.save')}
          </Button>
        </div>
      </Stack>
    );

  return (
    <Card>
      <CardHeader
        title={t('alerts.settings.title')}
        subheader={t('alerts.settings.description')}
        slotProps={{ title: { component: 'h2', id: headingId, variant: 'h6' } }}
      />
      <CardContent>{content}</CardContent>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
