import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

import type { Permission } from '../auth/permissions';
import type { LanguageCode } from '../i18n/languages';
import apps from './apps.json';

// ----------------------------------------------------------------------
// The contract between the host and its remotes: ONE table. For each remote,
// its pages (exposed module, route pattern, navigation entry, permission) and
// its slots (components the host places in its layout). Everything else is
// derived from it, never copied:
//  - the route paths and their typed links (`paths`, routes/paths.ts);
//  - the host's route table and guards (host/src/routes/sections.tsx);
//  - the navigation and the menu search (navigation/nav.ts);
//  - each remote's webpack `exposes`, by convention `./x-page` ->
//    `src/pages/x-page.tsx` and `./x` -> `src/slots/x.tsx` (a test in
//    tooling/ fails when the files and this table disagree);
//  - each remote's development harness (dev/remote-harness.tsx);
//  - the ports and `remotes.json` (apps.json);
//  - the pages the end-to-end suites and the bench visit (page-table.json,
//    plain data that page-table.test.ts keeps equal to this table).
// docs/adding-a-page.md walks through adding a page.

/** A navigation group of the side panel (subheader). */
export type NavGroupId = 'overview' | 'management';

/** A menu that holds several pages (Explore, Worker, Resources, Data Warehouse). */
export type NavMenuId = 'explore' | 'worker' | 'resources' | 'dataWarehouse';

/** An icon of the navigation; the host maps each name to an icon component. */
export type NavIconName =
  | 'dailyReport'
  | 'explore'
  | 'worker'
  | 'scheduler'
  | 'academicPdfs'
  | 'mediaScaleIndex'
  | 'resources'
  | 'dataWarehouse'
  | 'tasks'
  | 'notes'
  | 'thinkboard'
  | 'users';

/** A page's entry in the navigation. */
export interface NavEntry {
  group: NavGroupId;
  /** The menu it sits in; a top-level item when absent. */
  menu?: NavMenuId;
  /** The title in every language of the product (also the menu search's entry). */
  title: Record<LanguageCode, string>;
  /** Shown beside a top-level title, and alone in the mini layout. */
  icon?: NavIconName;
  /** Position in the navigation: ascending, across remotes. A menu sits at its first page. */
  order: number;
}

/** A page of a remote, routed by the host. */
export interface PageEntry {
  /** The exposed module (`./tension-page`, the file `src/pages/tension-page.tsx`). */
  module: `./${string}-page`;
  /** The route pattern, below `/auth` (guest only) or `/dashboard` (signed in). */
  route: `/${string}`;
  nav?: NavEntry;
  /** Only roles that hold it may open the page (and see its navigation entry). */
  permission?: Permission;
}

/** A component a remote provides for a place of the host's layout. */
export interface SlotEntry {
  /** The exposed module (`./podcast-player`, the file `src/slots/podcast-player.tsx`). */
  module: `./${string}`;
  slot: 'footer';
}

/** A page the host renders itself (no remote). */
export interface HostPageEntry {
  route: `/${string}`;
  nav?: NavEntry;
  permission?: Permission;
}

export interface RemoteEntry {
  pages: Record<string, PageEntry>;
  slots?: Record<string, SlotEntry>;
}

// ----------------------------------------------------------------------

