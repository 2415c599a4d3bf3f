/** Wire shapes of infra/graphql/schema.graphql, as the web app selects them. */

import type { Settings as DomainSettings, UserType } from '@wayfare/shared';

export type { UserType };

/** GraphQL answers an unset optional field as null. */
type AsWire<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/**
 * The settings form as the API takes it: the domain's settings, unset fields as null, less what
 * only the server sets (who turned the demo lock on).
 */
export type SettingsInput = AsWire<Omit<DomainSettings, 'criticalEditsLockedBy'>>;

export interface Settings extends SettingsInput {
  updatedAt: string | null;
}

export interface User {
  uid: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  usertype: UserType;
  approved: boolean;
  walletBalance: number;
  /** Of the balance, what wallet trips in progress hold (the signed-in user's own profile only). */
  walletHeld?: number | null;
  referralId: string | null;
  regType: string;
  profile_image: string | null;
  lang: UserLang | null;
  /** Drivers: a signed read URL of the licence image. */
  licenseImage?: string | null;
  signupViaReferral?: string | null;
  driverActiveStatus?: boolean | null;
  queue?: boolean | null;
  /** Drivers: uid of the owning fleet admin. */
  fleetadmin?: string | null;
  /** Drivers in the user tables: the owning fleet admin's name. */
  fleetadminName?: string | null;
  carType?: string | null;
  vehicleNumber?: string | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  vehicleColor?: string | null;
  other_info?: string | null;
  bankName?: string | null;
  bankCode?: string | null;
  bankAccount?: string | null;
  /** User tables: the average rating from the other side of the trips, and how many; null before any. */
  averageRating?: number | null;
  ratingCount?: number | null;
}

export interface UserLang {
  langLocale: string;
  dateLocale: string;
}
