import type { ReactNode } from 'react';
import type { Permission } from '@mediawatch/shared';
import { useCan } from '@mediawatch/shared/ui';

import { ForbiddenView } from '../../pages/error/forbidden-page';

/**
 * Shows its children only to roles that hold `permission` (the permissions
 * table), and the 403 view to everyone else (the URL stays, so the person sees
 * which page they may not open). The API refuses the same calls on its side
 * whatever the browser shows.
 */
export function RoleGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const allowed = useCan(permission);
  if (!allowed) return <ForbiddenView />;
  return <>{children}</>;
}
