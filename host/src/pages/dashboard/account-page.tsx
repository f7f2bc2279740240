import { AccountView } from '../../sections/account/account-view';

export default function AccountPage() {
  return <AccountView />;
}