/** The remotes, by Module Federation name, and what each contributes. */
export const remoteContract = {
  remote_auth: {
    pages: {
      login: { module: './login-page', route: '/auth/jwt/login' },
      register: { module: './register-page', route: '/auth/jwt/register' },
      // A password reset by an e-mailed link (docs/decisions/0042-accounts-and-ownership.md).
      forgotPassword: { module: './forgot-password-page', route: '/auth/jwt/forgot-password' },
      resetPassword: { module: './reset-password-page', route: '/auth/jwt/reset-password' },
    },
  },
  remote_player: {
    pages: {},
    slots: {
      podcastPlayer: { module: './podcast-player', slot: 'footer' },
    },
  },
  remote_resources: {
    pages: {
      sources: {
        module: './sources-page',
        route: '/dashboard/group/sources',
        nav: { group: 'management', menu: 'resources', order: 110, title: { en: 'Sources', fr: 'Sources', ar: 'المصادر' } },
      },
      sourceGroups: {
        module: './source-groups-page',
        route: '/dashboard/group/sourceGroups',
        nav: { group: 'management', menu: 'resources', order: 111, title: { en: 'Groups', fr: 'Groupes', ar: 'المجموعات' } },
      },
      topics: {
        module: './topics-page',
        route: '/dashboard/group/topics',
        nav: { group: 'management', menu: 'resources', order: 112, title: { en: 'Topics', fr: 'Sujets', ar: 'المواضيع' } },
      },
      podcasts: {
        module: './podcasts-page',
        route: '/dashboard/group/podcasts',
        nav: { group: 'management', menu: 'resources', order: 113, title: { en: 'Podcasts', fr: 'Podcasts', ar: 'البودكاست' } },
      },
      warehouse: {
        module: './warehouse-page',
        route: '/dashboard/group/warehouse',
        nav: {
          group: 'management',
          menu: 'dataWarehouse',
          order: 120,
          title: { en: 'Production articles', fr: 'Articles de production', ar: 'مقالات الإنتاج' },
        },
      },
    },
  },
  remote_workers: {
    pages: {
      worker: {
        module: './worker-page',
        route: '/dashboard/worker',
        nav: { group: 'overview', menu: 'worker', order: 30, title: { en: 'Worker', fr: 'Collecteur', ar: 'العامل' } },
      },
      pipeline: {
        module: './pipeline-page',
        route: '/dashboard/pipeline',
        nav: { group: 'overview', menu: 'worker', order: 31, title: { en: 'Pipeline', fr: 'Pipeline', ar: 'خط المعالجة' } },
      },
      tension: {
        module: './tension-page',
        route: '/dashboard/tension',
        nav: { group: 'overview', menu: 'worker', order: 32, title: { en: 'Tension', fr: 'Tension', ar: 'التوتر' } },
      },
      monitor: {
        module: './monitor-page',
        route: '/dashboard/monitor',
        nav: { group: 'overview', menu: 'worker', order: 33, title: { en: 'Monitor', fr: 'Surveillance', ar: 'المراقبة' } },
      },
      realTimeEvents: {
        module: './real-time-events-page',
        route: '/dashboard/realTimeEvents',
        nav: {
          group: 'overview',
          menu: 'worker',
          order: 34,
          title: { en: 'Real Time Events', fr: 'Événements en temps réel', ar: 'أحداث مباشرة' },
        },
      },
      scheduler: {
        module: './scheduler-page',
        route: '/dashboard/scheduler',
        nav: { group: 'overview', icon: 'scheduler', order: 40, title: { en: 'Scheduler', fr: 'Planificateur', ar: 'المجدول' } },
      },
      tasks: {
        module: './tasks-page',
        route: '/dashboard/tasks',
        nav: { group: 'management', icon: 'tasks', order: 130, title: { en: 'Tasks', fr: 'Tâches', ar: 'المهام' } },
      },
      notes: {
        module: './notes-page',
        route: '/dashboard/notes',
        nav: { group: 'management', icon: 'notes', order: 140, title: { en: 'Notes', fr: 'Notes', ar: 'الملاحظات' } },
      },
      // Reached from the alerts bell of the top bar (no navigation entry: the spec's navigation is fixed).
      alerts: { module: './alerts-page', route: '/dashboard/alerts' },
      thinkboard: {
        module: './thinkboard-page',
        route: '/dashboard/thinkboard',
        nav: { group: 'management', icon: 'thinkboard', order: 150, title: { en: 'ThinkBoard', fr: 'ThinkBoard', ar: 'لوحة الأفكار' } },
      },
    },
  },
  remote_explore: {
    pages: {
      reports: {
        module: './reports-page',
        route: '/dashboard/reports',
        nav: {
          group: 'overview',
          icon: 'dailyReport',
          order: 10,
          title: { en: 'Daily Report', fr: 'Rapport quotidien', ar: 'التقرير اليومي' },
        },
      },
      relatedArticles: {
        module: './related-articles-page',
        route: '/dashboard/related-articles',
        nav: { group: 'overview', menu: 'explore', order: 20, title: { en: 'Explore', fr: 'Explorer', ar: 'استكشاف' } },
      },
      ejournal: {
        module: './ejournal-page',
        route: '/dashboard/ejournal',
        nav: { group: 'overview', menu: 'explore', order: 21, title: { en: 'E-journal', fr: 'E-journal', ar: 'الصحيفة الإلكترونية' } },
      },
      historicalEvents: {
        module: './historical-events-page',
        route: '/dashboard/historicalEvents',
        nav: {
          group: 'overview',
          menu: 'explore',
          order: 22,
          title: { en: 'Historical Events', fr: 'Événements historiques', ar: 'أحداث تاريخية' },
        },
      },
      pdfArticle: {
        module: './pdf-article-page',
        route: '/dashboard/pdfArticle',
        nav: {
          group: 'overview',
          icon: 'academicPdfs',
          order: 50,
          title: { en: 'Academic PDFs', fr: 'PDF académiques', ar: 'ملفات PDF أكاديمية' },
        },
      },
      mediaScaleIndex: {
        module: './media-scale-index-page',
        route: '/dashboard/mediaScaleIndex',
        nav: {
          group: 'overview',
          icon: 'mediaScaleIndex',
          order: 60,
          title: { en: 'Media Scale Index', fr: 'Indice d’audience des médias', ar: 'مؤشر حجم الإعلام' },
        },
      },
      search: {
        module: './search-page',
        route: '/dashboard/search',
        nav: { group: 'management', menu: 'dataWarehouse', order: 121, title: { en: 'Search', fr: 'Recherche', ar: 'بحث' } },
      },
      read: { module: './read-page', route: '/dashboard/read/:id' },
      // One e-journal edition as a clean, printable page (opened from the E-journal page; no navigation entry).
      ejournalIssue: { module: './ejournal-issue-page', route: '/dashboard/ejournal/:id' },
      sourceAnalysis: { module: './source-analysis-page', route: '/dashboard/source-analysis/:source' },
      // A person, organization or place, opened from every name of one (no navigation entry;
      // docs/decisions/0060-the-entity-page.md).
      entity: { module: './entity-page', route: '/dashboard/entity/:id' },
      considerations: { module: './considerations-page', route: '/dashboard/considerations' },
    },
  },
} as const satisfies Record<string, RemoteEntry>;

