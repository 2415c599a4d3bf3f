/**
 * Push messages to users, in each recipient's language (product.md §7): trips, chat and wallet top-ups,
 * each also kept in the recipient's inbox (the apps' notifications screen).
 */
import {
  translate,
  type AssignmentNotice,
  type MessageKey,
  type PushScreen,
  type User,
} from '@wayfare/shared';
import type { Warn } from '../accounts/accounts-deps';
import type { Inbox } from '../ports/inbox';
import type { LanguageRepository } from '../ports/language-repository';
import type { PushSender } from '../ports/push-sender';
import type { UserRepository } from '../ports/user-repository';
import { keepInInbox } from './inbox';

export interface PushToUsersDeps {
  users: UserRepository;
  languages: LanguageRepository;
  /** Absent where no push platform is configured: nothing is sent. */
  push?: PushSender;
  inbox: Inbox;
  newId: () => string;
  now: () => number;
  warn: Warn;
}

/** One push for one user (a booking's NotifyEffect is one). */
export interface UserPush {
  uid: string;
  /** The token the caller knows (a booking's copy); the profile's current token wins. */
  pushToken?: string;
  title: MessageKey;
  body: MessageKey;
  screen: PushScreen;
  params?: Readonly<Record<string, string>>;
  channelId?: string;
}

/** The recipient's stored language, else the default language; translate() falls back to English. */
async function textsFor(deps: Pick<PushToUsersDeps, 'languages'>, user: User) {
  const own = user.lang ? await deps.languages.get(user.lang.langLocale) : null;
  return (own ?? (await deps.languages.getDefault()))?.keyValuePairs;
}

/** How one push went, in order of the pushes: what the back office shows of a notice's delivery. */
export type PushOutcome = Exclude<AssignmentNotice, 'pending'>;

/**
 * Keeps each push in its recipient's inbox (as message keys: the app shows them in the reader's
 * language), then sends it to the recipient's current push token (the profile's, which may be
 * newer than one copied onto a booking). A failed push is logged: the change that caused it is
 * already saved and its in-app update still reaches the user. Answers each push's outcome.
 */
export async function pushToUsers(
  deps: PushToUsersDeps,
  pushes: readonly UserPush[],
): Promise<PushOutcome[]> {
  const { push } = deps;
  return Promise.all(
    pushes.map(async (message) => {
      await keepInInbox(deps, {
        uid: message.uid,
        id: deps.newId(),
        at: deps.now(),
        title: message.title,
        body: message.body,
        messageKeys: true,
        ...(message.params?.bookingId ? { bookingId: message.params.bookingId } : {}),
      });
      if (!push) return 'off';
      try {
        const recipient = await deps.users.getById(message.uid);
        const token = recipient?.pushToken ?? message.pushToken;
        if (!recipient || !token) return 'no_device';
        const texts = await textsFor(deps, recipient);
        await push.send({
          token,
          title: translate(message.title, { texts }),
          body: translate(message.body, { texts }),
          screen: message.screen,
          ...(message.params ? { params: message.params } : {}),
          ...(message.channelId ? { channelId: message.channelId } : {}),
        });
        return 'sent';
      } catch (error) {
        deps.warn('Push not sent', { uid: message.uid, body: message.body, error });
        return 'failed';
      }
    }),
  );
}
