/** Wire shapes of infra/graphql/schema.graphql, as the web app selects them. */

export type UserType = 'rider' | 'driver' | 'fleetadmin' | 'admin';

export interface SettingsInput {
  appName: string;
  country: string | null;
  code: string;
  symbol: string;
  swipe_symbol: boolean;
  decimal: number;
  bonus: number;
  walletMoneyField: string | null;
  restrictCountry: string | null;
  AllowCountrySelection: boolean;
  convert_to_mile: boolean;
  CarHornRepeat: boolean;
  RiderWithDraw: boolean;
  useDistanceMatrix: boolean;
  driverRadius: number;
  bank_fields: boolean;
  showLiveRoute: boolean;
  panic: string | null;
  AllowCriticalEditsAdmin: boolean;
  FacebookLoginEnabled: boolean;
  FacebookHandle: string | null;
  TwitterHandle: string | null;
  InstagramHandle: string | null;
  CompanyName: string;
  CompanyAddress: string;
  CompanyWebsite: string;
  CompanyPhone: string;
  CompanyTerms: string;
  contact_email: string | null;
  AppleStoreLink: string | null;
  PlayStoreLink: string | null;
  timezone: string;
}

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
  carType?: string | null;
  vehicleNumber?: string | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  other_info?: string | null;
  bankName?: string | null;
  bankCode?: string | null;
  bankAccount?: string | null;
}

export interface UserLang {
  langLocale: string;
  dateLocale: string;
}