/** The pages the host renders itself. */
export const hostPages = {
  users: {
    route: '/dashboard/users',
    permission: 'manageUsers',
    nav: { group: 'management', icon: 'users', order: 160, title: { en: 'Users', fr: 'Utilisateurs', ar: 'المستخدمون' } },
  },
  // The signed-in user's password and sessions, opened from the user menu's
  // header (no navigation entry; docs/decisions/0042-accounts-and-ownership.md).
  account: { route: '/dashboard/account', permission: 'read' },
} as const satisfies Record<string, HostPageEntry>;

// ----------------------------------------------------------------------
// Types derived from the table.

type Contract = typeof remoteContract;

export type RemoteName = keyof Contract;

export const REMOTE_NAMES = Object.keys(remoteContract) as RemoteName[];

type PagesOf<R extends RemoteName> = Contract[R]['pages'];
type SlotsOf<R extends RemoteName> = Contract[R] extends { slots: infer S } ? S : Record<never, never>;

/** A page id of remote `R` (`tension`). */
export type RemotePageId<R extends RemoteName = RemoteName> = R extends RemoteName ? keyof PagesOf<R> & string : never;

/** Every page id of the product, remote and host pages. */
export type PageId = RemotePageId | HostPageId;
export type HostPageId = keyof typeof hostPages;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every page of the product, flat, by id. */
type FlatPages = UnionToIntersection<{ [R in RemoteName]: PagesOf<R> }[RemoteName]> & typeof hostPages;

