/**
 * The pool's users. The username is the key; a verified e-mail (any case) or phone number signs in
 * as an alias. Alias values are unique across users, so an alias always names one account.
 */
import { CognitoError, userNotFound } from './cognito-error';
import type { StoredUser } from './user-attributes';

const ALIASES = [
  {
    attribute: 'email',
    verified: 'email_verified',
    label: 'email',
    normalise: (value: string) => value.toLowerCase(),
  },
  {
    attribute: 'phone_number',
    verified: 'phone_number_verified',
    label: 'phone number',
    normalise: (value: string) => value,
  },
] as const;

export class UserDirectory {
  private readonly users = new Map<string, StoredUser>();

  constructor(
    users: readonly StoredUser[],
    private readonly options: { clock: () => number; onChange: () => void },
  ) {
    for (const user of users) this.users.set(user.username, user);
  }

  list(): StoredUser[] {
    return [...this.users.values()];
  }

  /** By username, verified e-mail or verified phone number, as Cognito resolves USERNAME. */
  find(signInName: string): StoredUser | undefined {
    const byUsername = this.users.get(signInName);
    if (byUsername) return byUsername;
    for (const alias of ALIASES) {
      const wanted = alias.normalise(signInName);
      const user = this.list().find(
        (candidate) =>
          candidate.attributes[alias.verified] === 'true' &&
          alias.normalise(candidate.attributes[alias.attribute] ?? '') === wanted,
      );
      if (user) return user;
    }
    return undefined;
  }

  get(signInName: string): StoredUser {
    const user = this.find(signInName);
    if (!user) throw userNotFound();
    return user;
  }

  add(user: StoredUser): void {
    if (this.users.has(user.username))
      throw new CognitoError('UsernameExistsException', 'User already exists');
    this.checkAliasesFree(user.username, user.attributes);
    this.users.set(user.username, user);
    this.options.onChange();
  }

  /** Applies a change to a user; `changedAttributes` are checked for alias clashes first. */
  update(
    user: StoredUser,
    change: (user: StoredUser) => void,
    changedAttributes: Record<string, string> = {},
  ): void {
    this.checkAliasesFree(user.username, changedAttributes);
    change(user);
    user.modifiedAt = this.options.clock();
    this.options.onChange();
  }

  remove(user: StoredUser): void {
    this.users.delete(user.username);
    this.options.onChange();
  }

  private checkAliasesFree(username: string, attributes: Record<string, string>): void {
    for (const alias of ALIASES) {
      const value = attributes[alias.attribute];
      if (!value) continue;
      const taken = this.list().some(
        (other) =>
          other.username !== username &&
          alias.normalise(other.attributes[alias.attribute] ?? '') === alias.normalise(value),
      );
      if (taken)
        throw new CognitoError(
          'AliasExistsException',
          `An account with the given ${alias.label} already exists.`,
        );
    }
  }
}
