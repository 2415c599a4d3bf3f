/**
 * The authorization matrix: every query, mutation and subscription of the schema, called on one
 * twin as each of `matrixCallers`, against the table in `infra/graphql/authorization.ts`. Any
 * unexpected allow or refusal fails, and so does an operation without a row. Subscriptions are
 * checked at the realtime subscribe handshake (`start_ack` or an error), and frame by frame: a
 * frame reaches only those who may see the booking when it is sent.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { authorization, matrixCallers, type MatrixCaller } from '@wayfare/infra/graphql/authorization';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import type { Twin } from '@wayfare/infra/local/twin';
import { twinConfig } from '@wayfare/infra/local/twin-config';
import { DynamoUserRepository } from '@wayfare/lambdas/src/adapters/dynamodb/user.repository';
import { signInWithCode } from '../support/cognito-sign-in';
import { recordFrames } from '../support/realtime-frames';
import { subscribeHandshake } from '../support/realtime-handshake';
import { sampleVariables, schemaOperations, type SchemaOperation } from '../support/schema-operations';
import { startTestTwin } from '../support/twin';

type Variables = Record<string, unknown>;
type Answer = { status: number; errors?: { errorType?: string; message: string }[] };
type Verdict = 'allowed' | 'refused' | 'inconclusive';

const PICKUP = { lat: 40.758, lng: -73.9855, add: 'Times Square' };
const DROP = { lat: 40.7484, lng: -73.9857, add: 'Empire State Building' };
/** Where the fixture trip's rider moves its drop to (the trip's own drop is refused). */
const CHANGED_DROP = { lat: 40.7812, lng: -73.9665, add: 'Central Park' };
/** Keys the argument rules answer with (`parse-args.ts`, `*.args.ts`): such a refusal says nothing about authorization. */
const ARGUMENT_KEYS = new Set([
  'text_too_long',
  'invalid_characters',
  'number_out_of_range',
  'invalid_input',
  'required_field',
]);

const operations = schemaOperations();

