/** product.md §3 Car type. Rates are API numbers in the settings currency; distance is per km or mile. */
export interface CarType {
  id: string;
  name: string;
  image?: string;
  rate_per_unit_distance: number;
  rate_per_hour: number;
  base_fare: number;
  min_fare: number;
  /** An amount when convenience_fee_type is 'flat', otherwise a percentage of the fare. */
  convenience_fees: number;
  convenience_fee_type: 'flat' | 'percentage';
  /** Delivery: the parcel types and options a rider picks from, each adding its amount to the fare. */
  parcelTypes?: PricedOption[];
  options?: PricedOption[];
}

/** A named extra with its amount in the settings currency (product.md §9 fare: parcel type, option). */
export interface PricedOption {
  name: string;
  amount: number;
}

export const CONVENIENCE_FEE_TYPES = ['flat', 'percentage'] as const;
