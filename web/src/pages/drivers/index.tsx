import { DriversTable } from './drivers-table';

/** Drivers (SPEC §2): admin and fleet admin. */
export default function DriversPage() {
  return <DriversTable />;
}
