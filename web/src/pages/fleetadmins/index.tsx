import { UsersPage } from '../../back-office/users/users-page';
import { FLEET_ADMINS_TABLE } from './fleetadmins-table.config';

/** Fleet admins (product.md §2): admin only. */
export default function FleetAdminsPage() {
  return <UsersPage {...FLEET_ADMINS_TABLE} />;
}
