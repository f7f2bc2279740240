import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toApiError, type ScheduledJob } from '@mediawatch/shared';
import { useRunScheduledJob, useScheduledJobs, useUpdateScheduledJob } from '@mediawatch/shared/queries';
import { ListState, NoticeSnackbar, PageHeader, ScrollTable, useCan, useFormat, useMessage, type Notice } from '@mediawatch/shared/ui';

import { useSchedulerTexts } from '../texts';
import { cronInWords } from '../cron-words';
import { EditScheduleDialog } from '../edit-schedule-dialog';

// ----------------------------------------------------------------------

const STATUS_COLOR: Record<ScheduledJob['status'], 'default' | 'info' | 'success' | 'error'> = {
  idle: 'default',
  running: 'info',
  ok: 'success',
  error: 'error',
};

/** The scheduled jobs: schedule, last and next run, status; run now, enable and edit for admins. */
export function SchedulerView() {
  const { t, i18n } = useSchedulerTexts();
  const format = useFormat();
  const say = useMessage();
  /** What the last run did, in the reader's language; the API's English summary for an outcome the texts do not know. */
  const describeRun = (job: ScheduledJob) =>
    job.lastOutcome
      ? t(`scheduler.outcomes.${job.lastOutcome.key}`, {
          count: job.lastOutcome.count,
          detail: job.lastOutcome.detail,
          defaultValue: job.lastSummary ?? '',
        })
      : job.lastSummary;
  const mayWrite = useCan('manageScheduler');
  const jobs = useScheduledJobs();
  const run = useRunScheduledJob();
  const update = useUpdateScheduledJob();
  const [editing, setEditing] = useState<ScheduledJob | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const onError = (error: unknown) => setNotice({ severity: 'error', text: toApiError(error).message });

  return (
    <>
      <PageHeader title={t('nav:scheduler')} description={t('scheduler.description')} />
      {!mayWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('scheduler.readOnly')}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('scheduler.table')}>
        <ListState query={jobs} loadingLabel={t('scheduler.loading')} errorTitle={t('scheduler.failed')} emptyTitle={t('scheduler.empty')}>
          {(items) => (
            <ScrollTable size="small" label={t('scheduler.table')} minWidth={mayWrite ? 1040 : 920}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('scheduler.columns.job')}</TableCell>
                  <TableCell>{t('scheduler.columns.schedule')}</TableCell>
                  <TableCell>{t('scheduler.columns.lastRun')}</TableCell>
                  <TableCell>{t('scheduler.columns.nextRun')}</TableCell>
                  <TableCell sx={{ textAlign: 'end' }}>{t('scheduler.columns.duration')}</TableCell>
                  <TableCell>{t('scheduler.columns.status')}</TableCell>
                  <TableCell>{t('scheduler.columns.enabled')}</TableCell>
                  {mayWrite ? <TableCell>{t('scheduler.columns.actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((job) => (
                  <TableRow key={job.name} data-job={job.name}>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Typography variant="subtitle2" component="div" dir="ltr" sx={{ textAlign: 'start' }}>
                        {job.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`scheduler.jobs.${job.name}`, { defaultValue: job.description })}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Typography variant="body2">{cronInWords(job.cron, i18n.language)}</Typography>
                      <Typography variant="caption" component="div" color="text.secondary">
                        <Box component="code" dir="ltr" sx={{ display: 'inline-block', direction: 'ltr', unicodeBidi: 'isolate' }}>
                          {job.cron}
                        </Box>{' '}
                        · {t('scheduler.zone', { zone: job.timeZone })}
                      </Typography>
                    </TableCell>
                    <TableCell>{format.dateTime(job.lastStartedAt)}</TableCell>
                    <TableCell>{job.enabled ? format.dateTime(job.nextRunAt) : t('scheduler.disabled')}</TableCell>
                    <TableCell sx={{ textAlign: 'end' }}>
                      {job.lastDurationMs === null ? '—' : format.duration(job.lastDurationMs)}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Chip size="small" color={STATUS_COLOR[job.status]} label={t(`scheduler.status.${job.status}`)} />
                      {job.status === 'error' && job.lastError ? (
                        <Typography variant="caption" component="div" color="error" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                          {say(job.lastErrorMessage ?? job.lastError)}
                        </Typography>
                      ) : job.lastOutcome || job.lastSummary ? (
                        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                          {describeRun(job)}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={job.enabled}
                        disabled={!mayWrite || (update.isPending && update.variables?.name === job.name)}
                        slotProps={{ input: { 'aria-label': t('scheduler.enable', { name: job.name }) } }}
                        onChange={(event) => {
                          const enabled = event.target.checked;
                          update.mutate(
                            { name: job.name, update: { enabled } },
                            {
                              onSuccess: () =>
                                setNotice({
                                  severity: 'success',
                                  text: t(enabled ? 'scheduler.enabledNotice' : 'scheduler.disabledNotice', { name: job.name }),
                                }),
                              onError,
                            },
                          );
                        }}
                      />
                    </TableCell>
                    {mayWrite ? (
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={t('scheduler.runNow', { name: job.name })}
                            disabled={job.status === 'running' || (run.isPending && run.variables === job.name)}
                            onClick={() =>
                              run.mutate(job.name, {
                                onSuccess: () => setNotice({ severity: 'success', text: t('scheduler.started', { name: job.name }) }),
                                onError,
                              })
                            }
                          >
                            {t('scheduler.runNowShort')}
                          </Button>
                          <Button size="small" aria-label={t('scheduler.edit', { name: job.name })} onClick={() => setEditing(job)}>
                            {t('scheduler.editShort')}
                          </Button>
                        </Stack>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </ListState>
      </Card>
      {editing ? (
        <EditScheduleDialog
          job={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t('scheduler.saved', { name: saved.name }) });
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
