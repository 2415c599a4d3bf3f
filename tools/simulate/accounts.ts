/**
 * The simulation's people, made the way real ones are: riders sign up by code (a new contact
 * becomes a rider; the code is read from the twin's outbox, as the phone would receive it),
 * drivers register through the API as riders and are approved by the demo admin, who signs in by
 * code too. Riders' wallets are topped up by the admin so they can pay from them.
 */
import { signInWithCode, signUpWithCode } from '../../test/support/cognito-sign-in';
import type { Api, Session } from './api';
import type { Metrics } from './metrics';
import { ADD_TO_WALLET, APPROVE_DRIVER, ME, REGISTER_DRIVER, UPLOAD_URL } from './operations';

export interface DriverSession extends Session {
  carType: string;
}

export interface Accounts {
  riders: Session[];
  drivers: DriverSession[];
}

/** The smallest PNG header: the licence photo a driver uploads at registration. */
const LICENCE_PHOTO = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** Sign-ups and registrations run a few at a time, as people arrive. */
const AT_ONCE = 10;

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

export class AccountMaker {
  constructor(
    private readonly api: Api,
    private readonly metrics: Metrics,
    /** Makes this run's contacts new, so every run signs its people up afresh. */
    private readonly runId: string,
  ) {}

  async signIn(contact: string): Promise<Session> {
    this.metrics.signIns += 1;
    return this.#session(contact, await signInWithCode(this.api.target, contact));
  }

  async signUp(contact: string): Promise<Session> {
    this.metrics.signUps += 1;
    return this.#session(contact, await signUpWithCode(this.api.target, contact));
  }

  async make({
    admin,
    riders,
    drivers,
    carTypes,
    walletTopUp,
  }: {
    admin: Session;
    riders: number;
    drivers: number;
    /** Each driver's car type, in turn. */
    carTypes: readonly { id: string; name: string }[];
    walletTopUp: number;
  }): Promise<Accounts> {
    const riderSessions = await inBatches(riders, async (index) => {
      const rider = await this.signUp(this.#contact('rider', index));
      await this.api.call(admin, ADD_TO_WALLET, {
        uid: rider.uid,
        amount: walletTopUp,
        requestId: `sim-${this.runId}-${index}`,
      });
      return rider;
    });
    const driverSessions = await inBatches(drivers, (index) =>
      this.#registerDriver(admin, index, carTypes[index % carTypes.length]),
    );
    return { riders: riderSessions, drivers: driverSessions };
  }

  #contact(role: string, index: number): string {
    return `sim-${this.runId}-${role}-${index}@wayfare.example`;
  }

  async #session(contact: string, tokens: { accessToken: string }): Promise<Session> {
    const partial = { uid: '', contact, accessToken: tokens.accessToken };
    const { me } = await this.api.call(partial, ME);
    if (!me) throw new Error(`${contact} has no profile after signing in`);
    return { ...partial, uid: me.uid };
  }

  /** A rider registers as a driver with its licence photo; the admin approves; it signs in again. */
  async #registerDriver(
    admin: Session,
    index: number,
    carType: { id: string; name: string },
  ): Promise<DriverSession> {
    const contact = this.#contact('driver', index);
    const applicant = await this.signUp(contact);
    const { createUploadUrl: upload } = await this.api.call(applicant, UPLOAD_URL, {
      kind: 'LICENCE_IMAGE',
      contentType: 'image/png',
      contentLength: LICENCE_PHOTO.length,
    });
    this.metrics.uploads += 1;
    const put = await fetch(upload.url, {
      method: 'PUT',
      headers: JSON.parse(upload.headers) as Record<string, string>,
      body: new Uint8Array(LICENCE_PHOTO),
    });
    if (!put.ok) throw new Error(`The licence upload of ${contact} answered ${put.status}`);
    await this.api.call(applicant, REGISTER_DRIVER, {
      input: {
        firstName: 'Sim',
        lastName: `Driver ${String.fromCharCode(65 + (index % 26))}`,
        carType: carType.id,
        vehicleNumber: `SIM-${index}`,
        vehicleMake: 'Toyota',
        vehicleModel: 'Prius',
        licenceImageKey: upload.key,
      },
    });
    await this.api.call(admin, APPROVE_DRIVER, { uid: applicant.uid });
    return { ...(await this.signIn(contact)), carType: carType.name };
  }
}
