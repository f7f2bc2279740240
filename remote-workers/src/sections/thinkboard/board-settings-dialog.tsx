import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { THINKBOARD_LIMITS } from '@mediawatch/shared';
import { ActionDialog } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

export interface BoardSettings {
  title: string;
  shared: boolean;
}

export interface BoardSettingsDialogProps {
  initial: BoardSettings;
  /** Only the owner shares or unshares a board (the server says so too); the others rename it. */
  mayShare: boolean;
  onClose: () => void;
  onSave: (settings: BoardSettings) => void;
}

/** Renames the board and, for its owner, shares it with the team or makes it private; saved with the board. */
export function BoardSettingsDialog({ initial, mayShare, onClose, onSave }: BoardSettingsDialogProps) {
  const { t } = useTranslate();
  const [title, setTitle] = useState(initial.title);
  const [shared, setShared] = useState(initial.shared);
  const helperId = 'thinkboard-share-helper';
  return (
    <ActionDialog
      title={t('thinkboard.settings.title')}
      submitLabel={t('thinkboard.settings.submit')}
      onClose={onClose}
      submitDisabled={!title.trim()}
      onSubmit={() => onSave({ title: title.trim(), shared })}
    >
      <TextField
        label={t('thinkboard.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.titleMax, dir: 'auto' } }}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={shared}
              disabled={!mayShare}
              onChange={(event) => setShared(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': helperId } }}
            />
          }
          label={t('thinkboard.fields.shared')}
        />
        <FormHelperText id={helperId}>{t(mayShare ? 'thinkboard.settings.shareHint' : 'thinkboard.settings.ownerOnly')}</FormHelperText>
      </div>
    </ActionDialog>
  );
}
