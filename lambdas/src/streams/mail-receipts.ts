/**
 * E-mailing each paid booking's receipt to its rider (issue 23, docs/money.md), from the table's
 * stream: every way a booking is paid (cash or wallet at the drop, the wallet later, the card
 * callback) writes the PAID image that reaches this consumer, and the settlement never waits on
 * the mail. Only a change that turns a booking PAID sends one: a booking written already PAID (the
 * demo's history, a restore) or a later write of a PAID booking (a rating) is no payment. The
 * receipt-mail mark makes it once per booking: a redelivered record or a retried settlement finds
 * the mark and sends nothing.
 * A rider without an e-mail address gets none. Partial batch responses: a failed send releases
 * its mark and the stream retries from that record.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { receiptMailOf, receiptOf, type Booking, type Settings } from '@wayfare/shared';
import type { EmailSender } from '../ports/email-sender';
import type { LanguageRepository } from '../ports/language-repository';
import type { ReceiptMails } from '../ports/receipt-mails';
import type { SettingsRepository } from '../ports/settings-repository';
import type { StreamImages } from '../ports/stream-images';
import type { UserRepository } from '../ports/user-repository';

export interface ReceiptMailDeps {
  images: StreamImages;
  users: UserRepository;
  settings: SettingsRepository;
  languages: LanguageRepository;
  mails: ReceiptMails;
  email: EmailSender;
  now: () => number;
  onFailure: (record: DynamoDBRecord, error: unknown) => void;
}

/** The booking this record turned PAID, else null. */
function paidBookingOf(images: StreamImages, record: DynamoDBRecord): Booking | null {
  if (record.eventName !== 'MODIFY') return null;
  const booking = images.booking(record.dynamodb?.NewImage);
  const before = images.booking(record.dynamodb?.OldImage);
  return booking?.status === 'PAID' && before?.status !== 'PAID' ? booking : null;
}

/**
 * Reads the settings only for a receipt to send: a booking whose receipt went out already (the
 * demo's history, seeded before the settings that mark a finished seed) needs none.
 */
async function mailReceipt(
  deps: ReceiptMailDeps,
  booking: Booking,
  settingsOnce: () => Promise<Settings>,
): Promise<void> {
  const rider = await deps.users.getById(booking.customer);
  const to = rider?.email;
  if (!to) return;
  if (!(await deps.mails.claim(booking.id, new Date(deps.now())))) return;
  try {
    const settings = await settingsOnce();
    const language =
      (rider.lang ? await deps.languages.get(rider.lang.langLocale) : null) ??
      (await deps.languages.getDefault());
    const mail = receiptMailOf(receiptOf(booking, { decimal: settings.decimal }), {
      ...(language ? { texts: language.keyValuePairs } : {}),
      dateLocale: language?.dateLocale ?? 'en-US',
      timeZone: settings.timezone,
      currency: settings,
      distanceUnit: settings.convert_to_mile ? 'mile' : 'km',
    });
    await deps.email.sendEmail({ to, ...mail });
  } catch (error) {
    await deps.mails.release(booking.id);
    throw error;
  }
}

export function mailReceipts(deps: ReceiptMailDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    let settings: Promise<Settings> | undefined;
    const settingsOnce = () =>
      (settings ??= deps.settings.get().then((found) => {
        if (!found) throw new Error('No settings: the receipt cannot be priced for display');
        return found;
      }));
    for (const record of event.Records) {
      try {
        const booking = paidBookingOf(deps.images, record);
        if (!booking) continue;
        await mailReceipt(deps, booking, settingsOnce);
      } catch (error) {
        deps.onFailure(record, error);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
