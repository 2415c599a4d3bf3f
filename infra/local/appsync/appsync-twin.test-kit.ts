/** A small schema, fake resolvers, a fake token verifier and protocol helpers for the AppSync twin's tests. */
import { once } from 'node:events';
import { WebSocket } from 'ws';
import type { ResolverEvent, ResolverHandler } from './resolver-event';
import { startAppSyncTwin, type AppSyncTwin } from './appsync-twin';

export const testSchema = /* GraphQL */ `
  type Settings @aws_api_key @aws_cognito_user_pools {
    appName: String!
    adminNote: String @aws_cognito_user_pools(cognito_groups: ["admin"])
    updatedAt: AWSDateTime
  }
  type UserLang {
    langLocale: String!
    dateLocale: String!
  }
  type User {
    uid: ID!
    firstName: String!
    lang: UserLang
  }
  type Report @aws_cognito_user_pools(cognito_groups: ["admin"]) {
    total: Int!
  }
  type DriverPosition {
    driverId: ID!
    lat: Float!
    note: String
  }
  type Booking @aws_iam @aws_cognito_user_pools {
    id: ID!
    status: String!
  }
  type Query {
    settings: Settings @aws_api_key @aws_cognito_user_pools
    me: User
    publicProfile: User @aws_api_key
    adminReport: Report @aws_cognito_user_pools(cognito_groups: ["admin"])
    echoJson(value: AWSJSON!): AWSJSON
    fail(kind: String!): String
    unattached: String
  }
  type Mutation {
    updateSettings(appName: String!): Settings @aws_cognito_user_pools(cognito_groups: ["admin"])
    moveDriver(driverId: ID!, lat: Float!): DriverPosition
    updateBooking(id: ID!, status: String!): Booking
    publishBooking(id: ID!, status: String!): Booking @aws_iam
  }
  type Subscription {
    onSettingsUpdated: Settings
      @aws_subscribe(mutations: ["updateSettings"])
      @aws_api_key
      @aws_cognito_user_pools
    onDriverMoved(driverId: ID): DriverPosition @aws_subscribe(mutations: ["moveDriver"])
    onAdminAlert: Report @aws_subscribe(mutations: []) @aws_cognito_user_pools(cognito_groups: ["admin"])
    onBookingUpdated(id: ID!): Booking @aws_subscribe(mutations: ["updateBooking", "publishBooking"])
  }
`;

export const API_KEY = 'da2-test-key';
/** The test twin's IAM key pair (AppSync's IAM mode). */
export const IAM = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', accountId: '111111111111' };

/** Access-token claims of the two test users; any other token is invalid. */
const claimsByToken: Record<string, Record<string, unknown>> = {
  'valid-admin': {
    sub: 'sub-admin',
    iss: 'http://127.0.0.1/us-east-1_test',
    username: 'admin-user',
    token_use: 'access',
    'cognito:groups': ['admin'],
  },
  'valid-rider': {
    sub: 'sub-rider',
    iss: 'http://127.0.0.1/us-east-1_test',
    username: 'rider-user',
    token_use: 'access',
    'cognito:groups': ['rider'],
  },
};

class BookingAlreadyTakenError extends Error {
  override name = 'BookingAlreadyTaken';
}

class NotYourBookingError extends Error {
  override name = 'NotYourBooking';
}

const settings = { appName: 'Wayfare', adminNote: 'internal', updatedAt: '2024-05-01T10:00:00.000Z' };

function profile(event: ResolverEvent) {
  const sub = event.identity && 'sub' in event.identity ? event.identity.sub : 'anonymous';
  return { uid: sub, firstName: 'Ada', lang: { langLocale: 'en', dateLocale: 'en-GB' } };
}

