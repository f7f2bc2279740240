import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, type NoteLink, type NoteLinkKind } from '@mediawatch/shared';
import { NOTE_LINK_KINDS } from '@mediawatch/shared/constants';
import { useNotes, useSearchArticles, useTopics } from '@mediawatch/shared/queries';
import { useDebouncedValue } from '@mediawatch/shared/ui';

import { useNotesTexts } from './texts';

// ----------------------------------------------------------------------

/** Where a link goes: the reader, the topic's articles in the warehouse, the note. */
export function linkHref(link: Pick<NoteLink, 'kind' | 'id'>): string {
  if (link.kind === 'article') return paths.read.getHref({ id: link.id });
  if (link.kind === 'topic') return paths.warehouse.getHref({ topicId: link.id });
  return paths.notes.getHref({ id: link.id });
}

/** Links shown as chips that open what they link to. */
export function LinkChips({ links, onDelete }: { links: readonly NoteLink[]; onDelete?: (link: NoteLink) => void }) {
  const { t } = useNotesTexts();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Stack key={`${link.kind}:${link.id}`} direction="row" sx={{ alignItems: 'center', maxWidth: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            component={RouterLink}
            to={linkHref(link)}
            clickable
            label={`${t(`notes.links.kind.${link.kind}`)} · ${link.title}`}
            sx={{ maxWidth: 1 }}
          />
          {onDelete ? (
            <IconButton size="small" aria-label={t('notes.links.remove', { title: link.title })} onClick={() => onDelete(link)}>
              <Box component="span" aria-hidden sx={{ fontSize: 16, lineHeight: 1, width: 16 }}>
                ×
              </Box>
            </IconButton>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

interface Option {
  id: string;
  title: string;
}

/** The things of `kind` to pick from: topics and notes listed, articles searched by what is typed. */
function useOptions(kind: NoteLinkKind, input: string, selfId: string): { options: Option[]; loading: boolean } {
  const q = useDebouncedValue(input.trim(), 300);
  const topics = useTopics();
  const notes = useNotes({}, { enabled: kind === 'note' });
  const articles = useSearchArticles({ q: kind === 'article' ? q : '', pageSize: 10 });
  return useMemo(() => {
    if (kind === 'topic')
      return { options: (topics.data ?? []).map((topic) => ({ id: topic.id, title: topic.name })), loading: topics.isPending };
    if (kind === 'note') {
      return {
        options: (notes.data ?? []).filter((note) => note.id !== selfId).map(({ id, title }) => ({ id, title })),
        loading: notes.isPending,
      };
    }
    return { options: q ? (articles.data?.items ?? []).map(({ id, title }) => ({ id, title })) : [], loading: !!q && articles.isFetching };
  }, [articles.data, articles.isFetching, kind, notes.data, notes.isPending, q, selfId, topics.data, topics.isPending]);
}

export interface NoteLinksProps {
  noteId: string;
  links: readonly NoteLink[];
  editable: boolean;
  onAdd: (link: NoteLink) => void;
  onRemove: (link: NoteLink) => void;
}

/** A note's links: chips, and for its author a picker of articles, topics and notes to add. */
export function NoteLinks({ noteId, links, editable, onAdd, onRemove }: NoteLinksProps) {
  const { t } = useNotesTexts();
  const [kind, setKind] = useState<NoteLinkKind>('article');
  const [input, setInput] = useState('');
  const { options, loading } = useOptions(kind, input, noteId);
  const linked = new Set(links.filter((link) => link.kind === kind).map((link) => link.id));

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="note-links-title">
      <Typography variant="subtitle2" component="h3" id="note-links-title">
        {t('notes.links.title')}
      </Typography>
      {links.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('notes.links.none')}
        </Typography>
      ) : (
        <LinkChips links={links} onDelete={editable ? onRemove : undefined} />
      )}
      {editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('notes.links.kindLabel')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as NoteLinkKind);
              setInput('');
            }}
            sx={{ minWidth: 140 }}
          >
            {NOTE_LINK_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`notes.links.kind.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete<Option>
            size="small"
            fullWidth
            options={options.filter((option) => !linked.has(option.id))}
            getOptionLabel={(option) => option.title}
            filterOptions={kind === 'article' ? (all) => all : undefined}
            loading={loading}
            value={null}
            inputValue={input}
            onInputChange={(_event, value, reason) => {
              if (reason !== 'reset') setInput(value);
            }}
            onChange={(_event, option) => {
              if (!option) return;
              onAdd({ kind, id: option.id, title: option.title });
              setInput('');
            }}
            noOptionsText={kind === 'article' && !input.trim() ? t('notes.links.typeToSearch') : t('notes.links.noMatch')}
            loadingText={t('notes.links.loading')}
            renderInput={(params) => <TextField {...params} label={t(`notes.links.add.${kind}`)} />}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
