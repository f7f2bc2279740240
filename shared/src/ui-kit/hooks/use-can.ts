import { can, mayChange, useAuthStore, type Permission } from '@mediawatch/shared';

/**
 * Whether the signed-in user holds `permission` (the permissions table the
 * API enforces too); the menu hides, the API refuses, the page disables.
 */
export function useCan(permission: Permission): boolean {
  const role = useAuthStore((state) => state.user?.role);
  return can(role, permission);
}

/**
 * A test of whether the signed-in user may rewrite or delete an item created
 * by `ownerId` under `permission` (`mayChange` of the permissions table, which
 * the API enforces too): hide or disable what answers false.
 */
export function useMayChange(): (ownerId: string | null | undefined, permission: Permission) => boolean {
  const user = useAuthStore((state) => state.user);
  return (ownerId, permission) => mayChange(user, ownerId, permission);
}
