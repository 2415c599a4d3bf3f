import { UsersPage } from '../../back-office/users/users-page';
import { RIDERS_TABLE } from './riders-table.config';

/** Riders (SPEC §2): admin only. */
export default function RidersPage() {
  return <UsersPage {...RIDERS_TABLE} />;
}
