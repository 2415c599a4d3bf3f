import { DriversTable } from './drivers-table';

/** Drivers (product.md §2): admin and fleet admin. */
export default function DriversPage() {
  return <DriversTable />;
}
