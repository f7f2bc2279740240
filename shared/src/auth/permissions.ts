import { ROLES } from '../api/limits';
import type { Role } from '../api/schemas/auth';

// ----------------------------------------------------------------------
// Who may do what, written once. The API's guards
// (`app.requirePermission('manageSources')`), the client's `useCan(...)` and
// the navigation's `roles` all read this table; nothing else in the product
// compares a role with a literal. docs/product.md "Users" names the roles:
// admin (everything, users and sources), analyst (reads everything, creates
// topics, notes, tasks, e-journals, boards, events; changes or deletes what
// others created only where it is shared team work, never deletes
// another's), viewer (read only).
//
// Ownership is written here too: a permission says what a role may do to its
// own work; `changeOthersWork` says who may also rewrite or delete what
// someone else created, and `mayChange(user, ownerId, permission)` combines
// the two for the API's handlers and the client's controls alike
// (docs/decisions/0042-accounts-and-ownership.md lists, per domain, which
// edits of another's work are team work and stay open to every holder).

const EVERYONE = ROLES;
const ANALYSTS = ['admin', 'analyst'] as const satisfies readonly Role[];
const ADMINS = ['admin'] as const satisfies readonly Role[];

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  /** Read every page and every list (every signed-in role). */
  read: EVERYONE,
  /** Add, edit, delete and import sources; add, edit and delete source groups. */
  manageSources: ADMINS,
  /** Fetch now, reset errors, test a feed (pausing and resuming is `manageSources`). */
  runSourceActions: ANALYSTS,
  /** Add, edit and delete topics (saved queries and their alert policies). */
  manageTopics: ANALYSTS,
  /** Add, edit and delete podcasts and upload their media. */
  managePodcasts: ANALYSTS,
  /** Add, edit, move and delete tasks. */
  manageTasks: ANALYSTS,
  /** List the accounts, change their roles, disable them, invite new ones. */
  manageUsers: ADMINS,
  /**
   * Rewrite or delete what another user created (or what nobody owns any
   * more): topics, historical events, PDFs, podcasts, tasks, e-journal
   * drafts. Without it a holder of the domain's permission changes only their
   * own, plus the edits that are team work.
   */
  changeOthersWork: ADMINS,
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

/**
 * The permissions a personal API token may carry, as its scopes: reading,
 * and the editing an integration does. Never `manageUsers` nor anything of
 * an admin's settings, and no scope reaches the token routes themselves
 * (docs/decisions/0055-api-tokens.md).
 */
export const TOKEN_SCOPES = [
  'read',
  'manageTopics',
  'manageTasks',
  'manageNotes',
  'manageHistoricalEvents',
  'runSourceActions',
  'manageSources',
] as const satisfies readonly Permission[];

export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Whether `permission` is one an API token may carry. */
export function isTokenScope(permission: string): permission is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(permission);
}

/** The roles that hold `permission`. */
export function rolesFor(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

/** Whether `role` holds `permission`; nobody (no role) holds nothing. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Who is asking, as far as ownership goes. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * Whether `actor` may rewrite or delete an item `ownerId` created, under
 * `permission`: its owner holding the permission, or a role that also holds
 * `changeOthersWork`. An item without an owner (its creator's account was
 * deleted, or the system made it) is nobody's: only `changeOthersWork` changes it.
 */
export function mayChange(actor: Actor | null | undefined, ownerId: string | null | undefined, permission: Permission): boolean {
  if (!actor || !can(actor.role, permission)) return false;
  return (!!ownerId && ownerId === actor.id) || can(actor.role, 'changeOthersWork');
}
