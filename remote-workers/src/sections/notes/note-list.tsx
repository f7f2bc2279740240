import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NoteQuery, NoteSummary } from '@mediawatch/shared';
import { useNotes } from '@mediawatch/shared/queries';
import { ListState, useDebouncedValue, useFormat } from '@mediawatch/shared/ui';

import { useNotesTexts } from './texts';

// ----------------------------------------------------------------------

export type NoteScope = NonNullable<NoteQuery['scope']>;

export interface NoteFilters {
  q: string;
  tag: string | null;
  scope: NoteScope;
}

export interface NoteListProps {
  filters: NoteFilters;
  onFiltersChange: (filters: NoteFilters) => void;
  /** Every tag in use (the tag filter's choices). */
  tags: readonly string[];
  selectedId: string | null;
  onSelect: (note: NoteSummary) => void;
  /** Notes deleted a moment ago, while their "Undo" is offered: not shown. */
  hiddenIds?: readonly string[];
}

/** The notes: full-text search, whose, a tag; the list, newest first or best match first. */
export function NoteList({ filters, onFiltersChange, tags, selectedId, onSelect, hiddenIds = [] }: NoteListProps) {
  const { t } = useNotesTexts();
  const format = useFormat();
  const q = useDebouncedValue(filters.q.trim(), 300);
  // 'all' is the API's default: left out, the unfiltered list is the one query the editor and the tags read too.
  const notes = useNotes({ q: q || undefined, tag: filters.tag ?? undefined, scope: filters.scope === 'all' ? undefined : filters.scope });

  return (
    <Card component="section" aria-label={t('notes.list.label')}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <TextField
          type="search"
          size="small"
          label={t('notes.list.search')}
          value={filters.q}
          onChange={(event) => onFiltersChange({ ...filters, q: event.target.value })}
          helperText={t('notes.list.searchHelp')}
        />
        <TextField
          select
          size="small"
          label={t('notes.list.scope')}
          value={filters.scope}
          onChange={(event) => onFiltersChange({ ...filters, scope: event.target.value as NoteScope })}
        >
          {(['all', 'mine', 'shared'] as const).map((scope) => (
            <MenuItem key={scope} value={scope}>
              {t(`notes.list.scopes.${scope}`)}
            </MenuItem>
          ))}
        </TextField>
        {tags.length > 0 ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('notes.list.tags')}>
            {tags.map((tag) => {
              const active = filters.tag === tag;
              return (
                <Chip
                  key={tag}
                  size="small"
                  label={tag}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  aria-pressed={active}
                  onClick={() => onFiltersChange({ ...filters, tag: active ? null : tag })}
                />
              );
            })}
          </Stack>
        ) : null}
      </Stack>
      <ListState
        query={notes}
        loadingLabel={t('notes.list.loading')}
        errorTitle={t('notes.list.failed')}
        emptyTitle={q || filters.tag ? t('notes.list.noMatch') : t('notes.list.empty')}
      >
        {(items) => (
          <List aria-label={t('notes.list.results', { count: items.length })} sx={{ pt: 0, maxHeight: { md: '70vh' }, overflowY: 'auto' }}>
            {items
              .filter((note) => !hiddenIds.includes(note.id))
              .map((note) => (
                <ListItem key={note.id} disablePadding>
                  <ListItemButton
                    selected={note.id === selectedId}
                    aria-current={note.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(note)}
                    sx={{ display: 'block', borderTop: 1, borderColor: 'divider' }}
                  >
                    <Typography variant="subtitle2" component="span" dir="auto" sx={{ display: 'block', textAlign: 'start' }}>
                      {note.title}
                    </Typography>
                    {note.excerpt ? (
                      <Typography
                        variant="body2"
                        component="span"
                        dir="auto"
                        sx={{
                          display: '-webkit-box',
                          textAlign: 'start',
                          color: 'text.secondary',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        }}
                      >
                        {note.excerpt}
                      </Typography>
                    ) : null}
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}>
                      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                        {note.editable ? format.dateTime(note.updatedAt) : `${note.ownerName} · ${format.dateTime(note.updatedAt)}`}
                      </Typography>
                      {note.considerationDay ? (
                        <Chip
                          size="small"
                          color="warning"
                          component="span"
                          label={t('notes.considerationFor', { date: format.date(`${note.considerationDay}T12:00:00`) })}
                        />
                      ) : null}
                      {note.shared ? <Chip size="small" component="span" variant="outlined" label={t('notes.sharedLabel')} /> : null}
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
          </List>
        )}
      </ListState>
    </Card>
  );
}
