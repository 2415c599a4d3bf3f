import { PERSON_FIELDS } from '../../back-office/users/user-form';
import type { UsersPageConfig } from '../../back-office/users/users-page';

export const FLEET_ADMINS_TABLE: UsersPageConfig = {
  usertype: 'fleetadmin',
  titleKey: 'nav.fleetadmins',
  columnIds: ['createdAt', 'firstName', 'lastName', 'email', 'mobile', 'approved'],
  formFields: PERSON_FIELDS,
};
