import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Booking, Language, User } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import { someSettings } from '@wayfare/shared/src/testing/settings.fixture';
import { toBookingItem } from '../adapters/dynamodb/booking.mapper';
import { dynamoStreamImages } from '../adapters/dynamodb/stream-images';
import type { LanguageRepository } from '../ports/language-repository';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';
import { mailReceipts, type ReceiptMailDeps } from './mail-receipts';

const paid = aBooking({
  status: 'PAID',
  payment_mode: 'wallet',
  customer_paid: 22.5,
  convenience_fees: 2.5,
  discount_amount: 2.5,
  fare_lines: [{ kind: 'distance', amount: 22.5 }],
  promo_applied: true,
  promo_details: { promo_name: 'WELCOME10', promo_discount_type: 'flat', promo_discount_value: 2.5 },
  requestedDrivers: undefined,
});
const image = (booking: Booking) =>
  marshall({ ...toBookingItem(booking, 2), __edb_e__: 'booking', __edb_v__: '1' }) as never;
/** The stream record of a write that turned `before` into `booking` (no `before`: an insert). */
const record = (
  booking: Booking,
  sequence = '1',
  before: Booking | null = { ...booking, status: 'REACHED' },
) =>
  ({
    eventName: before ? 'MODIFY' : 'INSERT',
    dynamodb: {
      NewImage: image(booking),
      ...(before && { OldImage: image(before) }),
      SequenceNumber: sequence,
    },
  }) as DynamoDBRecord;
const spanish: Language = {
  langLocale: 'es',
  langName: 'Español',
  dateLocale: 'es-ES',
  default: false,
  keyValuePairs: { receipt_mail_subject: 'Tu recibo del viaje {{reference}}', receipt_total: 'Total pagado' },
} as unknown as Language;

function depsWith(rider: Partial<User> | null, send: ReceiptMailDeps['email']['sendEmail']) {
  const claimed = new Set<string>();
  const deps: ReceiptMailDeps = {
    images: dynamoStreamImages,
    users: {
      getById: async () => (rider ? ({ uid: 'r1', ...rider } as User) : null),
    } as unknown as UserRepository,
    settings: {
      get: async () => someSettings({ timezone: 'Europe/Madrid' }),
    } as unknown as SettingsRepository,
    languages: {
      get: async (id: string) => (id === 'es' ? spanish : null),
      getDefault: async () => null,
    } as unknown as LanguageRepository,
    mails: {
      claim: async (bookingId) => !claimed.has(bookingId) && Boolean(claimed.add(bookingId)),
      release: async (bookingId) => void claimed.delete(bookingId),
    },
    email: { sendEmail: send },
    now: () => Date.UTC(2024, 2, 10, 10),
    onFailure: () => {},
  };
  return deps;
}

describe('receipt e-mails from the table stream', () => {
  it("sends a paid booking's receipt once, in the rider's language", async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const handle = mailReceipts(
      depsWith({ email: 'rita@example.com', lang: { langLocale: 'es' } as User['lang'] }, async (m) => {
        sent.push(m);
      }),
    );
    await handle({
      Records: [record(paid), record(paid, '2'), record({ ...paid, status: 'COMPLETE' }, '3')],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'rita@example.com', subject: 'Tu recibo del viaje QWERTY' });
    expect(sent[0]?.text).toContain('Total pagado: £22.50');
    expect(sent[0]?.text).toContain('(WELCOME10): -£2.50');
  });

  it('sends nothing for a booking written already paid, or a paid booking written again (a tip)', async () => {
    const send = jest.fn();
    const handle = mailReceipts(depsWith({ email: 'rita@example.com' }, send));
    await handle({ Records: [record(paid, '1', null), record({ ...paid, customer_paid: 25.5 }, '2', paid)] });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing, and fails nothing, for a rider without an e-mail address', async () => {
    const send = jest.fn();
    const answer = await mailReceipts(depsWith({}, send))({ Records: [record(paid)] });
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it('needs no settings for a receipt that went out already, and releases the mark of one it could not price yet', async () => {
    const send = jest.fn();
    const deps = depsWith({ email: 'rita@example.com' }, send);
    await deps.mails.claim(paid.id, new Date(deps.now()));
    const unsettled = { ...deps, settings: { get: async () => null } as unknown as SettingsRepository };
    expect(await mailReceipts(unsettled)({ Records: [record(paid, '4')] })).toEqual({
      batchItemFailures: [],
    });

    const other = { ...paid, id: 'b-2' };
    expect(await mailReceipts(unsettled)({ Records: [record(other, '5')] })).toEqual({
      batchItemFailures: [{ itemIdentifier: '5' }],
    });
    // Released: once the settings are there, the retried record sends it.
    await mailReceipts(deps)({ Records: [record(other, '5')] });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('releases its mark when the send fails, so the retried record sends it', async () => {
    let fail = true;
    const sent: string[] = [];
    const handle = mailReceipts(
      depsWith({ email: 'rita@example.com' }, async (m) => {
        if (fail) throw new Error('SES throttled');
        sent.push(m.subject);
      }),
    );
    expect(await handle({ Records: [record(paid, '7')] })).toEqual({
      batchItemFailures: [{ itemIdentifier: '7' }],
    });
    fail = false;
    await handle({ Records: [record(paid, '7')] });
    expect(sent).toEqual(['Your receipt for trip QWERTY']);
  });
});
