import { ROLES } from '../api/limits';
import type { Role } from '../api/schemas/auth';

// ----------------------------------------------------------------------
// Who may do what, written once. The API's guards
// (`app.requirePermission('manageSources')`), the client's `useCan(...)` and
// the navigation's `roles` all read this table; nothing else in the product
// compares a role with a literal. docs/product.md "Users" names the roles:
// admin (everything, users and sources), analyst (reads everything, edits
// topics, notes, tasks, e-journals, boards), viewer (read only).

const EVERYONE = ROLES;
const ANALYSTS = ['admin', 'analyst'] as const satisfies readonly Role[];
const ADMINS = ['admin'] as const satisfies readonly Role[];

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  /** Read every page and every list (every signed-in role). */
  read: EVERYONE,
  /** Add, edit, delete and import sources; add, edit and delete source groups. */
  manageSources: ADMINS,
  /** Fetch now, pause, resume, reset errors, test a feed. */
  runSourceActions: ANALYSTS,
  /** Add, edit and delete topics (saved queries and their alert policies). */
  manageTopics: ANALYSTS,
  /** Add, edit and delete podcasts and upload their media. */
  managePodcasts: ANALYSTS,
  /** Add, edit, move and delete tasks. */
  manageTasks: ANALYSTS,
  /** List the accounts and change their roles. */
  manageUsers: ADMINS,
  /** Add, edit and delete the alert webhooks and see their deliveries. */
  manageWebhooks: ADMINS,
  /** Set the weights of the Media Scale Index's formula. */
  tuneMediaScaleIndex: ADMINS,
  /** Run scheduled jobs now, enable or disable them, edit their cron and time zone. */
  manageScheduler: ADMINS,
  /** Add, edit, confirm and dismiss historical events. */
  manageHistoricalEvents: ANALYSTS,
  /** Write notes (each edits their own), share them and flag them as editorial considerations. */
  manageNotes: ANALYSTS,
  /** Add ThinkBoard boards and edit their own and the team's shared ones. */
  manageBoards: ANALYSTS,
  /** Curate e-journal issues (create, edit the drafts, publish, start a new edition) and read the drafts. */
  manageEjournals: ANALYSTS,
  /** Upload academic PDFs, correct their metadata and topics, delete them. */
  managePdfs: ANALYSTS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles that hold `permission`. */
export function rolesFor(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

/** Whether `role` holds `permission`; nobody (no role) holds nothing. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
