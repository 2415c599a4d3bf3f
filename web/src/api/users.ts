import { graphql } from './generated';
import { answered, runOperation } from './graphql-client';
import type { User, UserType } from './types';

graphql(`
  fragment UserFields on User {
    uid
    createdAt
    firstName
    lastName
    email
    mobile
    usertype
    approved
    walletBalance
    referralId
    regType
    profile_image
    lang {
      langLocale
      dateLocale
    }
    licenseImage
    signupViaReferral
    driverActiveStatus
    queue
    fleetadmin
    fleetadminName
    carType
    vehicleNumber
    vehicleMake
    vehicleModel
    vehicleColor
    other_info
    bankName
    bankCode
    bankAccount
    averageRating
    ratingCount
  }
`);

const LIST_USERS = graphql(`
  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {
    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {
      items {
        ...UserFields
      }
      nextToken
    }
  }
`);
const ADD_USER = graphql(`
  mutation AddUser($input: NewUserInput!) {
    addUser(input: $input) {
      ...UserFields
    }
  }
`);
const EDIT_USER = graphql(`
  mutation EditUser($uid: ID!, $input: UserEditInput!) {
    editUser(uid: $uid, input: $input) {
      ...UserFields
    }
  }
`);
const SET_LICENCE_IMAGE = graphql(`
  mutation SetLicenceImage($uid: ID!, $key: String!) {
    setLicenceImage(uid: $uid, key: $key) {
      ...UserFields
    }
  }
`);

export interface UserPage {
  items: User[];
  nextToken: string | null;
}

export interface UserQuery {
  usertype: UserType;
  /** Part of a name, e-mail or mobile; matched on the server. */
  search?: string;
  limit?: number;
  nextToken?: string | null;
}

/** Fields a back-office add may set; contacts only here (editable only on add, product.md §3). */
export interface NewUserInput {
  usertype: UserType;
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
  carType?: string;
  vehicleNumber?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleColor?: string;
  other_info?: string;
  bankName?: string;
  bankCode?: string;
  bankAccount?: string;
}

export type UserEditInput = Partial<Omit<NewUserInput, 'usertype' | 'email' | 'mobile'>> & {
  driverActiveStatus?: boolean;
};

/** One page of a user table, newest first; the server scopes a fleet admin to its own drivers. */
export async function listUsers({ usertype, search, limit, nextToken }: UserQuery): Promise<UserPage> {
  const data = await runOperation(LIST_USERS, {
    variables: { usertype, search: search || null, limit: limit ?? null, nextToken: nextToken ?? null },
    authMode: 'userPool',
  });
  return data.users;
}

export async function addUser(input: NewUserInput): Promise<User> {
  return answered((await runOperation(ADD_USER, { variables: { input }, authMode: 'userPool' })).addUser);
}

export async function editUser(uid: string, input: UserEditInput): Promise<User> {
  const data = await runOperation(EDIT_USER, {
    variables: { uid, input },
    authMode: 'userPool',
  });
  return answered(data.editUser);
}

/** Stores an uploaded licence image (the key from uploadImage) on a driver. */
export async function setLicenceImage(uid: string, key: string): Promise<User> {
  const data = await runOperation(SET_LICENCE_IMAGE, {
    variables: { uid, key },
    authMode: 'userPool',
  });
  return answered(data.setLicenceImage);
}
