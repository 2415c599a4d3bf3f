/** Cognito's standard attribute schema, and how a user's attributes appear in responses and id tokens. */
import { invalidParameter } from './cognito-error';
import type { AttributeInput } from './request-params';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';

export interface StoredUser {
  username: string;
  sub: string;
  /** Every attribute except `sub`, as strings the way Cognito stores them. */
  attributes: Record<string, string>;
  groups: string[];
  enabled: boolean;
  status: UserStatus;
  /** Epoch milliseconds. */
  createdAt: number;
  modifiedAt: number;
}

const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);
const VERIFIED_FLAGS = new Set(['email_verified', 'phone_number_verified']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const E164 = /^\+[1-9]\d{4,14}$/;

export const isEmailFormat = (value: string) => EMAIL.test(value);
export const isPhoneFormat = (value: string) => E164.test(value);

/** Checks names against the schema and values against Cognito's formats; returns them as a map. */
export function parseAttributes(inputs: readonly AttributeInput[]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { Name, Value } of inputs) {
    if (Name === 'sub') throw invalidParameter('Cannot modify the non-mutable attribute sub');
    if (!STANDARD_ATTRIBUTES.has(Name) && !Name.startsWith('custom:')) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
      );
    }
    if (Name === 'email' && !isEmailFormat(Value)) throw invalidParameter('Invalid email address format.');
    if (Name === 'phone_number' && !isPhoneFormat(Value))
      throw invalidParameter('Invalid phone number format.');
    if (VERIFIED_FLAGS.has(Name) && Value !== 'true' && Value !== 'false') {
      throw invalidParameter(`Attributes did not conform to the schema: ${Name} must be true or false.`);
    }
    attributes[Name] = Value;
  }
  return attributes;
}

/** Opaque ids only: e-mail and phone are aliases, so Cognito refuses usernames that look like them. */
export function checkUsername(username: string): void {
  if (isEmailFormat(username)) {
    throw invalidParameter(
      'Username cannot be of email format, since user pool is configured for email alias.',
    );
  }
  if (isPhoneFormat(username)) {
    throw invalidParameter(
      'Username cannot be of phone number format, since user pool is configured for phone number alias.',
    );
  }
  if (username.length > 128 || /\s/.test(username)) {
    throw invalidParameter('Username must be 1 to 128 characters without whitespace.');
  }
}

export function allAttributes(user: StoredUser): Record<string, string> {
  return { sub: user.sub, ...user.attributes };
}

export function toAttributeList(user: StoredUser, only?: readonly string[]) {
  return Object.entries(allAttributes(user))
    .filter(([name]) => !only || only.includes(name))
    .map(([Name, Value]) => ({ Name, Value }));
}

/** Id tokens carry the verified flags as booleans and every other attribute as its string. */
export function idTokenAttributeClaims(user: StoredUser): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(user.attributes).map(([name, value]) => [
      name,
      VERIFIED_FLAGS.has(name) ? value === 'true' : value,
    ]),
  );
}

/** The UserType shape of AdminCreateUser and ListUsers; dates are epoch seconds on the wire. */
export function toUserType(user: StoredUser, only?: readonly string[]) {
  return {
    Username: user.username,
    Attributes: toAttributeList(user, only),
    UserCreateDate: user.createdAt / 1000,
    UserLastModifiedDate: user.modifiedAt / 1000,
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}
