/** product.md §3 Driver earning row: one driver's PAID or COMPLETE trips in one month. */
export interface DriverEarningRow {
  year: number;
  monthsName: string;
  driver: string;
  driverName: string;
  total_rides: number;
  driverVehicleNo: string;
  driverShare: number;
}

/** product.md §3 Earning report row: one month of PAID or COMPLETE trips. */
export interface EarningReportRow {
  year: number;
  monthsName: string;
  total_rides: number;
  tripCost: number;
  discountAmount: number;
  /** tripCost − discountAmount. */
  customerPaid: number;
}
