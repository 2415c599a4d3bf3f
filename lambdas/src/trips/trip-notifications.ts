/** Push messages to a booking's parties, in each recipient's language (SPEC §7), kept in their inboxes. */
import { translate, type NotifyEffect, type User } from '@wayfare/shared';
import { keepInInbox } from '../notifications/inbox';
import type { TripsDeps } from './trips-deps';

/** The recipient's stored language, else the default language; translate() falls back to English. */
async function textsFor(deps: Pick<TripsDeps, 'languages'>, user: User) {
  const own = user.lang ? await deps.languages.get(user.lang.langLocale) : null;
  return (own ?? (await deps.languages.getDefault()))?.keyValuePairs;
}

/**
 * Keeps each notify effect in its recipient's inbox (as message keys: the app shows them in the
 * reader's language), then sends it to the recipient's current push token (the profile's, which
 * may be newer than the one copied onto the booking). A failed push is logged: the change is saved
 * and the in-app update (onBookingChanged) still reaches the party.
 */
export async function sendNotifications(deps: TripsDeps, effects: readonly NotifyEffect[]): Promise<void> {
  const { push } = deps;
  await Promise.all(
    effects.map(async (effect) => {
      await keepInInbox(deps, {
        uid: effect.uid,
        id: deps.newId(),
        at: deps.now(),
        title: effect.title,
        body: effect.body,
        messageKeys: true,
        ...(effect.params ? { bookingId: effect.params.bookingId } : {}),
      });
      if (!push) return;
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
