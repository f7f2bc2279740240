import type { ReactNode } from 'react';
import { useAuthStore, type Role } from '@mediawatch/shared';

import { ForbiddenView } from '../../pages/error/forbidden-page';

/**
 * Shows its children only to these roles, and the 403 view to everyone else
 * (the URL stays, so the person sees which page they may not open). The API
 * refuses the same calls on its side whatever the browser shows.
 */
export function RoleGuard({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const role = useAuthStore((state) => state.user?.role);
  if (!role || !roles.includes(role)) return <ForbiddenView />;
  return <>{children}</>;
}
