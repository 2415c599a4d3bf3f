/**
 * ListUsers' Filter: `attribute = "value"` (exact) or `attribute ^= "value"` (prefix), on the
 * attributes Cognito allows. E-mail compares without case, as sign-in by e-mail does.
 */
import { invalidParameter } from './cognito-error';
import type { StoredUser } from './user-attributes';

export type UserPredicate = (user: StoredUser) => boolean;

const SEARCHABLE: Record<string, (user: StoredUser) => string | undefined> = {
  username: (user) => user.username,
  sub: (user) => user.sub,
  'cognito:user_status': (user) => user.status,
  status: (user) => (user.enabled ? 'Enabled' : 'Disabled'),
  ...Object.fromEntries(
    ['email', 'phone_number', 'name', 'given_name', 'family_name', 'preferred_username'].map((name) => [
      name,
      (user: StoredUser) => user.attributes[name],
    ]),
  ),
};

const FILTER = /^\s*([\w:]+)\s*(\^?=)\s*"((?:[^"\\]|\\.)*)"\s*$/;

export function parseUserFilter(filter: string | undefined): UserPredicate {
  if (!filter?.trim()) return () => true;
  const match = FILTER.exec(filter);
  if (!match) throw invalidParameter('Error while parsing filter.');
  const [, attribute, operator, quoted] = match;
  const read = SEARCHABLE[attribute];
  if (!read) throw invalidParameter(`Invalid search attribute: ${attribute}`);
  const normalise = attribute === 'email' ? (value: string) => value.toLowerCase() : (value: string) => value;
  const wanted = normalise(quoted.replace(/\\(.)/g, '$1'));
  return (user) => {
    const value = read(user);
    if (value === undefined) return false;
    return operator === '=' ? normalise(value) === wanted : normalise(value).startsWith(wanted);
  };
}
