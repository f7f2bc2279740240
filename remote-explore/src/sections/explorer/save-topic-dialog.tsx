import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Topic } from '@mediawatch/shared';
import { TOPIC_LIMITS } from '@mediawatch/shared/constants';
import { useCreateTopic } from '@mediawatch/shared/queries';
import { useUiTranslation, useApiErrorText } from '@mediawatch/shared/ui';

import { useExplorerTexts } from './texts';

// ----------------------------------------------------------------------

/** An Explore query saved as a topic in one step: its name, and the query as it is. */
export function SaveTopicDialog({ query, onClose, onSaved }: { query: string; onClose: () => void; onSaved: (topic: Topic) => void }) {
  const { t } = useExplorerTexts();
  const apiErrorText = useApiErrorText();
  const ui = useUiTranslation();
  const create = useCreateTopic();
  const [name, setName] = useState(query.slice(0, TOPIC_LIMITS.nameMax));
  const titleId = useId();
  const save = async () => {
    try {
      onSaved(
        await create.mutateAsync({
          name: name.trim(),
          query,
          description: '',
          alertPolicy: { kind: 'none', threshold: null },
          active: true,
        }),
      );
    } catch {
      // Shown from the mutation's error.
    }
  };
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} dir="auto">
        {t('explorer.saveTopicTitle', { query })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('explorer.saveTopicHelp')}
        </Typography>
        {create.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`${t('explorer.topicFailed')}: ${apiErrorText(create.error)}`}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          required
          label={t('explorer.topicName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TOPIC_LIMITS.nameMax } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {ui.t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!name.trim() || create.isPending}>
          {t('explorer.saveTopic')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
