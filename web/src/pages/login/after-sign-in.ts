import { landingRouteFor, type UserType } from '@wayfare/shared';

/** Where a `next` path may send each user type after sign-in: only into its own app (never off-site). */
const NEXT_ALLOWED: Partial<Record<UserType, RegExp>> = {
  rider: /^\/(ride(\/[\w/-]*)?|drive\/register)$/,
  driver: /^\/drive(\/[\w/-]*)?$/,
};

/** The page after sign-in: the `next` the visitor came from when it suits the user type, else its landing route. */
export function afterSignIn(usertype: UserType, next: string | null): string {
  if (next && NEXT_ALLOWED[usertype]?.test(next)) return next;
  return landingRouteFor(usertype);
}
