/**
 * Driver sign-up on the twin (product.md §7 user_signup): a new rider uploads a licence and registers as a
 * driver; it becomes an unapproved driver in the driver group, its sessions end, and sign-in is
 * refused with 'require approval'. Other roles and bad input are refused with nothing written.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Twin } from '@wayfare/infra/local/twin';
import { graphql, signInWithCode, signUpWithCode, twinCognitoClient } from '../../support/cognito-sign-in';
import { startTestTwin } from '../../support/twin';

type Session = { accessToken: string };
type Row = Record<string, unknown>;

const USER = `uid firstName lastName usertype approved driverActiveStatus carType vehicleNumber vehicleMake vehicleModel vehicleColor licenseImage`;
const ME = `{ me { ${USER} } }`;
const UPLOAD = `mutation Upload($contentLength: Int!) {
  createUploadUrl(kind: LICENCE_IMAGE, contentType: "image/png", contentLength: $contentLength) { url key headers } }`;
const REGISTER = `mutation Register($input: DriverRegistrationInput!) { registerDriver(input: $input) { ${USER} } }`;
const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('registerDriver on the twin', () => {
  let twin: Twin;
  const call = <T = Row>(session: Session, query: string, variables = {}) =>
    graphql<T>(twin.outputs, session, query, variables);

  beforeAll(async () => {
    twin = await startTestTwin();
  }, 180_000);
  afterAll(() => twin?.close());

  const newRider = (contact: string): Promise<Session> => signUpWithCode(twin.outputs, contact);

  const uploadLicence = async (session: Session): Promise<string> => {
    const result = await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(
      session,
      UPLOAD,
      { contentLength: IMAGE.length },
    );
    expect(result.errors).toBeUndefined();
    const target = result.data!.createUploadUrl;
    const put = await fetch(target.url, {
      method: 'PUT',
      headers: JSON.parse(target.headers) as Record<string, string>,
      body: new Uint8Array(IMAGE),
    });
    expect(put.ok).toBe(true);
    return target.key;
  };

  const input = (licenceImageKey: string, changes: Row = {}) => ({
    firstName: 'Dana',
    lastName: 'Díaz',
    carType: 'economy',
    vehicleNumber: 'NY 4821',
    vehicleMake: 'Toyota',
    vehicleModel: 'Prius',
    vehicleColor: 'White',
    licenceImageKey,
    ...changes,
  });

  it('turns a signed-in rider into an unapproved driver in the driver group and signs it out', async () => {
    const contact = '+15557780001';
    const rider = await newRider(contact);
    const key = await uploadLicence(rider);

    const result = await call<{ registerDriver: Row }>(rider, REGISTER, { input: input(key) });
    expect(result.errors).toBeUndefined();
    expect(result.data!.registerDriver).toMatchObject({
      firstName: 'Dana',
      lastName: 'Díaz',
      usertype: 'driver',
      approved: false,
      driverActiveStatus: false,
      carType: 'Economy', // by name, as bookings carry it, so dispatch finds the driver
      vehicleNumber: 'NY 4821',
      vehicleMake: 'Toyota',
      vehicleModel: 'Prius',
      vehicleColor: 'White',
    });
    expect(result.data!.registerDriver.licenseImage).toMatch(/^http/);

    // Signed out everywhere, and the next sign-in is refused until a manager approves.
    expect((await call(rider, ME)).status).toBe(401);
    const cognito = twinCognitoClient(twin.outputs, twin.credentials);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: twin.outputs.userPoolClientId,
          AuthParameters: { USERNAME: contact },
        }),
      ),
    ).rejects.toThrow(/require approval/);
    cognito.destroy();

    // Once approved, the driver signs in with a token in the driver group only.
    const admin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.admin);
    const uid = String(result.data!.registerDriver.uid);
    const approve = await call(
      admin,
      `mutation { setDriverApproval(uid: "${uid}", approved: true) { uid } }`,
    );
    expect(approve.errors).toBeUndefined();
    const drivers = await call<{ users: { items: Row[] } }>(
      admin,
      `{ users(usertype: driver, search: "dana") { items { uid } } }`,
    );
    expect(drivers.data!.users.items).toContainEqual({ uid });
    const driver = await signInWithCode(twin.outputs, contact);
    const claims = JSON.parse(Buffer.from(driver.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['driver']);
    expect((await call<{ me: Row }>(driver, ME)).data!.me).toMatchObject({
      usertype: 'driver',
      approved: true,
    });
  });

  it('refuses an unknown car type, a missing licence and bad text, and writes nothing', async () => {
    const rider = await newRider('+15557780002');
    const key = await uploadLicence(rider);
    const errorOf = async (variables: Row) => (await call(rider, REGISTER, { input: variables })).errors?.[0];

    expect(await errorOf(input(key, { carType: 'rocket' }))).toMatchObject({
      errorType: 'VALIDATION',
      message: 'unknown_car_type',
    });
    expect(await errorOf(input('users/someone-else/licence/x.png'))).toMatchObject({
      errorType: 'VALIDATION',
      message: 'invalid_image',
    });
    expect(await errorOf(input(key, { vehicleNumber: 'x'.repeat(21) }))).toMatchObject({
      errorType: 'VALIDATION',
      message: 'text_too_long',
    });
    expect(await errorOf(input(key, { firstName: '<script>' }))).toMatchObject({
      errorType: 'VALIDATION',
      message: 'invalid_characters',
    });
    expect((await call<{ me: Row }>(rider, ME)).data!.me).toMatchObject({
      usertype: 'rider',
      approved: true,
    });
  });

  it('refuses drivers and managers: only a rider registers as a driver', async () => {
    for (const role of ['driver', 'admin'] as const) {
      const session = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
      const result = await call(session, REGISTER, { input: input('users/x/licence/y.png') });
      expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
    }
    const fleetadmin = await signInWithCode(twin.outputs, twin.outputs.demoAccounts.fleetadmin);
    expect(
      (await call(fleetadmin, REGISTER, { input: input('users/x/licence/y.png') })).errors?.[0],
    ).toMatchObject({ errorType: 'Unauthorized' });
  });
});
