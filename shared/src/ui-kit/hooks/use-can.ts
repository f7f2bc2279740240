import { can, useAuthStore, type Permission } from '@mediawatch/shared';

/**
 * Whether the signed-in user holds `permission` (the permissions table the
 * API enforces too); the menu hides, the API refuses, the page disables.
 */
export function useCan(permission: Permission): boolean {
  const role = useAuthStore((state) => state.user?.role);
  return can(role, permission);
}
