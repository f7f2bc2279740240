import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ThinkboardCardKind, type ThinkboardReference } from '@mediawatch/shared';
import { THINKBOARD_CARD_KINDS, THINKBOARD_LIMITS } from '@mediawatch/shared/constants';
import { useHistoricalEvents, useNotes, useSearchArticles } from '@mediawatch/shared/queries';
import { ActionDialog, useDebouncedValue } from '@mediawatch/shared/ui';

import { useThinkboardTexts } from './texts';

// ----------------------------------------------------------------------

/** What the dialog adds: a text, or a reference with what it shows. */
export type NewCard =
  { kind: 'text'; text: string } | { kind: Exclude<ThinkboardCardKind, 'text'>; refId: string; reference: ThinkboardReference };

export interface AddCardDialogProps {
  onClose: () => void;
  onAdd: (card: NewCard) => void;
}

/** A list of found items to pick one of (radio buttons: arrow keys move between them). */
function ReferencePicker({
  label,
  items,
  picked,
  onPick,
}: {
  label: string;
  items: ThinkboardReference[];
  picked: ThinkboardReference | null;
  onPick: (item: ThinkboardReference) => void;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={picked && items.some((item) => item.id === picked.id) ? picked.id : ''}
      onChange={(event) => {
        const item = items.find((candidate) => candidate.id === event.target.value);
        if (item) onPick(item);
      }}
    >
      <List dense disablePadding>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            value={item.id}
            control={<Radio size="small" />}
            label={
              <>
                <Typography variant="body2" dir="auto">
                  {item.title}
                </Typography>
                <Typography variant="caption" dir="auto" sx={{ color: 'text.secondary' }}>
                  {item.detail}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
          />
        ))}
      </List>
    </RadioGroup>
  );
}

/** Adds a card: free text, an article or a note found by search, or a historical event. */
export function AddCardDialog({ onClose, onAdd }: AddCardDialogProps) {
  const { t } = useThinkboardTexts();
  const [kind, setKind] = useState<ThinkboardCardKind>('text');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<ThinkboardReference | null>(null);
  const query = useDebouncedValue(q.trim(), 300);
  const articles = useSearchArticles({ q: kind === 'article' ? query : '', pageSize: 8 });
  const notes = useNotes(query ? { q: query } : {}, { enabled: kind === 'note' });
  const events = useHistoricalEvents({}, { enabled: kind === 'event' });

  const ready = kind === 'text' ? text.trim().length > 0 : picked?.kind === kind;
  const submit = () => {
    if (kind === 'text') onAdd({ kind, text: text.trim() });
    else if (picked && picked.kind === kind) onAdd({ kind, refId: picked.id, reference: picked });
  };

  const articleItems = (articles.data?.items ?? []).map((hit): ThinkboardReference => ({
    kind: 'article',
    id: hit.id,
    title: hit.title,
    detail: hit.sourceName,
  }));
  const noteItems = (notes.data ?? [])
    .slice(0, 8)
    .map((note): ThinkboardReference => ({ kind: 'note', id: note.id, title: note.title, detail: note.ownerName }));
  // Articles and notes are both found by typing words: one search field, its texts and results by kind.
  const searched =
    kind === 'article'
      ? {
          label: 'thinkboard.fields.search',
          hint: 'thinkboard.addCard.searchHint',
          pick: 'thinkboard.addCard.pickArticle',
          none: 'thinkboard.addCard.noArticle',
          items: articleItems,
          done: query !== '' && articles.isSuccess,
        }
      : kind === 'note'
        ? {
            label: 'thinkboard.fields.searchNotes',
            hint: 'thinkboard.addCard.noteHint',
            pick: 'thinkboard.addCard.pickNote',
            none: 'thinkboard.addCard.noNote',
            items: noteItems,
            done: notes.isSuccess,
          }
        : null;
  const eventOptions = (events.data ?? []).filter((event) => event.status !== 'dismissed');

  return (
    <ActionDialog
      title={t('thinkboard.addCard.title')}
      submitLabel={t('thinkboard.addCard.submit')}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={!ready}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        aria-label={t('thinkboard.fields.kind')}
        onChange={(_, value: ThinkboardCardKind | null) => {
          if (!value) return;
          setKind(value);
          setPicked(null);
        }}
      >
        {THINKBOARD_CARD_KINDS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`thinkboard.kinds.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {kind === 'text' ? (
        <TextField
          label={t('thinkboard.fields.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.textMax, dir: 'auto' } }}
        />
      ) : null}

      {searched ? (
        <>
          <TextField
            key={kind}
            label={t(searched.label)}
            helperText={t(searched.hint)}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            type="search"
            autoFocus
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
          {searched.done && searched.items.length === 0 ? <Typography color="text.secondary">{t(searched.none)}</Typography> : null}
          {searched.items.length > 0 ? (
            <ReferencePicker label={t(searched.pick)} items={searched.items} picked={picked} onPick={setPicked} />
          ) : null}
        </>
      ) : null}

      {kind === 'event' ? (
        eventOptions.length > 0 || events.isPending ? (
          <TextField
            select
            label={t('thinkboard.fields.event')}
            value={picked?.kind === 'event' ? picked.id : ''}
            onChange={(event) => {
              const found = eventOptions.find((item) => item.id === event.target.value);
              if (found) setPicked({ kind: 'event', id: found.id, title: found.title, detail: found.date });
            }}
            helperText={t('thinkboard.addCard.pickEvent')}
          >
            {eventOptions.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.date} · {event.title}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography color="text.secondary">{t('thinkboard.addCard.noEvent')}</Typography>
        )
      ) : null}
    </ActionDialog>
  );
}
