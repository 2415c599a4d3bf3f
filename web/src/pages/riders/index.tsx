import { UsersPage } from '../../back-office/users/users-page';
import { RIDERS_TABLE } from './riders-table.config';

/** Riders (product.md §2): admin only. */
export default function RidersPage() {
  return <UsersPage {...RIDERS_TABLE} />;
}
