import { RoleGuard } from '../../auth/guard';
import { UsersView } from '../../sections/users/users-view';
import { USER_ADMIN_ROLES } from '../../layouts/nav-config-dashboard';

export default function UsersPage() {
  return (
    <RoleGuard roles={USER_ADMIN_ROLES}>
      <UsersView />
    </RoleGuard>
  );
}
