import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { THINKBOARD_LIMITS } from '@mediawatch/shared/constants';
import { ActionDialog } from '@mediawatch/shared/ui';

import { useThinkboardTexts } from './texts';

// ----------------------------------------------------------------------

export interface LinkDraft {
  source: string;
  target: string;
  label: string;
}

export interface LinkDialogProps {
  /** The cards to pick from: id and title. */
  cards: ReadonlyArray<{ id: string; title: string }>;
  initial: LinkDraft;
  /** Editing an existing link: only its label changes. */
  editing: boolean;
  /** Whether two cards are already linked (either way). */
  linked: (source: string, target: string) => boolean;
  onClose: () => void;
  onSave: (link: LinkDraft) => void;
}

/** Links two cards with a label, or changes a link's label: the keyboard's way to link, beside dragging. */
export function LinkDialog({ cards, initial, editing, linked, onClose, onSave }: LinkDialogProps) {
  const { t } = useThinkboardTexts();
  const [draft, setDraft] = useState(initial);
  const same = !!draft.source && draft.source === draft.target;
  const exists = !editing && !!draft.source && !!draft.target && linked(draft.source, draft.target);
  const problem = same ? t('thinkboard.link.sameCard') : exists ? t('thinkboard.link.exists') : null;

  const picker = (end: 'source' | 'target') => (
    <TextField
      select
      label={t(end === 'source' ? 'thinkboard.fields.from' : 'thinkboard.fields.to')}
      value={draft[end]}
      disabled={editing}
      onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
      helperText={draft[end] ? undefined : t('thinkboard.link.pick')}
      required
    >
      {cards.map((card) => (
        <MenuItem key={card.id} value={card.id} dir="auto">
          {card.title}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <ActionDialog
      title={t(editing ? 'thinkboard.link.editTitle' : 'thinkboard.link.addTitle')}
      submitLabel={t('thinkboard.link.submit')}
      onClose={onClose}
      onSubmit={() => onSave({ ...draft, label: draft.label.trim() })}
      submitDisabled={!draft.source || !draft.target || !!problem}
      error={problem}
    >
      {picker('source')}
      {picker('target')}
      <TextField
        label={t('thinkboard.fields.label')}
        value={draft.label}
        onChange={(event) => setDraft({ ...draft, label: event.target.value })}
        autoFocus={editing || (!!initial.source && !!initial.target)}
        slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.labelMax, dir: 'auto' } }}
      />
    </ActionDialog>
  );
}
