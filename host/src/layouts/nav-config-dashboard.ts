import type { ComponentType } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExploreIcon from '@mui/icons-material/Explore';
import GroupIcon from '@mui/icons-material/Group';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import {
  hostPages,
  paths,
  remotePages,
  rolesFor,
  type HostPageEntry,
  type NavEntry,
  type NavGroupId,
  type NavIconName,
  type NavMenuId,
  type PageEntry,
  type PageId,
  type Role,
} from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The navigation of docs/spec.md §1, derived from the contract table: each
// page's `nav` entry places it in a group, optionally in a menu, at an order.
// Titles are translation keys: a page's title is `nav:<pageId>` (the `nav`
// namespace, filled from the table), groups and menus are shell texts.

/** A menu item (docs/spec.md §3: it may carry a roles list). */
export interface NavItem {
  /** A translation key (`nav:tension`, or `nav.explore` of the shell). */
  title: string;
  path: string;
  /** Shown only to these roles (docs/spec.md §5); everyone when absent. */
  roles?: readonly Role[];
  /** Shown beside a top-level title, and alone (with a tooltip) in the mini layout. */
  icon?: ComponentType<SvgIconProps>;
  children?: NavItem[];
}

export interface NavGroup {
  /** A translation key of the shell (`nav.overview`). */
  subheader: string;
  items: NavItem[];
}

/** The icon of each name the contract table may give. */
const NAV_ICONS: Record<NavIconName, ComponentType<SvgIconProps>> = {
  dailyReport: ArticleIcon,
  explore: ExploreIcon,
  worker: EngineeringIcon,
  scheduler: EventNoteIcon,
  academicPdfs: PictureAsPdfIcon,
  mediaScaleIndex: InsightsIcon,
  resources: Inventory2Icon,
  dataWarehouse: WarehouseIcon,
  tasks: TaskAltIcon,
  notes: StickyNote2Icon,
  thinkboard: LightbulbIcon,
  users: GroupIcon,
};

/** The groups of the side panel, in order. */
export const NAV_GROUPS: Record<NavGroupId, { subheader: string }> = {
  overview: { subheader: 'nav.overview' },
  management: { subheader: 'nav.management' },
};

/** The menus that hold several pages: their title (a shell text) and icon. */
export const NAV_MENUS: Record<NavMenuId, { title: string; icon: NavIconName }> = {
  explore: { title: 'nav.explore', icon: 'explore' },
  worker: { title: 'nav.worker', icon: 'worker' },
  resources: { title: 'nav.resources', icon: 'resources' },
  dataWarehouse: { title: 'nav.dataWarehouse', icon: 'dataWarehouse' },
};

interface NavPage {
  id: PageId;
  nav: NavEntry;
  entry: PageEntry | HostPageEntry;
}

function navPages(): NavPage[] {
  const pages: { id: PageId; entry: PageEntry | HostPageEntry }[] = [
    ...remotePages.map((page) => ({ id: page.id, entry: page.entry })),
    ...Object.entries(hostPages).map(([id, entry]) => ({ id: id as PageId, entry: entry as HostPageEntry })),
  ];
  return pages.flatMap(({ id, entry }) => (entry.nav ? [{ id, nav: entry.nav, entry }] : [])).sort((a, b) => a.nav.order - b.nav.order);
}

function leaf(page: NavPage, withIcon: boolean): NavItem {
  return {
    title: `nav:${page.id}`,
    path: paths[page.id].path,
    ...(page.entry.permission ? { roles: rolesFor(page.entry.permission) } : {}),
    ...(withIcon && page.nav.icon ? { icon: NAV_ICONS[page.nav.icon] } : {}),
  };
}

/** Builds the navigation groups from the contract table. */
export function buildNav(): NavGroup[] {
  const groups = new Map<NavGroupId, NavItem[]>();
  const menus = new Map<NavMenuId, NavItem>();
  for (const page of navPages()) {
    const items = groups.get(page.nav.group) ?? [];
    groups.set(page.nav.group, items);
    const { menu } = page.nav;
    if (!menu) {
      items.push(leaf(page, true));
      continue;
    }
    let parent = menus.get(menu);
    if (!parent) {
      // A menu opens on its first page, and sits where that page is ordered.
      parent = { title: NAV_MENUS[menu].title, icon: NAV_ICONS[NAV_MENUS[menu].icon], path: paths[page.id].path, children: [] };
      menus.set(menu, parent);
      items.push(parent);
    }
    parent.children!.push(leaf(page, false));
  }
  return (Object.keys(NAV_GROUPS) as NavGroupId[])
    .filter((id) => groups.has(id))
    .map((id) => ({ subheader: NAV_GROUPS[id].subheader, items: groups.get(id)! }));
}

/** The navigation of the product. */
export const navData: readonly NavGroup[] = buildNav();

/** The footer links of docs/spec.md §2 (titles are shell texts). */
export const footerLinks = [
  { title: 'footer.schedule', path: paths.scheduler.path },
  { title: 'footer.exploreNews', path: paths.relatedArticles.path },
  { title: 'footer.search', path: paths.search.path },
  { title: 'footer.historicalEvents', path: paths.historicalEvents.path },
  { title: 'footer.ejournal', path: paths.ejournal.path },
] as const;