/** The route pattern of each page, by id (`read` -> `/dashboard/read/:id`). */
export type PageRoutes = { [P in keyof FlatPages]: FlatPages[P] extends { route: infer Route extends string } ? Route : never };

/** An exposed module of remote `R`, as written in its `exposes` (`./tension-page`). */
export type ExposedModule<R extends RemoteName> =
  | { [P in keyof PagesOf<R>]: PagesOf<R>[P] extends { module: infer M } ? M : never }[keyof PagesOf<R>]
  | { [S in keyof SlotsOf<R>]: SlotsOf<R>[S] extends { module: infer M } ? M : never }[keyof SlotsOf<R>];

/** The id passed to `loadRemote`, such as `remote_auth/login-page`. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedModule<R> extends `./${infer M}` ? M : never}`;
}[RemoteName];

/**
 * What every exposed module default-exports: a component without props. A
 * page reads its route parameters with `useRouteParams(paths.x)` from
 * `@mediawatch/shared/router` (one router instance for the whole page).
 */
export interface PageModule {
  default: ComponentType;
  /**
   * The data the page's first render reads, fetched into the product's cache.
   * The host calls it for the page a visit opens on, while the page's code and
   * the shell load, so the page is drawn with its figures rather than a
   * skeleton first (docs/decisions/0035-the-first-page-is-drawn-once.md).
   * Optional; it must use the same query options as the page.
   */
  prefetch?: PagePrefetch;
}

/** Fetches a page's first data into `client`, for the address's query string (`?day=`…). Never throws. */
export type PagePrefetch = (client: QueryClient, location: { search: string }) => Promise<unknown>;

/** The wiring file the host fetches at start: remote name to manifest URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

// ----------------------------------------------------------------------
// Values derived from the table.

export function remoteModuleId<R extends RemoteName>(remote: R, module: ExposedModule<R>): RemoteModuleId {
  return `${remote}/${(module as string).slice(2)}` as RemoteModuleId;
}

/** One page of a remote, flattened with its id and remote. */
export interface RemotePage {
  id: RemotePageId;
  remote: RemoteName;
  moduleId: RemoteModuleId;
  entry: PageEntry;
}

/** Every remote page, in table order. */
export const remotePages: readonly RemotePage[] = REMOTE_NAMES.flatMap((remote) =>
  Object.entries(remoteContract[remote].pages as Record<string, PageEntry>).map(([id, entry]) => ({
    id: id as RemotePageId,
    remote,
    moduleId: remoteModuleId(remote, entry.module as ExposedModule<typeof remote>),
    entry,
  })),
);

/** The pages of one remote (its harness and its exposes). */
export function pagesOf(remote: RemoteName): RemotePage[] {
  return remotePages.filter((page) => page.remote === remote);
}

/** The module id of a slot: `slotModuleId('remote_player', 'podcastPlayer')`. */
export function slotModuleId<R extends RemoteName>(remote: R, slot: keyof SlotsOf<R> & string): RemoteModuleId {
  const entry = (remoteContract[remote] as RemoteEntry).slots?.[slot];
  if (!entry) throw new Error(`${remote} has no slot ${slot}.`);
  return remoteModuleId(remote, entry.module as ExposedModule<R>);
}

/** Every module each remote exposes (pages and slots), as written in its `exposes`. */
export function exposedModules(remote: RemoteName): string[] {
  const entry = remoteContract[remote] as RemoteEntry;
  return [...Object.values(entry.pages).map((page) => page.module), ...Object.values(entry.slots ?? {}).map((slot) => slot.module)];
}

/** The port and package folder of each app (apps.json). */
export const APPS = apps.apps as Record<RemoteName | 'host', { package: string; port: number }>;
