// ----------------------------------------------------------------------
// Several sortable lists of ids (a board's columns, an issue's sections) and
// what a drag and drop does to them, without the drag and drop library: the
// pages drive @dnd-kit and keep this arithmetic here, tested once
// (docs/decisions/0024-tasks-board.md and 0027).

/** Lists of item ids, by the list's own id (which is also its droppable id). */
export type SortableLists<K extends string = string> = Record<K, string[]>;

/** The list holding `id` (an item, or a list's own id), or null. */
export function listOf<K extends string>(lists: SortableLists<K>, id: string): K | null {
  if (Object.hasOwn(lists, id)) return id as K;
  return (Object.keys(lists) as K[]).find((key) => lists[key].includes(id)) ?? null;
}

/**
 * `id` moved to list `to` at `at` (clamped), out of whichever list held it.
 * The lists not involved are the same arrays.
 */
export function moveToList<K extends string>(lists: SortableLists<K>, id: string, to: NoInfer<K>, at: number): SortableLists<K> {
  const from = listOf(lists, id);
  const next = { ...lists };
  if (from !== null && from !== to) next[from] = lists[from].filter((other) => other !== id);
  const target = (from === to ? lists[to] : next[to]).filter((other) => other !== id);
  const place = Math.max(0, Math.min(at, target.length));
  next[to] = [...target.slice(0, place), id, ...target.slice(place)];
  return next;
}

/**
 * Where a card dropped among the shown cards goes among all the list's
 * cards: just after the shown card above it (or just before the shown card
 * below it, or on top), so hidden cards keep their places.
 */
export function indexAmongAll(allInList: readonly string[], shownAfterDrop: readonly string[], id: string): number {
  const others = allInList.filter((other) => other !== id);
  const at = shownAfterDrop.indexOf(id);
  const above = at > 0 ? shownAfterDrop[at - 1] : undefined;
  if (above !== undefined && others.includes(above)) return others.indexOf(above) + 1;
  const below = shownAfterDrop[at + 1];
  if (below !== undefined && others.includes(below)) return others.indexOf(below);
  return at <= 0 ? 0 : others.length;
}

/**
 * Where `id` lands if dropped now over `overId` (what a screen reader is told
 * while dragging, and what the drop does): over another item of its list, that
 * item's place (the list is reordered only at the drop); over its list's free
 * space, last; else where it is. Null when no list holds `id`.
 */
export function dropPlace<K extends string>(lists: SortableLists<K>, id: string, overId: string | null): DropPlace<K> | null {
  const list = listOf(lists, id);
  if (list === null) return null;
  const items = lists[list];
  let index = items.indexOf(id);
  if (overId !== null && overId !== id) {
    if (overId === list) index = items.length - 1;
    else if (items.includes(overId)) index = items.indexOf(overId);
  }
  return { list, index, count: items.length };
}

/**
 * The lists while `id` is dragged over `overId` of another list: it moves
 * there, before the item it is over, or after it when `pastMiddle` (the
 * dragged card's middle is below the item's), or last over the list's free
 * space. The same lists when it is over its own list (its order there changes
 * only at the drop) or over nothing known.
 */
export function dragAcross<K extends string>(lists: SortableLists<K>, id: string, overId: string, pastMiddle: boolean): SortableLists<K> {
  const from = listOf(lists, id);
  const to = listOf(lists, overId);
  if (from === null || to === null || from === to) return lists;
  const at = lists[to].indexOf(overId);
  return moveToList(lists, id, to, at < 0 ? lists[to].length : at + (pastMiddle ? 1 : 0));
}

/** The lists once `id` is dropped over `overId`: at the place `dropPlace` announced. */
export function dropInto<K extends string>(lists: SortableLists<K>, id: string, overId: string | null): SortableLists<K> {
  const place = dropPlace(lists, id, overId);
  return place ? moveToList(lists, id, place.list, place.index) : lists;
}

/** What a drag tells a screen reader, in the page's words. */
export type DragAnnouncement = 'picked' | 'over' | 'dropped' | 'cancelled';

/** Where an item lands, as `dropPlace` tells it. */
export type DropPlace<K extends string = string> = { list: K; index: number; count: number };

/** Whether the dragged card's middle is below the middle of the card it is over (then it goes after it). */
export function pastMiddle(dragged: { top: number; height: number } | null | undefined, over: { top: number; height: number }): boolean {
  return !!dragged && dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

/**
 * The announcements of a drag (the shape of @dnd-kit's `Announcements`, which
 * this module does not import): `say` words an event for the item and its
 * place (null for a cancel, or an item no list holds). The drop announces the
 * last place announced while dragging, where the item is seen to land, not
 * the one the pointer's last position would compute; `memory` keeps it
 * between renders (a ref). `lists` is read when an event happens, so the place
 * is that of the lists on screen.
 */
export function dragAnnouncer<K extends string>({
  lists,
  say,
  memory,
}: {
  lists: () => SortableLists<K>;
  say: (event: DragAnnouncement, id: string, place: DropPlace<K> | null) => string;
  memory: { current: DropPlace<K> | null };
}) {
  const announce = (event: 'picked' | 'over' | 'dropped', id: string, overId: string | null) => {
    const place = event === 'dropped' && memory.current ? memory.current : dropPlace(lists(), id, overId);
    memory.current = event === 'dropped' ? null : place;
    return say(event, id, place);
  };
  type Active = { active: { id: string | number }; over?: { id: string | number } | null };
  return {
    onDragStart: ({ active }: Active) => announce('picked', String(active.id), null),
    onDragOver: ({ active, over }: Active) => (over ? announce('over', String(active.id), String(over.id)) : undefined),
    onDragEnd: ({ active, over }: Active) => announce('dropped', String(active.id), over ? String(over.id) : null),
    onDragCancel: ({ active }: Active) => {
      memory.current = null;
      return say('cancelled', String(active.id), null);
    },
  };
}