describe('authorization matrix', () => {
  let twin: Twin;
  const headers = {} as Record<MatrixCaller, Record<string, string>>;
  const uid = {} as Record<MatrixCaller, string>;
  const profile = {} as Record<MatrixCaller, Variables>;
  /** The booking: the rider's, accepted by the driver of the fleet admin's fleet. */
  let booking: string;
  let unassigned: string, cancellable: string, safetyEvent: string;
  /** Offers to the driver and a second trip it accepted (to give up), made when their row runs. */
  let offerToAccept: Promise<string> | undefined,
    offerToDecline: Promise<string> | undefined,
    toGiveUp: Promise<string> | undefined;
  let cancelReasons: string[];
  let contacts = 0;
  const freshMobile = () => `+1212555${String(2000 + (contacts += 1)).padStart(4, '0')}`;
  const freshEmail = () => `matrix-${(contacts += 1)}@wayfare.example`;

  const post = async (caller: MatrixCaller, query: string, variables: Variables = {}) => {
    const response = await fetch(twin.outputs.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers[caller] },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as object) } as Answer & {
      data?: Record<string, Record<string, unknown>>;
    };
  };
  const call = async (caller: MatrixCaller, query: string, variables: Variables = {}) => {
    const answer = await post(caller, query, variables);
    if (answer.errors)
      throw new Error(`${caller}: ${answer.errors[0]?.errorType}: ${answer.errors[0]?.message}`);
    return answer.data!;
  };
  const quoteFor = async (caller: MatrixCaller) =>
    (
      await call(caller, 'query Q($input: EstimateInput!) { estimateFare(input: $input) { quoteId } }', {
        input: { pickup: PICKUP, drop: DROP, carType: 'economy' },
      })
    ).estimateFare!.quoteId as string;
  const book = async (caller: MatrixCaller = 'rider', tripdate?: number) =>
    (
      await call(caller, 'mutation B($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
        input: { quoteId: await quoteFor(caller), payment_mode: 'cash', ...(tripdate ? { tripdate } : {}) },
      })
    ).createBooking!.id as string;
  /**
   * A trip booked for later (no dispatch round runs, so nothing expires it however long the matrix
   * takes) that the admin offers to the driver.
   */
  const offerToDriver = async () => {
    const id = await book('otherRider', Date.now() + 2 * 3_600_000);
    await call('admin', `mutation { assignDriver(bookingId: "${id}", driverUid: "${uid.driver}") { id } }`);
    return id;
  };
  const acceptedByDriver = async () => {
    const id = await offerToDriver();
    await call('driver', `mutation { acceptTask(bookingId: "${id}") { status } }`);
    return id;
  };
  const addDriver = async (by: MatrixCaller, mobile = freshMobile()) =>
    (
      await call(by, 'mutation A($input: NewUserInput!) { addUser(input: $input) { uid } }', {
        input: {
          usertype: 'driver',
          firstName: 'Matrix',
          lastName: 'Driver',
          mobile,
          email: freshEmail(),
          carType: 'Economy',
        },
      })
    ).addUser!.uid as string;

  /** Arguments beyond the schema's samples: the fixtures an operation needs to reach its check. */
  const variablesOf: Record<string, (caller: MatrixCaller) => Variables | Promise<Variables>> = {
    'Query.language': () => ({ id: 'en' }),
    'Query.users': () => ({ usertype: 'driver' }),
    'Query.user': () => ({ uid: uid.driver }),
    'Query.searchPlaces': () => ({ text: 'Times' }),
    'Query.placeAddress': () => ({ lat: PICKUP.lat, lng: PICKUP.lng }),
    'Query.estimateFare': () => ({ input: { pickup: PICKUP, drop: DROP, carType: 'economy' } }),
    'Query.booking': () => ({ id: booking }),
    'Query.bookingReceipt': () => ({ bookingId: booking }),
    'Query.tracking': () => ({ bookingId: booking }),
    'Query.lastTracking': () => ({ bookingId: booking }),
    'Query.chatMessages': () => ({ bookingId: booking }),
    'Query.driversForAssignment': () => ({ bookingId: unassigned }),
    'Mutation.updateSettings': () => ({ input: demoSettings }),
    'Mutation.addLanguage': () => ({
      input: { langName: 'Français', langLocale: 'fr', dateLocale: 'fr-FR' },
    }),
    'Mutation.updateLanguage': () => ({ id: 'es', input: { langName: 'Español' } }),
    'Mutation.makeDefaultLanguage': () => ({ id: 'en' }),
    'Mutation.updateProfile': (caller) => (profile[caller] ? { input: profile[caller] } : {}),
    'Mutation.requestContactCode': () => ({ input: { kind: 'email', value: freshEmail() } }),
    'Mutation.confirmContactChange': () => ({ input: { kind: 'email', code: '000000' } }),
    'Mutation.createUploadUrl': () => ({
      kind: 'PROFILE_IMAGE',
      contentType: 'image/png',
      contentLength: 100,
    }),
    'Mutation.setLicenceImage': () => ({ uid: uid.driver, key: 'no-such-upload' }),
    'Mutation.addUser': () => ({
      input: {
        usertype: 'driver',
        firstName: 'Added',
        lastName: 'Driver',
        mobile: freshMobile(),
        email: freshEmail(),
        carType: 'Economy',
      },
    }),
    'Mutation.editUser': () => ({ uid: uid.driver, input: { vehicleMake: 'Honda' } }),
    'Mutation.deleteUser': async () => ({ uid: await addDriver('fleetadmin') }),
    'Mutation.setDriverApproval': () => ({ uid: uid.driver, approved: true }),
    'Mutation.registerDriver': () => ({
      input: {
        firstName: 'Would',
        lastName: 'Drive',
        carType: 'economy',
        vehicleNumber: 'NYC-1',
        vehicleMake: 'Kia',
        vehicleModel: 'Niro',
        licenceImageKey: 'no-such-upload',
      },
    }),
    'Mutation.createBooking': async (caller) => ({
      input: {
        quoteId: caller === 'rider' || caller === 'otherRider' ? await quoteFor(caller) : 'no-such-quote',
        payment_mode: 'cash',
      },
    }),
    'Mutation.acceptTask': async () => ({ bookingId: await (offerToAccept ??= offerToDriver()) }),
    'Mutation.declineTask': async () => ({ bookingId: await (offerToDecline ??= offerToDriver()) }),
    'Mutation.cancelBooking': () => ({ bookingId: cancellable, reason: 'Changed plans' }),
    'Mutation.assignDriver': () => ({ bookingId: unassigned, driverUid: uid.otherDriver }),
    'Mutation.updateTripStatus': () => ({ bookingId: booking, status: 'ARRIVED' }),
    'Mutation.setTripImage': () => ({ bookingId: booking, which: 'pickup_image', key: 'no-such-upload' }),
    'Mutation.payNow': () => ({ bookingId: booking, provider: 'test' }),
    'Mutation.payFromWallet': () => ({ bookingId: booking }),
    'Mutation.tipDriver': () => ({ bookingId: booking, amount: 1 }),
    'Mutation.topUpByCard': () => ({ amount: 5, provider: 'test' }),
    // The rider's own top-up: the other rider, and everyone else, must be refused it.
    'Query.cardTopUp': async () => {
      const started = await call(
        'rider',
        'mutation { topUpByCard(amount: 5, provider: "test") { topUp { id } } }',
      );
      return { id: (started.topUpByCard!.topUp as { id: string }).id };
    },
    'Mutation.rateTrip': () => ({ bookingId: booking, rating: 5 }),
    'Mutation.rateRider': () => ({ bookingId: booking, rating: 5 }),
    'Mutation.cancelTrip': async () => ({
      bookingId: await (toGiveUp ??= acceptedByDriver()),
      reason: 'driver_reason_rider_asked',
    }),
    'Mutation.reportNoShow': () => ({ bookingId: booking }),
    'Mutation.quoteDropChange': () => ({ bookingId: booking, drop: CHANGED_DROP }),
    // The rider's quote for every caller: only the rider who asked for it may take it.
    'Mutation.acceptDropChange': async () => ({ quoteId: await riderDropQuote() }),
    'Mutation.shareTrip': () => ({ bookingId: booking }),
    'Mutation.stopSharingTrip': () => ({ bookingId: booking }),
    'Mutation.raiseSos': () => ({ bookingId: booking }),
    'Query.safetyEvents': () => ({ limit: 1 }),
    'Mutation.acknowledgeSafetyEvent': () => ({ id: safetyEvent }),
    'Mutation.updateDriverLocation': () => ({ lat: PICKUP.lat, lng: PICKUP.lng }),
    'Mutation.sendChatMessage': () => ({ bookingId: booking, message: 'Hello' }),
    'Mutation.addToWallet': () => ({ uid: uid.rider, amount: 1 }),
    'Mutation.debitWallet': () => ({ uid: uid.rider, amount: 0.01, reason: 'Matrix check' }),
    'Mutation.refundToWallet': () => ({
      uid: uid.rider,
      amount: 0.01,
      reason: 'Matrix check',
      refersTo: 'debit#no-such-entry',
    }),
    'Mutation.reverseTopUp': () => ({
      uid: uid.rider,
      entryId: 'topup#no-such-entry',
      reason: 'Matrix check',
    }),
    'Mutation.addPromo': () => ({
      input: { promo_name: 'MATRIX', promo_discount_type: 'flat', promo_discount_value: 1 },
    }),
    'Mutation.updatePromo': () => ({
      input: { promo_name: 'MATRIX', promo_discount_type: 'flat', promo_discount_value: 1 },
    }),
    'Mutation.addCarType': () => ({ input: carType }),
    'Mutation.updateCarType': () => ({ input: carType }),
    'Mutation.updateCancelReasons': () => ({ labels: cancelReasons }),
    'Subscription.onTaskOffered': () => ({ driver: uid.driver }),
    'Subscription.onBookingChanged': () => ({ id: booking }),
    'Subscription.onTracking': () => ({ bookingId: booking }),
    'Subscription.onChatMessage': () => ({ bookingId: booking }),
    'Subscription.onWalletChanged': () => ({ uid: uid.rider }),
    'Subscription.onNotificationReceived': () => ({ uid: uid.rider }),
  };
  const carType = {
    name: 'Matrix',
    rate_per_unit_distance: 1,
    rate_per_hour: 1,
    base_fare: 1,
    min_fare: 1,
    convenience_fees: 1,
    convenience_fee_type: 'flat',
  };

  beforeAll(async () => {
    twin = await startTestTwin();
    const signIn = async (caller: MatrixCaller, contact: string) => {
      const { accessToken } = await signInWithCode(twin.outputs, contact);
      headers[caller] = { authorization: accessToken };
    };
    const { demoAccounts } = twin.outputs;
    headers.anonymous = {};
    headers.apiKey = { 'x-api-key': twin.outputs.apiKey };
    await Promise.all([
      signIn('rider', demoAccounts.rider),
      signIn('otherRider', '+12125550103'),
      // Farid drives in the demo fleet admin's fleet; Dana drives for no fleet.
      signIn('driver', '+12125550105'),
      signIn('otherDriver', demoAccounts.driver),
      signIn('fleetadmin', demoAccounts.fleetadmin),
      signIn('admin', demoAccounts.admin),
    ]);
    const otherFleetMobile = freshMobile();
    await call('admin', 'mutation A($input: NewUserInput!) { addUser(input: $input) { uid } }', {
      input: {
        usertype: 'fleetadmin',
        firstName: 'Other',
        lastName: 'Fleet',
        email: freshEmail(),
        mobile: otherFleetMobile,
      },
    });
    await signIn('otherFleetadmin', otherFleetMobile);
    // An unapproved driver with a token still valid: approved to sign in, then unapproved behind
    // the token's back (the admin's unapproval would also end its sessions).
    const unapprovedMobile = freshMobile();
    const unapprovedUid = await addDriver('admin', unapprovedMobile);
    await call('admin', `mutation { setDriverApproval(uid: "${unapprovedUid}", approved: true) { uid } }`);
    await signIn('unapprovedDriver', unapprovedMobile);
    const client = localClient(process.env.DYNAMODB_ENDPOINT!);
    try {
      const users = new DynamoUserRepository(DynamoDBDocumentClient.from(client), twinConfig.tableName);
      await users.update(unapprovedUid, { approved: false });
    } finally {
      client.destroy();
    }

    for (const caller of matrixCallers.filter((c) => headers[c]?.authorization)) {
      const { me } = await call(caller, '{ me { uid firstName lastName email mobile } }');
      const { uid: own, ...names } = me as { uid: string } & Variables;
      uid[caller] = own;
      // A profile save needs an e-mail address: the drivers signed up by mobile get one.
      profile[caller] = { ...names, email: names.email ?? freshEmail() };
    }

    await call('driver', 'mutation { setDriverActive(active: true) { uid } }');
    await call('driver', `mutation { updateDriverLocation(lat: 40.7575, lng: -73.986) { at } }`);
    // Offered to the driver while it is idle; it accepts the booking and is on a trip.
    booking = await book();
    await call('driver', `mutation { acceptTask(bookingId: "${booking}") { status } }`);
    [unassigned, cancellable] = [await book(), await book()];
    safetyEvent = (
      (await call('rider', `mutation { raiseSos(bookingId: "${booking}") { id } }`)).raiseSos as {
        id: string;
      }
    ).id;
    cancelReasons = (
      (await call('admin', '{ cancelReasons { label } }')).cancelReasons as unknown as {
        label: string;
      }[]
    ).map((reason) => reason.label);
  }, 240_000);
  afterAll(() => twin?.close());

  /** A fresh drop-change quote of the fixture trip by its rider (each is priced on the trip as it is). */
  const riderDropQuote = async () => {
    const quoted = await call(
      'rider',
      'mutation Q($id: ID!, $drop: PlaceInput!) { quoteDropChange(bookingId: $id, drop: $drop) { quoteId } }',
      { id: booking, drop: CHANGED_DROP },
    );
    return (quoted.quoteDropChange as unknown as { quoteId: string }).quoteId;
  };

  /** What an answer says about authorization (a domain answer past the check is an allow). */
  const verdictOf = (operation: string, errorType: string | undefined, message: string): Verdict => {
    if (errorType === 'UnauthorizedException' || errorType === 'Unauthorized' || errorType === 'FORBIDDEN')
      return 'refused';
    if (`${errorType}: ${message}` === authorization[operation]?.othersRefusedAs) return 'refused';
    // A request error (no errorType) or an argument rule answered before any authorization.
    if (!errorType || (errorType === 'VALIDATION' && ARGUMENT_KEYS.has(message))) return 'inconclusive';
    if (errorType === 'INTERNAL' || errorType.startsWith('Lambda:')) return 'inconclusive';
    return 'allowed';
  };

  const attempt = async (operation: SchemaOperation, caller: MatrixCaller) => {
    const variables = { ...sampleVariables(operation), ...(await variablesOf[operation.name]?.(caller)) };
    if (operation.type === 'Subscription') {
      const handshake = await subscribeHandshake(
        twin.outputs,
        headers[caller],
        operation.document,
        variables,
      );
      if (handshake.acknowledged) return { verdict: 'allowed' as Verdict, detail: 'start_ack' };
      const { errorType, message } = handshake;
      return { verdict: verdictOf(operation.name, errorType, message), detail: `${errorType}: ${message}` };
    }
    const answer = await post(caller, operation.document, variables);
    if (answer.status === 401) return { verdict: 'refused' as Verdict, detail: '401' };
    const error = answer.errors?.[0];
    if (!error) return { verdict: 'allowed' as Verdict, detail: 'data' };
    return {
      verdict: verdictOf(operation.name, error.errorType, error.message),
      detail: `${error.errorType ?? 'request error'}: ${error.message}`,
    };
  };

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: exactly the callers of its row get past authorization',
    async (name, operation) => {
      const rule = authorization[name];
      if (!rule) {
        throw new Error(
          `${name} has no row in infra/graphql/authorization.ts: add one, e.g. '${name}': only('admin'),`,
        );
      }
      const allowed = (caller: MatrixCaller) => rule.allow.includes(caller);
      // Refused callers first, so an owner-scoped target still exists when they are refused.
      const order = [...matrixCallers.filter((c) => !allowed(c)), ...matrixCallers.filter(allowed)];
      const unexpected: string[] = [];
      for (const caller of order) {
        const { verdict, detail } = await attempt(operation, caller);
        const expected = allowed(caller) ? 'allowed' : 'refused';
        const hint = verdict === 'inconclusive' ? '; give it valid variables in variablesOf' : '';
        if (verdict !== expected)
          unexpected.push(`${caller}: expected ${expected}, got ${verdict} (${detail})${hint}`);
      }
      expect(unexpected).toEqual([]);
    },
  );

  it('delivers each live frame of a booking only to those who may see it when it is sent', async () => {
    // Two idle drivers at the pickup are both offered a new booking; the second one accepts it.
    const idleDriver = async () => {
      const mobile = freshMobile();
      const driverUid = await addDriver('admin', mobile);
      await call('admin', `mutation { setDriverApproval(uid: "${driverUid}", approved: true) { uid } }`);
      const { accessToken } = await signInWithCode(twin.outputs, mobile);
      const auth = { authorization: accessToken };
      const as = async (query: string) => {
        const answer = await fetch(twin.outputs.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ query }),
        });
        const body = (await answer.json()) as { errors?: { message: string }[] };
        if (body.errors) throw new Error(body.errors[0]!.message);
      };
      await as('mutation { setDriverActive(active: true) { uid } }');
      await as(`mutation { updateDriverLocation(lat: ${PICKUP.lat}, lng: ${PICKUP.lng}) { at } }`);
      return { uid: driverUid, auth, as };
    };
    const [loser, winner] = [await idleDriver(), await idleDriver()];
    const trip = await book();
    const offered = (await call('admin', `{ booking(id: "${trip}") { requestedDrivers } }`)).booking!
      .requestedDrivers as string[];
    expect(offered).toEqual(expect.arrayContaining([loser.uid, winner.uid]));

    const FEED =
      'subscription S($id: ID!) { onBookingChanged(id: $id) { id status driver customer_contact driver_contact } }';
    const TRACK =
      'subscription T($bookingId: ID!) { onTracking(bookingId: $bookingId) { bookingId lat lng } }';
    const CHAT = 'subscription C($bookingId: ID!) { onChatMessage(bookingId: $bookingId) { message } }';
    const SETTINGS = 'subscription { onSettingsUpdated { appName } }';
    const [loserFrames, winnerFrames, riderFrames, adminFrames] = await Promise.all(
      [loser.auth, winner.auth, headers.rider, headers.admin].map((auth) => recordFrames(twin.outputs, auth)),
    );
    try {
      // While it is offered to it, the loser may follow the booking.
      await loserFrames.start('feed', FEED, { id: trip });
      await loserFrames.start('track', TRACK, { bookingId: trip });
      await loserFrames.start('settings', SETTINGS, {});
      await winnerFrames.start('feed', FEED, { id: trip });
      await riderFrames.start('feed', FEED, { id: trip });
      await riderFrames.start('chat', CHAT, { bookingId: trip });
      await adminFrames.start('feed', FEED, { id: trip });

      await winner.as(`mutation { acceptTask(bookingId: "${trip}") { status } }`);
      await winner.as('mutation { updateDriverLocation(lat: 40.757, lng: -73.985) { at } }');
      await winner.as(`mutation { sendChatMessage(bookingId: "${trip}", message: "On my way") { id } }`);
      const accepted = (frame: Record<string, unknown>) =>
        (frame.onBookingChanged as { status?: string } | null)?.status === 'ACCEPTED';
      await Promise.all([
        winnerFrames.waitFor('feed', accepted),
        riderFrames.waitFor('feed', accepted),
        adminFrames.waitFor('feed', accepted),
        riderFrames.waitFor(
          'chat',
          (frame) => (frame.onChatMessage as { message: string }).message === 'On my way',
        ),
      ]);
      // A frame every connection gets, sent after all of the above: the loser's socket has by now
      // received whatever it was going to receive of the booking.
      await call(
        'admin',
        'mutation S($input: SettingsInput!) { updateSettings(input: $input) { appName } }',
        {
          input: demoSettings,
        },
      );
      await loserFrames.waitFor('settings', () => true);
      expect(loserFrames.frames('feed')).toEqual([]);
      expect(loserFrames.frames('track')).toEqual([]);
    } finally {
      for (const recorder of [loserFrames, winnerFrames, riderFrames, adminFrames]) recorder.close();
    }
  }, 120_000);

  it('has no row for an operation the schema does not define', () => {
    const names = new Set(operations.map((operation) => operation.name));
    expect(Object.keys(authorization).filter((name) => !names.has(name))).toEqual([]);
  });
});
