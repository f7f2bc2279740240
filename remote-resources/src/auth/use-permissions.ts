import { useAuthStore, type Role } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** What the signed-in user may change; the API enforces the same rules (api/README.md). */
export interface Permissions {
  /** Add, edit, delete and import sources; manage source groups. */
  manageSources: boolean;
  /** Fetch now, pause, resume, reset errors, test a feed. */
  runSourceActions: boolean;
  /** Add, edit and delete topics. */
  manageTopics: boolean;
}

export function permissionsFor(role: Role | undefined): Permissions {
  return {
    manageSources: role === 'admin',
    runSourceActions: role === 'admin' || role === 'analyst',
    manageTopics: role === 'admin' || role === 'analyst',
  };
}

export function usePermissions(): Permissions {
  const role = useAuthStore((state) => state.user?.role);
  return permissionsFor(role);
}
