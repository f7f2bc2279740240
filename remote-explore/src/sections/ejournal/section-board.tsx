import { useMemo, useRef, useState, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type EjournalArticle, type EjournalSection } from '@mediawatch/shared';
import { EJOURNAL_LIMITS } from '@mediawatch/shared/constants';
import { dragAcross, dragAnnouncer, dropInto, pastMiddle, type DropPlace, type SortableLists } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';

// ----------------------------------------------------------------------
// The sections and their articles, ordered by drag and drop with the
// mouse (drag a card) or the keyboard (Space on a card's move button, arrows,
// Space), with what happens read out in the page's language. The arithmetic
// of the lists is the shared one the Tasks board uses (decisions 0024, 0027).

export interface SectionBoardProps {
  sections: EjournalSection[];
  /** What each article shows, by id (those of the issue and those just added). */
  articles: ReadonlyMap<string, EjournalArticle>;
  onChange: (sections: EjournalSection[]) => void;
}

const key = (id: UniqueIdentifier) => String(id);

const toLists = (sections: readonly EjournalSection[]): SortableLists =>
  Object.fromEntries(sections.map((section) => [section.id, section.items.map((item) => item.articleId)]));

/** The sections again from reordered lists, each article keeping its note. */
function fromLists(sections: readonly EjournalSection[], lists: SortableLists): EjournalSection[] {
  const notes = new Map(sections.flatMap((section) => section.items.map((item) => [item.articleId, item.note] as const)));
  return sections.map((section) => ({
    ...section,
    items: (lists[section.id] ?? []).map((articleId) => ({ articleId, note: notes.get(articleId) ?? '' })),
  }));
}

export function SectionBoard({ sections, articles, onChange }: SectionBoardProps) {
  const { t } = useEjournalTexts();
  const [lists, setLists] = useState<SortableLists | null>(null);
  const shown = useMemo(() => lists ?? toLists(sections), [lists, sections]);
  const current = useRef(shown);
  current.current = shown;

  const sensors = useSensors(
    // A few pixels before a drag starts: a click in the card's note or buttons stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const sectionName = (id: string) => {
    const section = sections.find((one) => one.id === id);
    return section?.title || t('ejournal.editor.untitledSection');
  };
  const titleOf = (id: string) => articles.get(id)?.title ?? '';
  const lastPlace = useRef<DropPlace | null>(null);
  const announcements: Announcements = dragAnnouncer({
    lists: () => current.current,
    memory: lastPlace,
    say: (event, id, place) =>
      event === 'cancelled'
        ? t('ejournal.drag.cancelled', { title: titleOf(id) })
        : t(`ejournal.drag.${event}`, {
            title: titleOf(id),
            ...(place
              ? { position: place.index + 1, count: place.count, section: sectionName(place.list) }
              : { position: 0, count: 0, section: '' }),
          }),
  });

  const onDragStart = (_: DragStartEvent) => setLists(toLists(sections));

  // Across sections the card moves as it is dragged, so the section it is over makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !lists) return;
    const next = dragAcross(lists, key(active.id), key(over.id), pastMiddle(active.rect.current.translated, over.rect));
    if (next !== lists) setLists(next);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!lists) return;
    const next = dropInto(lists, key(active.id), over ? key(over.id) : null);
    setLists(null);
    onChange(fromLists(sections, next));
  };

  const setSection = (id: string, change: Partial<EjournalSection>) =>
    onChange(sections.map((section) => (section.id === id ? { ...section, ...change } : section)));
  const moveSection = (index: number, by: -1 | 1) => onChange(arrayMove(sections, index, index + by));
  const setNote = (articleId: string, note: string) =>
    onChange(
      sections.map((section) => ({
        ...section,
        items: section.items.map((item) => (item.articleId === articleId ? { ...item, note } : item)),
      })),
    );
  const remove = (articleId: string) =>
    onChange(sections.map((section) => ({ ...section, items: section.items.filter((item) => item.articleId !== articleId) })));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('ejournal.drag.instructions') } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setLists(null)}
    >
      <Stack spacing={2}>
        {sections.map((section, index) => {
          const name = section.title || t('ejournal.editor.untitledSection');
          const ids = shown[section.id] ?? [];
          return (
            <SectionColumn key={section.id} id={section.id} ids={ids}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('ejournal.editor.sectionTitle')}
                  value={section.title}
                  onChange={(event) => setSection(section.id, { title: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.sectionTitleMax, dir: 'auto' } }}
                />
                <IconButton
                  aria-label={t('ejournal.editor.sectionUp', { title: name })}
                  disabled={index === 0}
                  onClick={() => moveSection(index, -1)}
                >
                  <Arrow up />
                </IconButton>
                <IconButton
                  aria-label={t('ejournal.editor.sectionDown', { title: name })}
                  disabled={index === sections.length - 1}
                  onClick={() => moveSection(index, 1)}
                >
                  <Arrow />
                </IconButton>
                <Tooltip title={ids.length > 0 ? t('ejournal.editor.removeSectionNotEmpty') : ''}>
                  <span>
                    <IconButton
                      aria-label={t('ejournal.editor.removeSection', { title: name })}
                      disabled={ids.length > 0}
                      onClick={() => onChange(sections.filter((one) => one.id !== section.id))}
                    >
                      <Cross />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              {ids.map((articleId) => (
                <SortableArticle
                  key={articleId}
                  id={articleId}
                  article={articles.get(articleId)}
                  note={section.items.find((item) => item.articleId === articleId)?.note ?? notesOf(sections, articleId)}
                  onNote={(note) => setNote(articleId, note)}
                  onRemove={() => remove(articleId)}
                />
              ))}
              {ids.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
                  {t('ejournal.editor.emptySection')}
                </Typography>
              ) : null}
            </SectionColumn>
          );
        })}
      </Stack>
    </DndContext>
  );
}

