/**
 * The accounts API on the twin, for every role: profile, uploads, the user tables (list, add,
 * edit, approve, delete) and the demo lock. Each operation is tried by a role that may and by
 * one that may not, including another fleet's driver and another user's profile.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Twin } from '@wayfare/infra/local/twin';
import { demoSettings } from '@wayfare/infra/local/seed/demo-settings';
import { graphql, signInWithCode, signUpWithCode, twinCognitoClient } from '../../support/cognito-sign-in';
import { waitForCode } from '../../e2e/support/outbox';
import { startTestTwin } from '../../support/twin';

type Session = { accessToken: string };
type Row = Record<string, unknown> & { uid: string };
type Result<T> = Awaited<ReturnType<typeof graphql<T>>>;

const USER = `uid firstName lastName email mobile usertype approved fleetadmin fleetadminName driverActiveStatus queue referralId regType licenseImage profile_image walletBalance averageRating ratingCount`;
const ME = `{ me { ${USER} } }`;
const USERS = `query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {
  users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) { items { ${USER} } nextToken } }`;
const GET_USER = `query User($uid: ID!) { user(uid: $uid) { ${USER} } }`;
const ADD = `mutation Add($input: NewUserInput!) { addUser(input: $input) { ${USER} } }`;
const EDIT = `mutation Edit($uid: ID!, $input: UserEditInput!) { editUser(uid: $uid, input: $input) { ${USER} } }`;
const DELETE = `mutation Delete($uid: ID!) { deleteUser(uid: $uid) }`;
const APPROVE = `mutation Approve($uid: ID!, $approved: Boolean!) { setDriverApproval(uid: $uid, approved: $approved) { ${USER} } }`;
const PROFILE = `mutation Profile($input: ProfileInput!) { updateProfile(input: $input) { ${USER} lang { langLocale dateLocale } } }`;
const BANK = `mutation Bank($input: BankDetailsInput!) { updateBankDetails(input: $input) { uid bankName bankCode bankAccount } }`;
const UPLOAD = `mutation Upload($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {
  createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) { url key headers maxBytes expiresAt } }`;
const LICENCE = `mutation Licence($uid: ID!, $key: String!) { setLicenceImage(uid: $uid, key: $key) { ${USER} } }`;
const OFFLINE = `mutation { goOffline { uid driverActiveStatus } }`;
const SETTINGS = `mutation Update($input: SettingsInput!) { updateSettings(input: $input) { AllowCriticalEditsAdmin } }`;

const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100', 'hex');
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00', 'latin1');

describe('accounts API on the twin', () => {
  let twin: Twin;
  const as: Record<'admin' | 'fleetadmin' | 'driver' | 'rider', Session> = {} as never;
  const uid: Record<string, string> = {};

  const call = <T = Record<string, unknown>>(
    session: Session,
    query: string,
    variables = {},
  ): Promise<Result<T>> => graphql<T>(twin.outputs, session, query, variables);
  const errorOf = (result: Result<unknown>) =>
    result.errors?.[0] && { errorType: result.errors[0].errorType, message: result.errors[0].message };
  const refusedBySchema = (result: Result<unknown>) =>
    expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
  const forbidden = (result: Result<unknown>) =>
    expect(errorOf(result)).toEqual({ errorType: 'FORBIDDEN', message: 'not_permitted' });
  const list = async (session: Session, variables: Record<string, unknown>) => {
    const result = await call<{ users: { items: Row[]; nextToken: string | null } }>(
      session,
      USERS,
      variables,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.users;
  };
  const me = async (session: Session) => (await call<{ me: Row }>(session, ME)).data!.me;
  const put = async (target: { url: string; headers: string }, body: Buffer) =>
    fetch(target.url, {
      method: 'PUT',
      headers: JSON.parse(target.headers) as Record<string, string>,
      body: new Uint8Array(body),
    });

  beforeAll(async () => {
    twin = await startTestTwin();
    for (const role of ['admin', 'fleetadmin', 'driver', 'rider'] as const) {
      as[role] = await signInWithCode(twin.outputs, twin.outputs.demoAccounts[role]);
      uid[role] = (await me(as[role])).uid;
    }
    for (const row of (await list(as.admin, { usertype: 'driver', limit: 100 })).items)
      uid[String(row.firstName)] = row.uid;
    for (const row of (await list(as.admin, { usertype: 'rider', limit: 100 })).items)
      uid[String(row.firstName)] = row.uid;
  });
  afterAll(() => twin?.close());

  describe('user tables', () => {
    it('gives an admin riders and drivers newest first, and admins only on the admins page', async () => {
      const riders = await list(as.admin, { usertype: 'rider' });
      expect(riders.items.map((u) => u.firstName)).toEqual(['Omar', 'Rosa', 'Riley']);
      expect(riders.items.every((u) => u.usertype === 'rider')).toBe(true);
      // Each row carries its average from the other side of the trips, null until someone rates.
      for (const row of riders.items) {
        expect(row.ratingCount).toEqual(expect.any(Number));
        expect(row.averageRating === null).toBe(row.ratingCount === 0);
      }
      const admins = await list(as.admin, { usertype: 'admin' });
      expect(admins.items.map((u) => u.email)).toEqual(['admin@wayfare.example']);
    });

    it('pages on the server and searches part of a name or contact in any case', async () => {
      const first = await list(as.admin, { usertype: 'driver', limit: 2 });
      expect(first.items).toHaveLength(2);
      const second = await list(as.admin, { usertype: 'driver', limit: 2, nextToken: first.nextToken });
      expect(second.items.map((u) => u.uid)).not.toContain(first.items[0].uid);
      expect(
        (await list(as.admin, { usertype: 'driver', search: 'FIEL' })).items.map((u) => u.firstName),
      ).toEqual(['Fiona']);
      expect(
        (await list(as.admin, { usertype: 'rider', search: '550101' })).items.map((u) => u.firstName),
      ).toEqual(['Riley']);
    });

    it('gives a fleet admin only its own drivers, and no other table', async () => {
      const drivers = await list(as.fleetadmin, { usertype: 'driver' });
      expect(drivers.items.map((u) => u.firstName).sort()).toEqual(['Farid', 'Fiona']);
      expect(drivers.items.every((u) => u.fleetadmin === uid.fleetadmin)).toBe(true);
      expect(drivers.items.every((u) => u.fleetadminName === 'Felix Fleet')).toBe(true);
      expect(drivers.items.every((u) => typeof u.ratingCount === 'number')).toBe(true);
      forbidden(await call(as.fleetadmin, USERS, { usertype: 'rider' }));
      forbidden(await call(as.fleetadmin, USERS, { usertype: 'fleetadmin' }));
    });

    it('refuses the user tables to riders and drivers', async () => {
      refusedBySchema(await call(as.rider, USERS, { usertype: 'rider' }));
      refusedBySchema(await call(as.driver, USERS, { usertype: 'driver' }));
      refusedBySchema(await call(as.rider, GET_USER, { uid: uid.Rosa }));
    });

    it('shows one user to an admin, and to a fleet admin only its own driver', async () => {
      expect((await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.Rosa })).data?.user.firstName).toBe(
        'Rosa',
      );
      expect(
        (await call<{ user: Row }>(as.fleetadmin, GET_USER, { uid: uid.Farid })).data?.user.firstName,
      ).toBe('Farid');
      forbidden(await call(as.fleetadmin, GET_USER, { uid: uid.Dana }));
      forbidden(await call(as.fleetadmin, GET_USER, { uid: 'no-such-user' }));
      expect(errorOf(await call(as.admin, GET_USER, { uid: 'no-such-user' }))).toEqual({
        errorType: 'NOT_FOUND',
        message: 'not_found',
      });
    });
  });

  describe('adding users', () => {
    it('lets a fleet admin add a driver stamped with its fleet, who can sign in at once', async () => {
      const added = await call<{ addUser: Row }>(as.fleetadmin, ADD, {
        input: {
          usertype: 'driver',
          firstName: 'Nina',
          lastName: 'New',
          email: 'nina@wayfare.example',
          mobile: '+1 212 555 0180',
          carType: 'Economy',
        },
      });
      expect(added.errors).toBeUndefined();
      expect(added.data?.addUser).toMatchObject({
        fleetadmin: uid.fleetadmin,
        approved: true,
        driverActiveStatus: true,
        queue: false,
        mobile: '+12125550180',
        regType: 'admin',
        walletBalance: 0,
      });
      expect(added.data?.addUser.referralId).toMatch(/^[A-Z]{5}$/);
      expect((await list(as.fleetadmin, { usertype: 'driver' })).items[0].firstName).toBe('Nina');

      const nina = await signInWithCode(twin.outputs, '+12125550180');
      expect(await me(nina)).toMatchObject({ uid: added.data!.addUser.uid, usertype: 'driver' });
      const claims = JSON.parse(Buffer.from(nina.accessToken.split('.')[1], 'base64url').toString());
      expect(claims['cognito:groups']).toEqual(['driver']);
    });

    it("stores a driver's car type by name, and refuses none or one that is not a car type", async () => {
      const driver = (mobile: string, carType: string) => ({
        input: {
          usertype: 'driver',
          firstName: 'Cara',
          lastName: 'Carr',
          email: `cara${mobile.slice(-2)}@wayfare.example`,
          mobile,
          carType,
        },
      });
      const none = await call(as.fleetadmin, ADD, driver('+12125550172', ' '));
      expect(errorOf(none)).toEqual({ errorType: 'VALIDATION', message: 'car_type_required' });
      await expect(signInOf('+12125550172')).rejects.toMatchObject({ name: 'UserNotFoundException' });
      const unknown = await call(as.fleetadmin, ADD, driver('+12125550170', 'Rocket'));
      expect(errorOf(unknown)).toEqual({ errorType: 'VALIDATION', message: 'unknown_car_type' });
      await expect(signInOf('+12125550170')).rejects.toMatchObject({ name: 'UserNotFoundException' });

      const ADD_CAR = `mutation Add($input: NewUserInput!) { addUser(input: $input) { uid carType } }`;
      const EDIT_CAR = `mutation Edit($uid: ID!, $input: UserEditInput!) { editUser(uid: $uid, input: $input) { carType } }`;
      const added = await call<{ addUser: Row }>(as.fleetadmin, ADD_CAR, driver('+12125550171', 'comfort'));
      expect(added.data?.addUser.carType).toBe('Comfort');
      const cara = added.data!.addUser.uid;
      expect(
        errorOf(await call(as.fleetadmin, EDIT_CAR, { uid: cara, input: { carType: 'rocket' } })),
      ).toEqual({
        errorType: 'VALIDATION',
        message: 'unknown_car_type',
      });
      expect(errorOf(await call(as.fleetadmin, EDIT_CAR, { uid: cara, input: { carType: '' } }))).toEqual({
        errorType: 'VALIDATION',
        message: 'car_type_required',
      });
      const edited = await call<{ editUser: { carType: string } }>(as.fleetadmin, EDIT_CAR, {
        uid: cara,
        input: { carType: 'Economy' },
      });
      expect(edited.data?.editUser.carType).toBe('Economy');
    });

    it('refuses a fleet admin adding anyone but a driver', async () => {
      forbidden(
        await call(as.fleetadmin, ADD, {
          input: {
            usertype: 'rider',
            firstName: 'R',
            lastName: 'R',
            email: 'r1@wayfare.example',
            mobile: '+12125550181',
          },
        }),
      );
      forbidden(
        await call(as.fleetadmin, ADD, {
          input: {
            usertype: 'admin',
            firstName: 'A',
            lastName: 'A',
            email: 'a1@wayfare.example',
            mobile: '+12125550182',
          },
        }),
      );
    });

    it("answers 'user exists' for a taken e-mail or mobile, creating no sign-in", async () => {
      const taken = await call(as.admin, ADD, {
        input: {
          usertype: 'rider',
          firstName: 'Copy',
          lastName: 'Cat',
          email: 'RILEY@wayfare.example',
          mobile: '+12125550183',
        },
      });
      expect(errorOf(taken)).toEqual({ errorType: 'USER_EXISTS', message: 'user exists' });
      const mobileTaken = await call(as.admin, ADD, {
        input: {
          usertype: 'rider',
          firstName: 'Copy',
          lastName: 'Cat',
          email: 'copy@wayfare.example',
          mobile: '+12125550101',
        },
      });
      expect(errorOf(mobileTaken)).toEqual({ errorType: 'USER_EXISTS', message: 'user exists' });
      await expect(signInOf('+12125550183')).rejects.toMatchObject({ name: 'UserNotFoundException' });
    });

    it('checks the form: names, both contacts, e-mail pattern, mobile with country code', async () => {
      const base = {
        usertype: 'rider',
        firstName: 'Ok',
        lastName: 'Ok',
        email: 'ok@wayfare.example',
        mobile: '+12125550184',
      };
      expect(errorOf(await call(as.admin, ADD, { input: { ...base, firstName: ' ' } }))?.message).toBe(
        'required_field',
      );
      expect(errorOf(await call(as.admin, ADD, { input: { ...base, email: null } }))?.message).toBe(
        'required_field',
      );
      expect(errorOf(await call(as.admin, ADD, { input: { ...base, email: 'not-an-email' } }))?.message).toBe(
        'proper email',
      );
      expect(errorOf(await call(as.admin, ADD, { input: { ...base, mobile: '2125550184' } }))?.message).toBe(
        'invalid_mobile',
      );
    });

    it('lets an admin add a fleet admin, whose drivers the demo fleet admin cannot touch', async () => {
      const added = await call<{ addUser: Row }>(as.admin, ADD, {
        input: {
          usertype: 'fleetadmin',
          firstName: 'Otto',
          lastName: 'Other',
          email: 'otto@wayfare.example',
          mobile: '+12125550185',
        },
      });
      expect(added.data?.addUser).toMatchObject({ usertype: 'fleetadmin', approved: true, referralId: null });
      // Added users have both contacts as aliases; without a requested channel the code goes by SMS.
      const otto = await signInWithCode(twin.outputs, '+12125550185');
      const driver = await call<{ addUser: Row }>(otto, ADD, {
        input: {
          usertype: 'driver',
          firstName: 'Oscar',
          lastName: 'Other',
          email: 'oscar@wayfare.example',
          mobile: '+12125550186',
          carType: 'Economy',
        },
      });
      uid.Oscar = driver.data!.addUser.uid;
      expect(driver.data?.addUser.fleetadmin).toBe(added.data!.addUser.uid);
      expect(
        (await list(as.fleetadmin, { usertype: 'driver', limit: 100 })).items.map((u) => u.uid),
      ).not.toContain(uid.Oscar);
      forbidden(await call(as.fleetadmin, EDIT, { uid: uid.Oscar, input: { firstName: 'Stolen' } }));
      forbidden(await call(as.fleetadmin, APPROVE, { uid: uid.Oscar, approved: false }));
      forbidden(await call(as.fleetadmin, DELETE, { uid: uid.Oscar }));
      expect((await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.Oscar })).data?.user).toMatchObject({
        firstName: 'Oscar',
        approved: true,
      });
    });
  });

  describe('editing and approving', () => {
    it('lets a fleet admin edit its own driver but not e-mail, mobile, type or wallet', async () => {
      const edited = await call<{ editUser: Row }>(as.fleetadmin, EDIT, {
        uid: uid.Farid,
        input: { lastName: 'Fahmy-Ali', vehicleNumber: 'NYC-0001' },
      });
      expect(edited.data?.editUser).toMatchObject({ lastName: 'Fahmy-Ali', firstName: 'Farid' });
      const sneaky = await call(as.fleetadmin, EDIT, {
        uid: uid.Farid,
        input: { email: 'x@y.zz', usertype: 'admin', walletBalance: 100 },
      });
      expect(sneaky.errors?.[0]?.errorType).toBeUndefined(); // refused by the schema: no such input fields
      expect(sneaky.errors?.length).toBeGreaterThan(0);
      expect((await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.Farid })).data?.user).toMatchObject({
        usertype: 'driver',
        walletBalance: 0,
      });
    });

    it('refuses edits of a driver outside the fleet, and edits by riders and drivers', async () => {
      forbidden(await call(as.fleetadmin, EDIT, { uid: uid.Dana, input: { firstName: 'X' } }));
      refusedBySchema(await call(as.rider, EDIT, { uid: uid.Rosa, input: { firstName: 'X' } }));
      refusedBySchema(await call(as.driver, EDIT, { uid: uid.driver, input: { firstName: 'X' } }));
    });

    it('refuses an admin editing, unapproving or deleting their own account through the tables', async () => {
      forbidden(await call(as.admin, EDIT, { uid: uid.admin, input: { firstName: 'Me' } }));
      forbidden(await call(as.admin, DELETE, { uid: uid.admin }));
    });

    it('lets a fleet admin unapprove its driver, who is then refused at sign-in, and approve again', async () => {
      const off = await call<{ setDriverApproval: Row }>(as.fleetadmin, APPROVE, {
        uid: uid.Fiona,
        approved: false,
      });
      expect(off.data?.setDriverApproval.approved).toBe(false);
      await expect(requestCode('+12125550106')).rejects.toThrow(/require approval/);
      const on = await call<{ setDriverApproval: Row }>(as.admin, APPROVE, {
        uid: uid.Fiona,
        approved: true,
      });
      expect(on.data?.setDriverApproval.approved).toBe(true);
      await expect(requestCode('+12125550106')).resolves.toBeDefined();
    });

    it('approves drivers only, and only for admins and fleet admins', async () => {
      forbidden(await call(as.admin, APPROVE, { uid: uid.Rosa, approved: false }));
      refusedBySchema(await call(as.driver, APPROVE, { uid: uid.driver, approved: true }));
    });
  });

  describe('own profile', () => {
    const riley = {
      firstName: 'Riley',
      lastName: 'Rider',
      email: 'riley@wayfare.example',
      mobile: '+12125550101',
    };

    const REQUEST_CODE = `mutation Code($input: ContactCodeInput!) { requestContactCode(input: $input) { destination expiresAt } }`;
    const CONFIRM = `mutation Confirm($input: ContactConfirmInput!) { confirmContactChange(input: $input) { uid email mobile } }`;
    const codeTo = async (session: Session, kind: 'email' | 'mobile', value: string) => {
      const at = new Date();
      const sent = await call<{ requestContactCode: { destination: string } }>(session, REQUEST_CODE, {
        input: { kind, value },
      });
      expect(sent.errors).toBeUndefined();
      return {
        sent: sent.data!.requestContactCode,
        code: await waitForCode(twin.outputs.outboxUrl, value, at),
      };
    };

    it("saves a rider's names and language, and returns the profile", async () => {
      const { email } = await me(as.rider);
      const saved = await call<{ updateProfile: Row }>(as.rider, PROFILE, {
        input: { ...riley, email, firstName: 'Riles', lang: { langLocale: 'fr', dateLocale: 'fr' } },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.updateProfile).toMatchObject({
        firstName: 'Riles',
        email,
        lang: { langLocale: 'fr' },
      });
      expect(await me(as.rider)).toMatchObject({ firstName: 'Riles', usertype: 'rider', walletBalance: 25 });
    });

    it("saves a mobile driver's language without an e-mail, and names a new e-mail rider without a mobile", async () => {
      const dana = await me(as.driver);
      expect(dana.email).toBeNull();
      const language = await call<{ updateProfile: Row }>(as.driver, PROFILE, {
        input: {
          firstName: dana.firstName,
          lastName: dana.lastName,
          email: '',
          mobile: dana.mobile,
          lang: { langLocale: 'es', dateLocale: 'es' },
        },
      });
      expect(language.errors).toBeUndefined();
      expect(language.data?.updateProfile).toMatchObject({ email: null, lang: { langLocale: 'es' } });

      const newcomer = await signUpWithCode(twin.outputs, 'newcomer@wayfare.example');
      expect(await me(newcomer)).toMatchObject({ firstName: '', lastName: '', mobile: null });
      const form = { firstName: 'Nia', lastName: 'Newcomer', email: 'newcomer@wayfare.example', mobile: '' };
      expect(errorOf(await call(newcomer, PROFILE, { input: { ...form, firstName: ' ' } }))?.message).toBe(
        'required_field',
      );
      const named = await call<{ updateProfile: Row }>(newcomer, PROFILE, { input: form });
      expect(named.errors).toBeUndefined();
      expect(await me(newcomer)).toMatchObject({ firstName: 'Nia', lastName: 'Newcomer', mobile: null });
    });

    it('keeps the sign-in contact locked, and saves a new contact only with the code sent to it', async () => {
      const { email } = await me(as.rider);
      expect(
        errorOf(await call(as.rider, PROFILE, { input: { ...riley, email, mobile: '+12125550199' } })),
      ).toEqual({ errorType: 'VALIDATION', message: 'field_locked' });
      // Typed into the form, someone else's e-mail or a free one alike: not saved, nothing revealed.
      for (const typed of ['rosa@wayfare.example', 'riles@wayfare.example']) {
        expect(errorOf(await call(as.rider, PROFILE, { input: { ...riley, email: typed } }))).toEqual({
          errorType: 'VALIDATION',
          message: 'contact_not_verified',
        });
      }
      expect(
        errorOf(await call(as.rider, PROFILE, { input: { ...riley, email, lastName: ' ' } }))?.message,
      ).toBe('required_field');

      const { sent, code } = await codeTo(as.rider, 'email', 'riles@wayfare.example');
      expect(sent.destination).toBe('r***@wayfare.example');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(errorOf(await call(as.rider, CONFIRM, { input: { kind: 'email', code: wrong } }))).toEqual({
        errorType: 'VALIDATION',
        message: 'contact_code_wrong',
      });
      expect((await me(as.rider)).email).toBe(email);
      const confirmed = await call<{ confirmContactChange: Row }>(as.rider, CONFIRM, {
        input: { kind: 'email', code },
      });
      expect(confirmed.data?.confirmContactChange).toMatchObject({ email: 'riles@wayfare.example' });
      // A code answers once.
      expect(errorOf(await call(as.rider, CONFIRM, { input: { kind: 'email', code } }))?.message).toBe(
        'contact_code_wrong',
      );
      expect(
        errorOf(await call(as.rider, REQUEST_CODE, { input: { kind: 'mobile', value: '+12125550199' } })),
      ).toEqual({ errorType: 'VALIDATION', message: 'field_locked' });
    });

    it("answers alike for a taken and a free contact, and says it is taken only to the contact's owner", async () => {
      const taken = await call<{ requestContactCode: Row }>(as.driver, REQUEST_CODE, {
        input: { kind: 'email', value: 'rosa@wayfare.example' },
      });
      const free = await call<{ requestContactCode: Row }>(as.driver, REQUEST_CODE, {
        input: { kind: 'email', value: 'nobody-yet@wayfare.example' },
      });
      expect(taken.errors).toBeUndefined();
      expect(Object.keys(taken.data!.requestContactCode)).toEqual(Object.keys(free.data!.requestContactCode));
      // Three wrong answers void the code, even for the right one after them.
      const { code } = await codeTo(as.driver, 'email', 'rosa@wayfare.example');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i += 1)
        await call(as.driver, CONFIRM, { input: { kind: 'email', code: wrong } });
      expect(errorOf(await call(as.driver, CONFIRM, { input: { kind: 'email', code } }))?.message).toBe(
        'contact_code_wrong',
      );
      // Whoever reads rosa's inbox proves it is theirs, and only then learns it is in use.
      const again = await codeTo(as.driver, 'email', 'rosa@wayfare.example');
      expect(errorOf(await call(as.driver, CONFIRM, { input: { kind: 'email', code: again.code } }))).toEqual(
        {
          errorType: 'CONFLICT',
          message: 'contact_in_use',
        },
      );
    });

    it("leaves a contact someone typed into a profile free for its owner's own sign-up", async () => {
      const newcomer = `newcomer-${Date.now()}@wayfare.example`;
      await codeTo(as.driver, 'email', newcomer);
      const tokens = await signUpWithCode(twin.outputs, newcomer);
      const created = await me(tokens);
      expect(created).toMatchObject({ email: newcomer, usertype: 'rider' });
    });

    it('refuses a language that is not a locale, changing nothing, and keeps locales canonical', async () => {
      const { firstName, lastName, email, mobile } = await me(as.rider);
      const form = { firstName, lastName, email, mobile };
      const LANG = `{ me { firstName lang { langLocale dateLocale } } }`;
      const before = (await call<{ me: Row }>(as.rider, LANG)).data?.me;

      const refused = await call(as.rider, PROFILE, {
        input: { ...form, firstName: 'Changed', lang: { langLocale: '<img src=x>', dateLocale: 'fr' } },
      });
      expect(errorOf(refused)).toEqual({ errorType: 'VALIDATION', message: 'invalid_locale' });
      expect((await call<{ me: Row }>(as.rider, LANG)).data?.me).toEqual(before);

      const saved = await call<{ updateProfile: Row }>(as.rider, PROFILE, {
        input: { ...form, lang: { langLocale: 'pt-br', dateLocale: 'PT-br' } },
      });
      expect(saved.data?.updateProfile).toMatchObject({ lang: { langLocale: 'pt-BR', dateLocale: 'pt-BR' } });
    });

    it('cannot change usertype, approval or wallet: the input has no such fields', async () => {
      const result = await call(as.driver, PROFILE, {
        input: {
          firstName: 'Dana',
          lastName: 'Driver',
          email: 'dana@wayfare.example',
          mobile: '+12125550102',
          usertype: 'admin',
          approved: true,
          walletBalance: 1e6,
        },
      });
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(await me(as.driver)).toMatchObject({ usertype: 'driver', walletBalance: 42.5 });
    });

    it("saves a driver's and a rider's own bank details, required while bank_fields is on", async () => {
      const account = '12345678';
      const saved = await call<{ updateBankDetails: Row }>(as.driver, BANK, {
        input: { bankName: ' First Bank ', bankCode: '', bankAccount: account },
      });
      expect(saved.data?.updateBankDetails).toEqual({
        uid: uid.driver,
        bankName: 'First Bank',
        bankCode: '',
        bankAccount: account,
      });
      // The input names no user: only the caller's own profile changed.
      const BANKS = `query Users($usertype: UserType!) { users(usertype: $usertype, limit: 100) { items { uid bankAccount } } }`;
      const rows = (await call<{ users: { items: Row[] } }>(as.admin, BANKS, { usertype: 'driver' })).data!
        .users;
      expect(rows.items.filter((row) => row.bankAccount === account).map((row) => row.uid)).toEqual([
        uid.driver,
      ]);
      expect(rows.items.length).toBeGreaterThan(1);

      expect(
        errorOf(
          await call(as.driver, BANK, { input: { bankName: 'First Bank', bankCode: '', bankAccount: ' ' } }),
        ),
      ).toEqual({ errorType: 'VALIDATION', message: 'required_field' });
      expect(
        (
          await call<{ updateBankDetails: Row }>(as.rider, BANK, {
            input: { bankName: 'Rider Bank', bankCode: '01', bankAccount: '555' },
          })
        ).data?.updateBankDetails,
      ).toMatchObject({ uid: uid.rider, bankAccount: '555' });
    });

    it('refuses bank details to the back office staff, whose own are not paid out', async () => {
      const input = { bankName: 'Staff Bank', bankCode: '', bankAccount: '1' };
      refusedBySchema(await call(as.admin, BANK, { input }));
      refusedBySchema(await call(as.fleetadmin, BANK, { input }));
    });

    it('tells an account without a profile to contact the admin', async () => {
      const cognito = twinCognitoClient(twin.outputs, twin.credentials);
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: twin.outputs.userPoolId,
          Username: 'orphan',
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: 'orphan@wayfare.example' },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      cognito.destroy();
      const orphan = await signInWithCode(twin.outputs, 'orphan@wayfare.example');
      expect(await me(orphan)).toBeNull();
      expect(errorOf(await call(orphan, PROFILE, { input: riley }))).toEqual({
        errorType: 'FORBIDDEN',
        message: 'user issue contact admin',
      });
    });

    it('takes a driver offline, and refuses goOffline to others', async () => {
      const result = await call<{ goOffline: Row }>(as.driver, OFFLINE);
      expect(result.data?.goOffline).toEqual({ uid: uid.driver, driverActiveStatus: false });
      refusedBySchema(await call(as.rider, OFFLINE));
    });
  });

  describe('images', () => {
    it("uploads a driver's licence through a presigned PUT and shows it through a read URL", async () => {
      const upload = await call<{
        createUploadUrl: { url: string; key: string; headers: string; maxBytes: number };
      }>(as.driver, UPLOAD, {
        kind: 'LICENCE_IMAGE',
        contentType: 'image/png',
        contentLength: IMAGE.length,
      });
      expect(upload.errors).toBeUndefined();
      const target = upload.data!.createUploadUrl;
      expect(target.key).toMatch(new RegExp(`^users/${uid.driver}/licence/.+\\.png$`));
      expect(target.maxBytes).toBe(5 * 1024 * 1024);
      expect((await put(target, IMAGE)).status).toBe(200);

      const saved = await call<{ setLicenceImage: Row }>(as.driver, LICENCE, {
        uid: uid.driver,
        key: target.key,
      });
      expect(saved.errors).toBeUndefined();
      const shown = await fetch(String(saved.data!.setLicenceImage.licenseImage));
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(IMAGE);
    });

    it("lets a fleet admin set its own driver's licence, but not another driver's", async () => {
      const own = await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(
        as.fleetadmin,
        UPLOAD,
        {
          kind: 'LICENCE_IMAGE',
          contentType: 'image/jpeg',
          contentLength: JPEG.length,
          uid: uid.Farid,
        },
      );
      await put(own.data!.createUploadUrl, JPEG);
      const saved = await call<{ setLicenceImage: Row }>(as.fleetadmin, LICENCE, {
        uid: uid.Farid,
        key: own.data!.createUploadUrl.key,
      });
      expect(saved.data?.setLicenceImage.licenseImage).toEqual(expect.stringContaining('licence'));
      forbidden(
        await call(as.fleetadmin, UPLOAD, {
          kind: 'LICENCE_IMAGE',
          contentType: 'image/png',
          contentLength: 10,
          uid: uid.Dana,
        }),
      );
      forbidden(await call(as.fleetadmin, LICENCE, { uid: uid.Dana, key: own.data!.createUploadUrl.key }));
    });

    it("refuses a rider another user's licence or photo, and someone else's key", async () => {
      // A rider's own licence is how it registers as a driver (driver-registration.ts); anyone else's is not its to send.
      const own = await call<{ createUploadUrl: { key: string } }>(as.rider, UPLOAD, {
        kind: 'LICENCE_IMAGE',
        contentType: 'image/png',
        contentLength: 10,
      });
      expect(own.data?.createUploadUrl.key).toContain(uid.rider!);
      forbidden(
        await call(as.rider, UPLOAD, {
          kind: 'LICENCE_IMAGE',
          contentType: 'image/png',
          contentLength: 10,
          uid: uid.Farid,
        }),
      );
      forbidden(
        await call(as.rider, UPLOAD, {
          kind: 'PROFILE_IMAGE',
          contentType: 'image/png',
          contentLength: 10,
          uid: uid.Rosa,
        }),
      );
      forbidden(await call(as.rider, LICENCE, { uid: uid.Rosa, key: `users/${uid.Rosa}/licence/x.png` }));
      const dana = await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(
        as.driver,
        UPLOAD,
        {
          kind: 'LICENCE_IMAGE',
          contentType: 'image/png',
          contentLength: IMAGE.length,
        },
      );
      await put(dana.data!.createUploadUrl, IMAGE);
      const stolen = await call(as.fleetadmin, LICENCE, {
        uid: uid.Farid,
        key: dana.data!.createUploadUrl.key,
      });
      expect(errorOf(stolen)).toEqual({ errorType: 'VALIDATION', message: 'invalid_image' });
    });

    it('hands out no batch of presigned URLs: 500 in one mutation are refused by the resolver count', async () => {
      const many = Array.from(
        { length: 500 },
        (_, index) =>
          `u${index}: createUploadUrl(kind: PROFILE_IMAGE, contentType: "image/png", contentLength: 100) { url }`,
      );
      const result = await call(as.rider, `mutation { ${many.join(' ')} }`);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toMatch(/resolvers, more than the limit/);
    });

    it('refuses to attach an upload whose first bytes are not an image of its type', async () => {
      const licencePath = async () => {
        const { user } = (await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.driver })).data!;
        return String(user.licenseImage ?? '').split('?')[0];
      };
      const before = await licencePath();
      const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      for (const [contentType, body] of [
        ['image/png', html],
        ['image/webp', IMAGE],
      ] as const) {
        const upload = await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(
          as.driver,
          UPLOAD,
          { kind: 'LICENCE_IMAGE', contentType, contentLength: body.length },
        );
        expect((await put(upload.data!.createUploadUrl, body)).status).toBe(200);
        const attached = await call(as.driver, LICENCE, {
          uid: uid.driver,
          key: upload.data!.createUploadUrl.key,
        });
        expect(errorOf(attached)).toEqual({ errorType: 'VALIDATION', message: 'invalid_image' });
      }
      expect(await licencePath()).toBe(before);
    });

    it('refuses files that are not images or are too large', async () => {
      for (const [contentType, contentLength] of [
        ['application/pdf', 10],
        ['image/png', 5 * 1024 * 1024 + 1],
        ['image/png', 0],
      ] as const) {
        const result = await call(as.rider, UPLOAD, { kind: 'PROFILE_IMAGE', contentType, contentLength });
        expect(errorOf(result)).toEqual({ errorType: 'VALIDATION', message: 'invalid_image' });
      }
    });

    it('saves a profile photo uploaded by its owner, and refuses a key never uploaded', async () => {
      const upload = await call<{ createUploadUrl: { url: string; key: string; headers: string } }>(
        as.admin,
        UPLOAD,
        {
          kind: 'PROFILE_IMAGE',
          contentType: 'image/webp',
          contentLength: WEBP.length,
        },
      );
      await put(upload.data!.createUploadUrl, WEBP);
      const admin = {
        firstName: 'Ada',
        lastName: 'Admin',
        email: 'admin@wayfare.example',
        mobile: '+12125550190',
      };
      const saved = await call<{ updateProfile: Row }>(as.admin, PROFILE, {
        input: { ...admin, profileImageKey: upload.data!.createUploadUrl.key },
      });
      expect(saved.errors).toBeUndefined();
      expect((await fetch(String(saved.data!.updateProfile.profile_image))).status).toBe(200);
      const missing = await call(as.admin, PROFILE, {
        input: { ...admin, profileImageKey: `users/${uid.admin}/profile/never.png` },
      });
      expect(errorOf(missing)).toEqual({ errorType: 'VALIDATION', message: 'invalid_image' });
    });
  });

  describe('deleting and the demo lock', () => {
    it('deletes a user: the sign-in, the profile and the contacts go together', async () => {
      const added = await call<{ addUser: Row }>(as.admin, ADD, {
        input: {
          usertype: 'rider',
          firstName: 'Gone',
          lastName: 'Soon',
          email: 'gone@wayfare.example',
          mobile: '+12125550187',
        },
      });
      const gone = added.data!.addUser.uid;
      forbidden(await call(as.fleetadmin, DELETE, { uid: gone }));
      refusedBySchema(await call(as.rider, DELETE, { uid: gone }));
      expect((await call(as.admin, DELETE, { uid: gone })).data).toEqual({ deleteUser: true });
      expect(errorOf(await call(as.admin, GET_USER, { uid: gone }))?.errorType).toBe('NOT_FOUND');
      await expect(signInOf('gone@wayfare.example')).rejects.toMatchObject({
        name: 'UserNotFoundException',
      });
      const again = await call<{ addUser: Row }>(as.admin, ADD, {
        input: {
          usertype: 'rider',
          firstName: 'Back',
          lastName: 'Again',
          email: 'gone@wayfare.example',
          mobile: '+12125550187',
        },
      });
      expect(again.errors).toBeUndefined();
    });

    it('refuses deleting a fleet admin who still has drivers', async () => {
      expect(errorOf(await call(as.admin, DELETE, { uid: uid.fleetadmin }))).toEqual({
        errorType: 'VALIDATION',
        message: 'fleet_has_drivers',
      });
    });

    it('refuses a next token it did not hand out with a validation error, not an internal one', async () => {
      const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', TableName: 'other' })).toString(
        'base64url',
      );
      for (const nextToken of ['garbage', forged]) {
        expect(errorOf(await call(as.admin, USERS, { usertype: 'rider', nextToken }))).toEqual({
          errorType: 'VALIDATION',
          message: 'invalid_next_token',
        });
      }
    });

    it('hands out opaque cursors, bound to their listing and caller', async () => {
      const riders = await list(as.admin, { usertype: 'rider', limit: 1 });
      const token = riders.nextToken!;
      const inside = Buffer.from(token, 'base64url').toString('latin1');
      // Ciphertext is random bytes, so only look for whole key names (two letters turn up by chance).
      expect(inside).not.toMatch(/"(pk|sk|gsi\d(pk|sk))"|user|uid|rider/i);
      for (const uidValue of Object.values(uid)) expect(inside).not.toContain(uidValue);
      // One character in the middle changed: writing 'AA' over the last two changed nothing when
      // they already read so (about one cursor in 256).
      const middle = Math.floor(token.length / 2);
      const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
      const replays: [Session, Record<string, unknown>][] = [
        [as.admin, { usertype: 'driver', nextToken: token }],
        [as.admin, { usertype: 'rider', search: 'a', nextToken: token }],
        [as.fleetadmin, { usertype: 'driver', nextToken: token }],
        [as.fleetadmin, { usertype: 'rider', nextToken: token }],
        [as.admin, { usertype: 'rider', nextToken: tampered }],
      ];
      for (const [session, variables] of replays) {
        expect(errorOf(await call(session, USERS, variables))).toEqual({
          errorType: 'VALIDATION',
          message: 'invalid_next_token',
        });
      }
      const next = await list(as.admin, { usertype: 'rider', limit: 1, nextToken: token });
      expect(next.items.map((u) => u.uid)).not.toContain(riders.items[0].uid);
    });

    it('refuses deleting an account whose wallet still holds money, and keeps it', async () => {
      expect(errorOf(await call(as.admin, DELETE, { uid: uid.driver }))).toEqual({
        errorType: 'VALIDATION',
        message: 'wallet_not_empty',
      });
      const kept = await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.driver });
      expect(kept.data?.user).toMatchObject({ firstName: 'Dana', walletBalance: 42.5 });
    });

    it("under the demo lock hides contacts in the tables and refuses deletes with 'demo mode'", async () => {
      const locked = await call(as.admin, SETTINGS, {
        input: { ...demoSettings, AllowCriticalEditsAdmin: false },
      });
      expect(locked.errors).toBeUndefined();
      const riders = await list(as.admin, { usertype: 'rider' });
      expect(riders.items.every((u) => u.email === null || u.email === 'Hidden for Demo')).toBe(true);
      expect(riders.items.find((u) => u.uid === uid.Rosa)).toMatchObject({
        email: 'Hidden for Demo',
        mobile: 'Hidden for Demo',
      });
      expect(errorOf(await call(as.admin, DELETE, { uid: uid.Rosa }))).toEqual({
        errorType: 'DEMO_MODE',
        message: 'demo mode',
      });
      expect((await call<{ user: Row }>(as.admin, GET_USER, { uid: uid.Rosa })).data?.user.firstName).toBe(
        'Rosa',
      );
      // The own profile is not a table: the rider still sees its own contacts.
      expect((await me(as.rider)).mobile).toBe('+12125550101');
    });
  });

  /** The Cognito user a contact signs in as (sign-in itself answers every contact alike). */
  function signInOf(contact: string) {
    const cognito = twinCognitoClient(twin.outputs, twin.credentials);
    return cognito
      .send(new AdminGetUserCommand({ UserPoolId: twin.outputs.userPoolId, Username: contact }))
      .finally(() => cognito.destroy());
  }

  function requestCode(contact: string) {
    const cognito = twinCognitoClient(twin.outputs, twin.credentials);
    return cognito
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: twin.outputs.userPoolClientId,
          AuthParameters: { USERNAME: contact },
        }),
      )
      .finally(() => cognito.destroy());
  }
});
