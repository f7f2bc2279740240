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
import { paths, type Role } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The navigation of spec section 1, as plain typed data.

export interface NavItem {
  /** A translation key of the `shell` namespace (nav.*). */
  title: string;
  path: string;
  /** Shown only to these roles (spec section 5); everyone when absent. */
  roles?: Role[];
  /** Shown beside the title, and alone (with a tooltip) in the mini layout. */
  icon?: ComponentType<SvgIconProps>;
  children?: NavItem[];
}

export interface NavGroup {
  subheader?: string;
  items: NavItem[];
}

/** User administration: a host page, and the menu's role-gated entry (spec section 5). */
export const USERS_PATH = `${paths.dashboard.root}/users`;
export const USER_ADMIN_ROLES: Role[] = ['admin'];

export const navData: NavGroup[] = [
  {
    subheader: 'nav.overview',
    items: [
      { title: 'nav.dailyReport', path: paths.dashboard.reports, icon: ArticleIcon },
      {
        title: 'nav.explore',
        icon: ExploreIcon,
        path: paths.dashboard.relatedArticles,
        children: [
          { title: 'nav.explore', path: paths.dashboard.relatedArticles },
          { title: 'nav.ejournal', path: paths.dashboard.ejournal },
          { title: 'nav.historicalEvents', path: paths.dashboard.historicalEvents },
        ],
      },
      {
        title: 'nav.worker',
        icon: EngineeringIcon,
        path: paths.dashboard.worker,
        children: [
          { title: 'nav.worker', path: paths.dashboard.worker },
          { title: 'nav.pipeline', path: paths.dashboard.pipeline },
          { title: 'nav.tension', path: paths.dashboard.tension },
          { title: 'nav.monitor', path: paths.dashboard.monitor },
          { title: 'nav.realTimeEvents', path: paths.dashboard.realTimeEvents },
        ],
      },
      { title: 'nav.scheduler', path: paths.dashboard.scheduler, icon: EventNoteIcon },
      { title: 'nav.academicPdfs', path: paths.dashboard.pdfArticle, icon: PictureAsPdfIcon },
      { title: 'nav.mediaScaleIndex', path: paths.dashboard.mediaScaleIndex, icon: InsightsIcon },
    ],
  },
  {
    subheader: 'nav.management',
    items: [
      {
        title: 'nav.resources',
        icon: Inventory2Icon,
        path: paths.dashboard.group.sources,
        children: [
          { title: 'nav.sources', path: paths.dashboard.group.sources },
          { title: 'nav.groups', path: paths.dashboard.group.sourceGroups },
          { title: 'nav.topics', path: paths.dashboard.group.topics },
          { title: 'nav.podcasts', path: paths.dashboard.group.podcasts },
        ],
      },
      {
        title: 'nav.dataWarehouse',
        icon: WarehouseIcon,
        path: paths.dashboard.group.warehouse,
        children: [
          { title: 'nav.productionArticles', path: paths.dashboard.group.warehouse },
          { title: 'nav.search', path: paths.dashboard.search },
        ],
      },
      { title: 'nav.tasks', path: paths.dashboard.tasks, icon: TaskAltIcon },
      { title: 'nav.notes', path: paths.dashboard.notes, icon: StickyNote2Icon },
      { title: 'nav.thinkboard', path: paths.dashboard.thinkboard, icon: LightbulbIcon },
      { title: 'nav.users', path: USERS_PATH, icon: GroupIcon, roles: USER_ADMIN_ROLES },
    ],
  },
];

/** The footer links of spec section 2 (titles are translation keys). */
export const footerLinks = [
  { title: 'footer.schedule', path: paths.dashboard.scheduler },
  { title: 'footer.exploreNews', path: paths.dashboard.relatedArticles },
  { title: 'footer.search', path: paths.dashboard.search },
  { title: 'footer.historicalEvents', path: paths.dashboard.historicalEvents },
  { title: 'footer.ejournal', path: paths.dashboard.ejournal },
] as const;