/** The note of an article wherever it sits now (while it is dragged to another section). */
const notesOf = (sections: readonly EjournalSection[], articleId: string) =>
  sections.flatMap((section) => section.items).find((item) => item.articleId === articleId)?.note ?? '';

function SectionColumn({ id, ids, children }: { id: string; ids: string[]; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Paper variant="outlined" data-section={id} sx={{ p: 1.5, bgcolor: isOver ? 'action.selected' : 'background.neutral' }}>
      <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} component="div" spacing={1} sx={{ minHeight: 56 }}>
          {children}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

function SortableArticle({
  id,
  article,
  note,
  onNote,
  onRemove,
}: {
  id: string;
  article: EjournalArticle | undefined;
  note: string;
  onNote: (note: string) => void;
  onRemove: () => void;
}) {
  const { t } = useEjournalTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('ejournal.drag.roleDescription') },
  });
  const title = article?.title ?? t('ejournal.editor.missing');
  return (
    <Paper
      ref={setNodeRef}
      data-article={id}
      elevation={isDragging ? 6 : 1}
      // The mouse drags the whole card; the keyboard picks it up by its move button only.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      sx={{
        p: 1.5,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.85 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        touchAction: 'manipulation',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
          aria-label={t('ejournal.editor.move', { title })}
          size="small"
          sx={{ cursor: 'grab', mt: -0.5 }}
        >
          <Grip />
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {article ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {article.sourceName}
            </Typography>
          ) : null}
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={1}
            label={t('ejournal.editor.note', { title })}
            value={note}
            onChange={(event) => onNote(event.target.value)}
            // Selecting text in the note must not start a drag.
            onPointerDown={(event) => event.stopPropagation()}
            slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.noteMax, dir: 'auto' } }}
            sx={{ mt: 1 }}
          />
        </Box>
        <IconButton aria-label={t('ejournal.editor.remove', { title })} size="small" onClick={onRemove}>
          <Cross />
        </IconButton>
      </Stack>
    </Paper>
  );
}

// ----------------------------------------------------------------------

function Grip() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.7" fill="currentColor" />))}
    </svg>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 5l-7 7h4v7h6v-7h4z' : 'M12 19l7-7h-4V5H9v7H5z'} fill="currentColor" />
    </svg>
  );
}

function Cross() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
