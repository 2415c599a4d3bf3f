/** Creates a user through the PreSignUp trigger, for SignUp and AdminCreateUser alike. */
import { randomUUID } from 'node:crypto';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import type { AttributeInput } from './request-params';
import { eventHeader, runTrigger } from './triggers';
import { checkUsername, parseAttributes, type StoredUser } from './user-attributes';
import type { UserPool } from './user-pool';

export interface Registration {
  username: string;
  attributes: readonly AttributeInput[];
  triggerSource: PreSignUpTriggerEvent['triggerSource'];
  clientId: string;
  clientMetadata?: Record<string, string>;
  validationData?: Record<string, string>;
}

export async function registerUser(pool: UserPool, registration: Registration): Promise<StoredUser> {
  checkUsername(registration.username);
  const attributes = parseAttributes(registration.attributes);
  // Cast: TypeScript cannot narrow a union-typed triggerSource into the union of event types.
  const { response } = await runTrigger('PreSignUp', pool.triggers.preSignUp, {
    ...eventHeader(pool, registration.triggerSource, registration.username, registration.clientId),
    request: {
      userAttributes: { ...attributes },
      validationData: registration.validationData,
      clientMetadata: registration.clientMetadata,
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent);

  if (response.autoVerifyEmail && attributes.email) attributes.email_verified = 'true';
  if (response.autoVerifyPhone && attributes.phone_number) attributes.phone_number_verified = 'true';
  const now = pool.clock();
  const user: StoredUser = {
    username: registration.username,
    sub: randomUUID(),
    attributes,
    groups: [],
    enabled: true,
    // Admin-created users start as Cognito starts them; autoConfirmUser applies to self sign-up only.
    status:
      registration.triggerSource === 'PreSignUp_AdminCreateUser'
        ? 'FORCE_CHANGE_PASSWORD'
        : response.autoConfirmUser
          ? 'CONFIRMED'
          : 'UNCONFIRMED',
    createdAt: now,
    modifiedAt: now,
  };
  pool.users.add(user);
  return user;
}
