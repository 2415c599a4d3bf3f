import type { Place } from './booking';
/** product.md §3 Settings, plus timezone: the operator's IANA zone for report buckets. */
export interface Settings {
  appName: string;
  country?: string;
  /** Currency code, for example 'USD'. */
  code: string;
  symbol: string;
  /** Symbol after the amount when true. */
  swipe_symbol: boolean;
  decimal: number;
  bonus: number;
  /** The largest amount one admin top-up may credit (add to wallet). */
  walletTopUpMax: number;
  walletMoneyField?: string;
  restrictCountry?: string;
  AllowCountrySelection: boolean;
  convert_to_mile: boolean;
  CarHornRepeat: boolean;
  RiderWithDraw: boolean;
  useDistanceMatrix: boolean;
  driverRadius: number;
  bank_fields: boolean;
  showLiveRoute: boolean;
  /** The number the apps' Emergency button dials after alerting the operator (docs/trips.md, "SOS"). */
  panic?: string;
  /** Off = demo lock. */
  AllowCriticalEditsAdmin: boolean;
  /**
   * The admin whose save turned the demo lock on: the one who may turn it off again
   * (allowCriticalEdits). Set by the server, never typed; not in the public read.
   */
  criticalEditsLockedBy?: string;
  FacebookLoginEnabled: boolean;
  FacebookHandle?: string;
  TwitterHandle?: string;
  InstagramHandle?: string;
  CompanyName: string;
  CompanyAddress: string;
  CompanyWebsite: string;
  CompanyPhone: string;
  CompanyTerms: string;
  contact_email?: string;
  AppleStoreLink?: string;
  PlayStoreLink?: string;
  timezone: string;
  /** How close to the pickup (metres) the assigned driver comes before the rider is told it is arriving. */
  arrivingNoticeMeters: number;
  /** How long (minutes) a driver waits at the pickup after ARRIVED before it may report a no-show. */
  noShowWaitMinutes: number;
  /** What a no-show costs the rider, an amount (0: nothing; docs/money.md). */
  noShowFee: number;
  /** The tips a rider's trip screen offers, written '2|5|10' (payments/tip.ts); unset: none, a typed tip only. */
  tipAmounts?: string;
  /** The largest tip (DEFAULT_TIP_MAX when never set). */
  tipMax: number;
  /**
   * Where the shop's orders are picked up: a shop checkout's pickup, which the customer does not
   * choose (docs/trips.md, "Shop deliveries"). Unset, a checkout may start anywhere.
   */
  shopPickup?: Place;
}

export const DEFAULT_TIMEZONE = 'UTC';

/** What the Emergency button dials while settings name no panic number: 112 reaches the emergency services from any mobile phone. */
export const DEFAULT_PANIC_NUMBER = '112';

/** The top-up limit of settings that name none (saved before the limit existed, or left empty). */
export const DEFAULT_WALLET_TOP_UP_MAX = 1000;
