import { runOperation } from './graphql-client';
import type { User } from './types';

const GET_ME = `query Me { me {
  uid createdAt firstName lastName email mobile usertype approved walletBalance referralId regType
  profile_image lang { langLocale dateLocale } } }`;

/** The signed-in user's own profile; null when the account has no profile yet. */
export async function getMe(): Promise<User | null> {
  const data = await runOperation<{ me: User | null }>(GET_ME, { authMode: 'userPool' });
  return data.me;
}
