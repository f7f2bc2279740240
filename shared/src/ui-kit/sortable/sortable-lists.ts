// ----------------------------------------------------------------------
// Several sortable lists of ids (a board's columns, an issue's sections) and
// what a drag and drop does to them, without the drag and drop library: the
// pages drive @dnd-kit and keep this arithmetic here, tested once
// (docs/decisions/0024 and 0027).

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
export function dropPlace<K extends string>(
  lists: SortableLists<K>,
  id: string,
  overId: string | null,
): { list: K; index: number; count: number } | null {
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
