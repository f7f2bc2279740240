import { useId, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { THINKBOARD_LIMITS } from '@mediawatch/shared/constants';
import { ActionDialog } from '@mediawatch/shared/ui';

import { useThinkboardTexts } from './texts';

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

/** A board's title and sharing fields (the new-board dialog and the settings dialog). */
export function BoardFields({
  value,
  onChange,
  mayShare = true,
}: {
  value: BoardSettings;
  onChange: (value: BoardSettings) => void;
  mayShare?: boolean;
}) {
  const { t } = useThinkboardTexts();
  const helperId = useId();
  return (
    <>
      <TextField
        label={t('thinkboard.fields.title')}
        value={value.title}
        onChange={(event) => onChange({ ...value, title: event.target.value })}
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.titleMax, dir: 'auto' } }}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={value.shared}
              disabled={!mayShare}
              onChange={(event) => onChange({ ...value, shared: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': helperId } }}
            />
          }
          label={t('thinkboard.fields.shared')}
        />
        <FormHelperText id={helperId}>{t(mayShare ? 'thinkboard.settings.shareHint' : 'thinkboard.settings.ownerOnly')}</FormHelperText>
      </div>
    </>
  );
}

/** Renames the board and, for its owner, shares it with the team or makes it private; saved with the board. */
export function BoardSettingsDialog({ initial, mayShare, onClose, onSave }: BoardSettingsDialogProps) {
  const { t } = useThinkboardTexts();
  const [value, setValue] = useState(initial);
  return (
    <ActionDialog
      title={t('thinkboard.settings.title')}
      submitLabel={t('thinkboard.settings.submit')}
      onClose={onClose}
      submitDisabled={!value.title.trim()}
      onSubmit={() => onSave({ ...value, title: value.title.trim() })}
    >
      <BoardFields value={value} onChange={setValue} mayShare={mayShare} />
    </ActionDialog>
  );
}
