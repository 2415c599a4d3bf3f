import type { WebAppConfig } from '@wayfare/shared';

/** Fixed names of the twin's resources; ports are chosen at start. */
export const twinConfig = {
  region: 'us-east-1',
  tableName: 'wayfare-local',
  userPoolId: 'us-east-1_wayfarelocal',
  userPoolClientId: 'wayfarelocalwebclient',
  apiKey: 'da2-wayfarelocalapikey',
  imagesBucket: 'wayfare-images',
  mailFrom: 'no-reply@wayfare.local',
  /** The account in IAM identities; the key pair is made per data folder (support/kept-secrets.ts). */
  accountId: '000000000000',
  pushPlatformArn: 'arn:aws:sns:us-east-1:000000000000:app/GCM/wayfare-local',
} as const;

export interface TwinPorts {
  dynamodb: number;
  cognito: number;
  appsync: number;
  s3: number;
  notify: number;
  payments: number;
  web: number;
}

/** Ports of `npm start`; tests pass 0 (any free port). */
export const defaultPorts: TwinPorts = {
  web: 3000,
  appsync: 4000,
  cognito: 4001,
  s3: 4002,
  notify: 4003,
  payments: 4004,
  dynamodb: 8000,
};

export type DemoAccounts = Record<'admin' | 'fleetadmin' | 'driver' | 'rider', string>;

/**
 * Written to `.local/outputs.json` and served to the web app as `/amplify-config.json`: the web
 * app's runtime config contract, with the twin's endpoints and its demo accounts.
 */
export interface TwinOutputs extends WebAppConfig {
  mode: 'local';
  userPoolEndpoint: string;
  outboxUrl: string;
  /** The payment callback and the test provider's page. */
  paymentsUrl: string;
  demoAccounts: DemoAccounts;
}