const handlers: Record<string, (event: ResolverEvent) => unknown> = {
  'Query.settings': () => settings,
  'Query.me': profile,
  'Query.publicProfile': profile,
  'Query.adminReport': () => ({ total: 3 }),
  'Query.echoJson': (event) => ({ received: event.arguments.value }),
  'Query.fail': (event) => {
    if (event.arguments.kind === 'domain') throw new BookingAlreadyTakenError('errors.booking_taken');
    throw 'not an error object';
  },
  'Mutation.updateSettings': (event) => ({ ...settings, appName: event.arguments.appName }),
  'Mutation.moveDriver': (event) => ({ ...event.arguments, note: 'internal dispatch note' }),
  'Mutation.updateBooking': (event) => event.arguments,
  'Mutation.publishBooking': (event) => event.arguments,
  // An ownership check at subscribe time, as the project's subscription resolvers do.
  'Subscription.onBookingUpdated': (event) => {
    if (event.arguments.id !== 'rider-booking') throw new NotYourBookingError('errors.not_your_booking');
    return null;
  },
};

export interface TestTwin extends AppSyncTwin {
  /** Every event the fake resolvers received, in order. */
  events: ResolverEvent[];
  logs: string[];
}

export async function startTestTwin(): Promise<TestTwin> {
  const events: ResolverEvent[] = [];
  const logs: string[] = [];
  const resolverFor = (typeName: string, fieldName: string): ResolverHandler | undefined => {
    const handler = handlers[`${typeName}.${fieldName}`];
    return (
      handler &&
      (async (event) => {
        events.push(event);
        return handler(event);
      })
    );
  };
  const twin = await startAppSyncTwin({
    port: 0,
    schemaSdl: testSchema,
    resolverFor,
    verifyToken: async (jwt) => claimsByToken[jwt] ?? null,
    apiKey: API_KEY,
    iam: IAM,
    logger: (line) => logs.push(line),
  });
  return { ...twin, events, logs };
}

export type AuthHeaders = Record<string, string>;

export const asApiKey: AuthHeaders = { 'x-api-key': API_KEY };
export const asRider: AuthHeaders = { Authorization: 'valid-rider' };
export const asAdmin: AuthHeaders = { Authorization: 'Bearer valid-admin' };

/** POSTs a GraphQL request the way Amplify does. */
export async function postGraphql(
  twin: AppSyncTwin,
  headers: AuthHeaders,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(twin.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Message = Record<string, unknown>;

/** Collects a socket's JSON messages and hands them out in arrival order. */
export class Inbox {
  readonly #unread: Message[] = [];
  #waiter: ((message: Message) => void) | undefined;

  constructor(socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (this.#waiter) this.#waiter(message);
      else this.#unread.push(message);
      this.#waiter = undefined;
    });
  }

  /** The next message; rejects when none arrives within a second. */
  next(): Promise<Message> {
    const message = this.#unread.shift();
    if (message) return Promise.resolve(message);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message within 1 s')), 1000);
      this.#waiter = (arrived) => {
        clearTimeout(timer);
        resolve(arrived);
      };
    });
  }
}

const encodeHeaders = (twin: AppSyncTwin, headers: AuthHeaders, encoding: 'base64' | 'base64url') =>
  Buffer.from(JSON.stringify({ host: new URL(twin.url).host, ...headers })).toString(encoding);

/** Opens an AppSync realtime socket as Amplify v6 does: auth in a `header-` subprotocol (or `?header=`). */
export async function openRealtime(
  twin: AppSyncTwin,
  headers: AuthHeaders,
  via: 'subprotocol' | 'query' = 'subprotocol',
): Promise<{ socket: WebSocket; inbox: Inbox }> {
  const socket =
    via === 'subprotocol'
      ? new WebSocket(twin.realtimeUrl, ['graphql-ws', `header-${encodeHeaders(twin, headers, 'base64url')}`])
      : new WebSocket(`${twin.realtimeUrl}?header=${encodeHeaders(twin, headers, 'base64')}&payload=e30=`, [
          'graphql-ws',
        ]);
  const inbox = new Inbox(socket);
  await once(socket, 'open');
  return { socket, inbox };
}

/** A realtime `start` message: the operation as a JSON string, its auth headers in extensions. */
export function startMessage(
  id: string,
  query: string,
  headers: AuthHeaders,
  variables: Message = {},
): string {
  const payload = { data: JSON.stringify({ query, variables }), extensions: { authorization: headers } };
  return JSON.stringify({ id, type: 'start', payload });
}
