import { PERSON_FIELDS } from '../../back-office/users/user-form';
import type { UsersPageConfig } from '../../back-office/users/users-page';

/** The one table that lists admins; the others never do (product.md §6). */
export const ADMINS_TABLE: UsersPageConfig = {
  usertype: 'admin',
  titleKey: 'nav.alladmin',
  columnIds: ['createdAt', 'firstName', 'lastName', 'email', 'mobile', 'approved'],
  formFields: PERSON_FIELDS,
};
