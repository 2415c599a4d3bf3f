/**
 * Receipts on the twin (issue 23, docs/money.md): a paid trip's receipt for its rider and admins,
 * refused to another rider, a driver and before payment; and the receipt e-mailed to the rider
 * once, in the outbox, however often the paid booking reaches the stream.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode } from '../../support/cognito-sign-in';
import { pollUntil } from '../../support/poll';
import { startTestTwin } from '../../support/twin';

type Auth = { accessToken: string };
interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  body: string;
}
interface Receipt {
  reference: string;
  lines: { kind: string; amount: number }[];
  promoCode: string | null;
  total: number;
  paymentMode: string;
  driverName: string | null;
  distance: number | null;
}

const TIMES_SQUARE = {
  lat: 40.758,
  lng: -73.9855,
  add: 'Times Square, Broadway & 7th Ave, New York, NY 10036',
};
const CENTRAL_PARK_NORTH = { lat: 40.7968, lng: -73.958, add: 'Central Park North, New York, NY 10026' };
const RIDER_EMAIL = 'riley@wayfare.example';
const RECEIPT = `query R($id: ID!) { bookingReceipt(bookingId: $id) {
  reference lines { kind amount } promoCode total paymentMode driverName distance } }`;

describe('receipts on the twin', () => {
  let twin: Twin;
  let rider: Auth;
  let otherRider: Auth;
  let driver: Auth;
  let admin: Auth;

  const call = async <T>(auth: Auth, query: string, variables = {}) => {
    const answer = await graphql<T>(twin.outputs, auth, query, variables);
    if (answer.errors) throw new Error(`${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data as T;
  };
  const refusal = async (auth: Auth, query: string, variables = {}) => {
    const error = (await graphql(twin.outputs, auth, query, variables)).errors?.[0];
    return error
      ? `${error.errorType}${error.errorType === 'Unauthorized' ? '' : `: ${error.message}`}`
      : 'allowed';
  };
  const receiptMails = async (reference: string) =>
    ((await (await fetch(twin.outputs.outboxUrl)).json()) as OutboxMessage[]).filter(
      (m) => m.channel === 'email' && m.to === RIDER_EMAIL && m.subject?.includes(reference),
    );
  const book = async (promo?: string) => {
    const { estimateFare } = await call<{ estimateFare: { quoteId: string; discount: number } }>(
      rider,
      `query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId discount } }`,
      {
        input: {
          pickup: TIMES_SQUARE,
          drop: CENTRAL_PARK_NORTH,
          carType: 'economy',
          ...(promo ? { promo } : {}),
        },
      },
    );
    const { createBooking } = await call<{ createBooking: { id: string; reference: string; otp: string } }>(
      rider,
      `mutation B($input: CreateBookingInput!) { createBooking(input: $input) { id reference otp } }`,
      { input: { quoteId: estimateFare.quoteId, payment_mode: 'cash' } },
    );
    return { ...createBooking, discount: estimateFare.discount };
  };
  const step = (id: string, status: string, otp?: string) =>
    call(
      driver,
      `mutation S($id: ID!, $status: BookingStatus!, $otp: String) {
      updateTripStatus(bookingId: $id, status: $status, otp: $otp) { id } }`,
      { id, status, otp },
    );

  beforeAll(async () => {
    twin = await startTestTwin();
    const { demoAccounts } = twin.outputs;
    [rider, otherRider, driver, admin] = await Promise.all([
      signInWithCode(twin.outputs, demoAccounts.rider),
      signInWithCode(twin.outputs, '+12125550103'),
      signInWithCode(twin.outputs, demoAccounts.driver),
      signInWithCode(twin.outputs, demoAccounts.admin),
    ]);
    await call(driver, 'mutation { setDriverActive(active: true) { uid } }');
    await call(driver, `mutation { updateDriverLocation(lat: 40.7585, lng: -73.9853) { bookingId } }`);
  }, 180_000);
  afterAll(() => twin?.close());

  it('gives a paid cash trip a receipt with the priced lines, and e-mails it to the rider once', async () => {
    const trip = await book('WELCOME10');
    expect(trip.discount).toBeGreaterThan(0);
    // Not paid yet: no receipt, for anyone.
    expect(await refusal(rider, RECEIPT, { id: trip.id })).toBe('CONFLICT: receipt_not_ready');

    await call(driver, `mutation A($id: ID!) { acceptTask(bookingId: $id) { id } }`, { id: trip.id });
    await step(trip.id, 'ARRIVED');
    await step(trip.id, 'STARTED', trip.otp);
    await step(trip.id, 'REACHED');

    const { bookingReceipt: receipt } = await call<{ bookingReceipt: Receipt }>(rider, RECEIPT, {
      id: trip.id,
    });
    expect(receipt).toMatchObject({
      reference: trip.reference,
      promoCode: 'WELCOME10',
      paymentMode: 'cash',
      driverName: expect.any(String),
    });
    const kinds = receipt.lines.map((line) => line.kind);
    expect(kinds).toEqual(expect.arrayContaining(['distance', 'convenience', 'discount']));
    expect(receipt.lines.find((line) => line.kind === 'discount')?.amount).toBe(-trip.discount);
    // The lines add up to what was paid (in cents, as the server rounds to settings.decimal).
    const cents = receipt.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(cents).toBe(Math.round(receipt.total * 100));

    // Admins read any receipt; another rider and a driver may not.
    expect((await call<{ bookingReceipt: Receipt }>(admin, RECEIPT, { id: trip.id })).bookingReceipt).toEqual(
      receipt,
    );
    expect(await refusal(otherRider, RECEIPT, { id: trip.id })).toBe('FORBIDDEN: not_permitted');
    expect(await refusal(driver, RECEIPT, { id: trip.id })).toBe('Unauthorized');

    // The e-mail, from the stream, with the same lines and total.
    const [mail] = await pollUntil(
      () => receiptMails(trip.reference),
      (mails) => mails.length > 0,
      { what: 'The receipt e-mail' },
    );
    expect(mail?.body).toContain('WELCOME10');
    expect(mail?.body).toContain(`Total paid: $${receipt.total.toFixed(2)}`);
    expect(mail?.body).toContain('Paid by: Cash');

    // The paid booking reaching the stream again (a redelivery, a later write while PAID) sends nothing.
    expect(await redeliver(trip.id)).toEqual({ batchItemFailures: [] });
    await call(driver, `mutation R($id: ID!) { rateRider(bookingId: $id, rating: 5) { id } }`, {
      id: trip.id,
    });
    expect(await redeliver(trip.id)).toEqual({ batchItemFailures: [] });
    expect(await receiptMails(trip.reference)).toHaveLength(1);
  }, 120_000);

  /** Hands the booking's current stored image to the receipts consumer, as a stream redelivery would. */
  async function redeliver(bookingId: string) {
    // Loaded after the twin has set the environment, as the twin's own handlers are.
    const { documentClient } = await import('@wayfare/lambdas/src/deps');
    const { bookingEntity } = await import('@wayfare/lambdas/src/adapters/dynamodb/booking.entity');
    const { handler } = await import('@wayfare/lambdas/src/streams/receipts.stream');
    const { env } = await import('@wayfare/lambdas/src/config/env');
    const raw = await bookingEntity(documentClient(), env.tableName)
      .get({ id: bookingId })
      .go({ data: 'raw' });
    const item = (raw.data as unknown as { Item: Record<string, unknown> }).Item;
    const event = {
      Records: [{ eventName: 'MODIFY', dynamodb: { SequenceNumber: '1', NewImage: marshall(item) } }],
    } as unknown as DynamoDBStreamEvent;
    return handler(event);
  }
});
