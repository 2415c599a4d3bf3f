/** Accounts: the signed-in user's own profile. */
import { userRepository } from '../deps';
import { appsyncRouter, forbidden } from './appsync-router';
import { callerOf } from './caller';

export const handler = appsyncRouter({
  'Query.me': async (event) => {
    const caller = callerOf(event);
    if (!caller) throw forbidden();
    return userRepository().getById(caller.uid);
  },
});
