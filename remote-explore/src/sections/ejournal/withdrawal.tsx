import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, type Ejournal } from '@mediawatch/shared';
import { EJOURNAL_LIMITS } from '@mediawatch/shared/constants';
import { useWithdrawEjournal } from '@mediawatch/shared/queries';
import { Link as RouterLink } from '@mediawatch/shared/router';
import { ActionDialog, useFormat, useApiErrorText } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';

// ----------------------------------------------------------------------
// Withdrawn and corrected editions (docs/decisions/0046-withdrawn-editions.md):
// the notice a withdrawn edition (or its correction) shows wherever it is
// read, and the curator's "Withdraw" with its reason.

/** The status word of an edition: withdrawn wins over published. */
export const statusKey = (issue: { status: Ejournal['status']; withdrawn?: boolean; withdrawal?: Ejournal['withdrawal'] }) =>
  issue.withdrawn || issue.withdrawal ? 'withdrawn' : issue.status;

/** The withdrawn notice (when, by whom, why, the correction) and the correction's link back; nothing otherwise. */
export function WithdrawalNotice({ issue }: { issue: Ejournal }) {
  const { t } = useEjournalTexts();
  const format = useFormat();
  if (issue.withdrawal) {
    const date = format.date(issue.withdrawal.at);
    return (
      // A note read with the page, not an alert announced on arrival.
      <Alert
        severity="error"
        role="note"
        aria-label={t('ejournal.status.withdrawn')}
        className="ejournal-withdrawn"
        action={
          issue.correctedBy ? (
            <Button color="inherit" size="small" component={RouterLink} to={paths.ejournalIssue.getHref({ id: issue.correctedBy.id })}>
              {t('ejournal.withdraw.readCorrection')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>
          {issue.withdrawal.byName
            ? t('ejournal.withdraw.noticeBy', { date, name: issue.withdrawal.byName })
            : t('ejournal.withdraw.notice', { date })}
        </AlertTitle>
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('ejournal.withdraw.reasonLine', { reason: issue.withdrawal.reason })}
        </Typography>
        {issue.correctedBy ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('ejournal.withdraw.correctedBy', { edition: issue.correctedBy.edition })}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  if (issue.corrects) {
    return (
      <Alert
        severity="info"
        role="note"
        aria-label={t('ejournal.withdraw.corrects', { edition: issue.corrects.edition })}
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.ejournalIssue.getHref({ id: issue.corrects.id })}>
            {t('ejournal.withdraw.readWithdrawn')}
          </Button>
        }
      >
        {t('ejournal.withdraw.corrects', { edition: issue.corrects.edition })}
      </Alert>
    );
  }
  return null;
}

/** "Withdraw" for the edition's curator or an admin: a dialog asking the reason. */
export function WithdrawButton({ issue, onWithdrawn }: { issue: Ejournal; onWithdrawn?: (issue: Ejournal) => void }) {
  const { t } = useEjournalTexts();
  const [open, setOpen] = useState(false);
  if (!issue.canWithdraw) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('ejournal.withdraw.action')}
      </Button>
      {open ? (
        <WithdrawDialog
          issue={issue}
          onClose={() => setOpen(false)}
          onWithdrawn={(withdrawn) => {
            setOpen(false);
            onWithdrawn?.(withdrawn);
          }}
        />
      ) : null}
    </>
  );
}

function WithdrawDialog({ issue, onClose, onWithdrawn }: { issue: Ejournal; onClose: () => void; onWithdrawn: (issue: Ejournal) => void }) {
  const { t } = useEjournalTexts();
  const apiErrorText = useApiErrorText();
  const withdraw = useWithdrawEjournal();
  const [reason, setReason] = useState('');
  const max = EJOURNAL_LIMITS.reasonMax;
  return (
    <ActionDialog
      title={t('ejournal.withdraw.title', { edition: issue.edition, title: issue.title })}
      submitLabel={t('ejournal.withdraw.submit')}
      onClose={onClose}
      onSubmit={() => withdraw.mutate({ id: issue.id, withdraw: { reason: reason.trim() } }, { onSuccess: onWithdrawn })}
      pending={withdraw.isPending}
      submitDisabled={!reason.trim()}
      error={withdraw.error ? apiErrorText(withdraw.error) : null}
    >
      <Typography variant="body2">{t('ejournal.withdraw.text')}</Typography>
      <TextField
        label={t('ejournal.withdraw.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        autoFocus
        multiline
        minRows={3}
        helperText={t('ejournal.withdraw.reasonHelp', { max })}
        slotProps={{ htmlInput: { maxLength: max, dir: 'auto' } }}
      />
    </ActionDialog>
  );
}
