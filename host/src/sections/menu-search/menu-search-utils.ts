import type { Role } from '@mediawatch/shared';

import type { NavGroup, NavItem } from '../../layouts/nav-config-dashboard';
import { canSee } from '../../layouts/dashboard/nav-section';

// ----------------------------------------------------------------------

/** One menu entry the search can find: a leaf of the navigation, with the group it sits in. */
export interface MenuEntry {
  title: string;
  path: string;
  group: string;
}

/**
 * Every leaf the role may see, grouped under its parent's title (or its
 * group's subheader); `translate` turns title keys into the shown texts.
 */
export function flattenMenu(
  data: readonly NavGroup[],
  role: Role | undefined,
  translate: (key: string) => string = (key) => key,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const walk = (items: readonly NavItem[], group: string) => {
    for (const item of items) {
      if (!canSee(item, role)) continue;
      if (item.children) walk(item.children, translate(item.title));
      else entries.push({ title: translate(item.title), path: item.path, group });
    }
  };
  for (const group of data) walk(group.items, group.subheader ? translate(group.subheader) : '');
  return entries;
}

/** Entries whose title or path contains the query, ignoring case (docs/spec.md §2). */
export function filterMenu(entries: readonly MenuEntry[], query: string): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((entry) => entry.title.toLowerCase().includes(needle) || entry.path.toLowerCase().includes(needle));
}

/** The results in display order, grouped (groups in menu order). */
export function groupMenu(entries: readonly MenuEntry[]): [string, MenuEntry[]][] {
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups.entries()];
}

/** Splits text into parts, marking those that match the query (any case). */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** Links to another site open in a new window (docs/spec.md §2). */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path);
}
