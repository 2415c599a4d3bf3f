import { UsersPage } from '../../back-office/users/users-page';
import { ADMINS_TABLE } from './alladmin-table.config';

/** Admins (product.md §2): admin only. */
export default function AdminsPage() {
  return <UsersPage {...ADMINS_TABLE} />;
}
