import { PERSON_FIELDS } from '../../back-office/users/user-form';
import type { UsersPageConfig } from '../../back-office/users/users-page';

export const RIDERS_TABLE: UsersPageConfig = {
  usertype: 'rider',
  titleKey: 'nav.riders',
  columnIds: [
    'createdAt',
    'firstName',
    'lastName',
    'email',
    'mobile',
    'referralId',
    'walletBalance',
    'averageRating',
    'ratingCount',
  ],
  formFields: PERSON_FIELDS,
};
