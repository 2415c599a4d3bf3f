/** The operator's settings (product.md §3 Settings): one item. Money (bonus, top-up limit) in integer minor units. */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const text = { type: 'string' } as const;
const requiredText = { type: 'string', required: true } as const;
const flag = { type: 'boolean', required: true } as const;

export const settingsSchema = {
  model: { entity: 'settings', version: '1', service: 'wayfare' },
  attributes: {
    appName: requiredText,
    country: text,
    code: requiredText,
    symbol: requiredText,
    swipe_symbol: flag,
    decimal: { type: 'number', required: true },
    bonusMinor: { type: 'number', required: true },
    /** Absent on settings saved before the limit existed: read as DEFAULT_WALLET_TOP_UP_MAX. */
    walletTopUpMaxMinor: { type: 'number' },
    walletMoneyField: text,
    restrictCountry: text,
    AllowCountrySelection: flag,
    convert_to_mile: flag,
    CarHornRepeat: flag,
    RiderWithDraw: flag,
    useDistanceMatrix: flag,
    driverRadius: { type: 'number', required: true },
    bank_fields: flag,
    showLiveRoute: flag,
    panic: text,
    AllowCriticalEditsAdmin: flag,
    criticalEditsLockedBy: text,
    FacebookLoginEnabled: flag,
    FacebookHandle: text,
    TwitterHandle: text,
    InstagramHandle: text,
    CompanyName: requiredText,
    CompanyAddress: requiredText,
    CompanyWebsite: requiredText,
    CompanyPhone: requiredText,
    CompanyTerms: requiredText,
    contact_email: text,
    AppleStoreLink: text,
    PlayStoreLink: text,
    timezone: requiredText,
    /** Absent on settings saved before the notice existed: read as ARRIVING_NOTICE_METERS.default. */
    arrivingNoticeMeters: { type: 'number' },
    /** Absent on settings saved before no-shows existed: NO_SHOW_WAIT_MINUTES.default and no fee. */
    noShowWaitMinutes: { type: 'number' },
    noShowFeeMinor: { type: 'number' },
    /** Tips (docs/money.md); absent on settings saved before tips: no presets, DEFAULT_TIP_MAX. */
    tipAmounts: text,
    tipMaxMinor: { type: 'number' },
    shopPickup: {
      type: 'map',
      properties: {
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        add: { type: 'string', required: true },
      },
    },
    updatedAt: requiredText,
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const settingsEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(settingsSchema, { client, table });
