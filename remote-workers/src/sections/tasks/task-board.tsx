import { useMemo, useRef, useState, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Task, type TaskStatus } from '@mediawatch/shared';
import { TASK_STATUSES } from '@mediawatch/shared/constants';
import { taskColumnMessage } from '@mediawatch/shared/messages';
import { dragAcross, dragAnnouncer, dropInto, pastMiddle, useMessage, type DropPlace } from '@mediawatch/shared/ui';

import { useTasksTexts } from './texts';
import { columnOf, indexAmongAll, toColumns, type Columns } from './board-columns';
import { TaskCard } from './task-card';

// ----------------------------------------------------------------------

export interface TaskBoardProps {
  /** Every task (the server's order is kept for the cards the filter hides). */
  tasks: readonly Task[];
  /** Which cards show. */
  shows: (task: Task) => boolean;
  /** Cards can be dragged (those who manage tasks). */
  mayMove: boolean;
  onEdit?: (task: Task) => void;
  /** Whether `task` may be edited (its author or an admin); every task when absent. */
  mayEdit?: (task: Task) => boolean;
  /** Saves a drop: `index` is the place among all the column's tasks. Settles when the board may show the server's order again. */
  onMove: (task: Task, status: TaskStatus, index: number) => Promise<unknown>;
}

interface Drag {
  id: string;
  from: { status: TaskStatus; index: number };
  columns: Columns;
}

const key = (id: UniqueIdentifier) => String(id);

/**
 * The three columns of the spec (TO DO, In Progress, DONE). Cards move with
 * the mouse (drag the card) or the keyboard (Space on its move button, the
 * arrows, Space again), with what happens read out in the page's language.
 */
export function TaskBoard({ tasks, shows, mayMove, onEdit, mayEdit, onMove }: TaskBoardProps) {
  const { t } = useTasksTexts();
  const say = useMessage();
  const byId = useMemo(() => new Map(tasks.map((task) => [task._id, task])), [tasks]);
  const all = useMemo(() => toColumns(tasks), [tasks]);
  const shown = useMemo(() => toColumns(tasks, shows), [tasks, shows]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const columns = drag?.columns ?? shown;
  // The announcements read the columns as they are when dnd-kit calls them.
  const current = useRef(columns);
  current.current = columns;

  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the card's link or button stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The columns' default names are codes worded in the reader's language (docs/decisions/0040-server-texts-as-codes.md).
  const columnName = (status: TaskStatus) => say(taskColumnMessage(status));
  const nameOf = (id: string) => byId.get(id)?.name ?? '';
  const lastPlace = useRef<DropPlace<TaskStatus> | null>(null);
  const announcements: Announcements = dragAnnouncer({
    lists: () => current.current,
    memory: lastPlace,
    say: (event, id, place) => {
      if (event === 'cancelled') {
        const from = byId.get(id)?.status;
        return t('tasks.drag.cancelled', { name: nameOf(id), column: from ? columnName(from) : '' });
      }
      const where = place ? { column: columnName(place.list), position: place.index + 1, count: place.count } : null;
      return t(`tasks.drag.${event}`, { name: nameOf(id), ...where });
    },
  });

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = key(active.id);
    const status = columnOf(shown, id);
    if (status) setDrag({ id, from: { status, index: shown[status].indexOf(id) }, columns: shown });
  };

  // Across columns the card moves as it is dragged, so the column it is over makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !drag) return;
    const columns = dragAcross(drag.columns, key(active.id), key(over.id), pastMiddle(active.rect.current.translated, over.rect));
    if (columns !== drag.columns) setDrag({ ...drag, columns });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!drag) return;
    const id = key(active.id);
    const status = columnOf(drag.columns, id);
    const task = byId.get(id);
    if (!status || !task) return setDrag(null);
    const list = dropInto(drag.columns, id, over ? key(over.id) : null)[status];
    const index = list.indexOf(id);
    if (status === drag.from.status && index === drag.from.index) return setDrag(null);
    // The dropped order stays on screen until the server has answered and the lists are fetched again.
    const dropped = { ...drag, columns: { ...drag.columns, [status]: list } };
    setDrag(dropped);
    // Unless another drag has started meanwhile: that one is not this one's to end.
    void onMove(task, status, indexAmongAll(all[status], list, id)).finally(() => setDrag((now) => (now === dropped ? null : now)));
  };

  const active = drag ? byId.get(drag.id) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tasks.drag.instructions') } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {TASK_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} title={columnName(status)} ids={columns[status]}>
            {columns[status].map((id) => {
              const task = byId.get(id);
              return task ? (
                <SortableCard key={id} task={task} mayMove={mayMove} onEdit={!mayEdit || mayEdit(task) ? onEdit : undefined} />
              ) : null;
            })}
          </BoardColumn>
        ))}
      </Box>
      <DragOverlay>{active ? <TaskCard task={active} overlay handle={HANDLE_IN_OVERLAY} /> : null}</DragOverlay>
    </DndContext>
  );
}

/** The overlay's copy of the move button: seen, not focusable (the real one keeps the focus). */
const HANDLE_IN_OVERLAY = { ref: null, attributes: { tabIndex: -1, 'aria-hidden': true } } as const;

// ----------------------------------------------------------------------

function BoardColumn({ status, title, ids, children }: { status: TaskStatus; title: string; ids: string[]; children: ReactNode }) {
  const { t } = useTasksTexts();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `tasks-column-${status.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-column={status}
      variant="outlined"
      sx={{ p: 1.5, bgcolor: isOver ? 'action.selected' : 'action.hover', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1.5, px: 0.5 }}>
        <Typography id={headingId} variant="h6" component="h2" dir="ltr">
          {title}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('tasks.columnCount', { count: ids.length })}
        </Typography>
      </Stack>
      <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          spacing={1}
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, minHeight: 72 }}
        >
          {children}
          {ids.length === 0 ? (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
              {t('tasks.emptyColumn')}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

function SortableCard({ task, mayMove, onEdit }: { task: Task; mayMove: boolean; onEdit?: (task: Task) => void }) {
  const { t } = useTasksTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    disabled: !mayMove,
    attributes: { roleDescription: t('tasks.drag.roleDescription') },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-task={task._id}
      // The mouse drags the whole card; the keyboard picks it up by its move button.
      onPointerDown={mayMove ? (listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined) : undefined}
      sx={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1, cursor: mayMove ? 'grab' : 'default' }}
    >
      <TaskCard
        task={task}
        onEdit={onEdit ? () => onEdit(task) : undefined}
        handle={
          mayMove
            ? {
                ref: setActivatorNodeRef,
                attributes: { ...attributes, onKeyDown: listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined },
              }
            : undefined
        }
      />
    </Box>
  );
}
