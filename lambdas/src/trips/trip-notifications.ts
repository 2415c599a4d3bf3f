/** Push messages to a booking's parties, in each recipient's language (SPEC §7). */
import { translate, type NotifyEffect, type User } from '@wayfare/shared';
import type { TripsDeps } from './trips-deps';

/** The recipient's stored language, else the default language; translate() falls back to English. */
async function textsFor(deps: Pick<TripsDeps, 'languages'>, user: User) {
  const own = user.lang ? await deps.languages.get(user.lang.langLocale) : null;
  return (own ?? (await deps.languages.getDefault()))?.keyValuePairs;
}

/**
 * Sends each notify effect to its recipient's current push token (the profile's, which may be
 * newer than the one copied onto the booking). A failed push is logged: the change is saved and
 * the in-app update (onBookingChanged) still reaches the party.
 */
export async function sendNotifications(deps: TripsDeps, effects: readonly NotifyEffect[]): Promise<void> {
  const { push } = deps;
  if (!push) return;
  await Promise.all(
    effects.map(async (effect) => {
      try {
        const recipient = await deps.users.getById(effect.uid);
        const token = recipient?.pushToken ?? effect.pushToken;
        if (!recipient || !token) return;
        const texts = await textsFor(deps, recipient);
        await push.send({
          token,
          title: translate(effect.title, { texts }),
          body: translate(effect.body, { texts }),
          screen: effect.screen,
          ...(effect.params ? { params: effect.params } : {}),
          ...(effect.channelId ? { channelId: effect.channelId } : {}),
        });
      } catch (error) {
        deps.warn('Push not sent', { uid: effect.uid, body: effect.body, error });
      }
    }),
  );
}
