import { UsersView } from '../../sections/users/users-view';

export default function UsersPage() {
  return <UsersView />;
}
