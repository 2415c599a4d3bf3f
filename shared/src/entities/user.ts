/** product.md §3 User: the profile stored per uid. */
export const USER_TYPES = ['rider', 'driver', 'fleetadmin', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const isUserType = (value: string): value is UserType =>
  (USER_TYPES as readonly string[]).includes(value);

export const REG_TYPES = ['email', 'mobile', 'social', 'admin', 'registration'] as const;
export type RegType = (typeof REG_TYPES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

export interface UserLang {
  langLocale: string;
  dateLocale: string;
}

/** Credit for top-ups and refunds, Withdraw for withdrawals and wallet payments. */
export type WalletHistoryType = 'Credit' | 'Withdraw';

export interface WalletHistoryEntry {
  type: WalletHistoryType;
  amount: number;
  /** ISO 8601 text. */
  date: string;
  /** For example 'AdminCredit' for an admin top-up, or the booking id of a wallet payment. */
  txRef: string;
}

export interface User {
  uid: string;
  /** ISO 8601 (AWSDateTime). */
  createdAt: string;
  firstName: string;
  lastName: string;
  mobile?: string;
  email?: string;
  usertype: UserType;
  referralId?: string;
  approved: boolean;
  walletBalance: number;
  /** Of the balance, what is held for the user's wallet trips in progress (docs/money.md); 0 when absent. */
  walletHeld?: number;
  regType: RegType;
  profile_image?: string;
  licenseImage?: string;
  pushToken?: string;
  userPlatform?: 'ANDROID' | 'IOS' | 'WEB';
  driverActiveStatus?: boolean;
  /** True while the driver is on a trip. */
  queue?: boolean;
  location?: LatLng;
  /**
   * A driver's ratings from riders (product.md §3's ratings), pre-aggregated like the rider's below: the
   * sum of the stars and how many there are, added to in the rating's own transaction
   * (docs/data-model.md). The average (userrating) is derived; who gave which stars stays on each
   * booking (its rating and customer).
   */
  driverRatingTotal?: number;
  driverRatingCount?: number;
  /**
   * A rider's ratings from drivers, pre-aggregated: the sum of the stars and how many there are,
   * both added to in the rating's own transaction (booking/rider-rating.ts). The average is derived.
   */
  riderRatingTotal?: number;
  riderRatingCount?: number;
  walletHistory?: WalletHistoryEntry[];
  signupViaReferral?: string;
  bankName?: string;
  bankCode?: string;
  bankAccount?: string;
  carType?: string;
  /** uid of the fleet admin who created or owns this driver. */
  fleetadmin?: string;
  vehicleNumber?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  /** The car's colour as the driver gives it, shown to its riders beside make, model and plate. */
  vehicleColor?: string;
  other_info?: string;
  lang?: UserLang;
  /** Rider or driver: when it last opened its notifications (epoch ms); newer ones count as unread. */
  notificationsSeenAt?: number;
}
