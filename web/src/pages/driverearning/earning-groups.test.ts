import type { DriverEarningRow } from '../../api/earnings';
import { groupEarnings, type EarningGroup } from './earning-groups';

const row = (
  year: number,
  monthsName: string,
  driver: string,
  rides: number,
  share: number,
): DriverEarningRow => ({
  year,
  monthsName,
  driver,
  driverName: `Driver ${driver}`,
  total_rides: rides,
  driverVehicleNo: `NYC-${driver}`,
  driverShare: share,
});

const rows = [
  row(2026, 'March', 'a', 2, 10.1),
  row(2026, 'March', 'b', 1, 20.2),
  row(2026, 'February', 'a', 3, 0.7),
  row(2025, 'December', 'b', 4, 5),
];

describe('groupEarnings', () => {
  it('leaves the rows as they are without grouping', () => {
    expect(groupEarnings(rows, 'none').map((node) => node.kind)).toEqual(['row', 'row', 'row', 'row']);
  });

  it('adds up rides and shares per year in integer money, in the rows order', () => {
    const years = groupEarnings(rows, 'year') as EarningGroup[];
    expect(years.map(({ year, total_rides, driverShare }) => ({ year, total_rides, driverShare }))).toEqual([
      { year: 2026, total_rides: 6, driverShare: 31 },
      { year: 2025, total_rides: 4, driverShare: 5 },
    ]);
    expect(years[0]!.children).toHaveLength(3);
  });

  it('nests months in their year', () => {
    const [year2026] = groupEarnings(rows, 'month') as EarningGroup[];
    const months = year2026!.children as EarningGroup[];
    expect(months.map(({ monthsName, driverShare }) => ({ monthsName, driverShare }))).toEqual([
      { monthsName: 'March', driverShare: 30.3 },
      { monthsName: 'February', driverShare: 0.7 },
    ]);
    expect(months[0]!.children.map((node) => node.kind)).toEqual(['row', 'row']);
  });

  it('groups by driver across months', () => {
    const drivers = groupEarnings(rows, 'driver') as EarningGroup[];
    expect(
      drivers.map(({ driverName, total_rides, driverShare }) => ({ driverName, total_rides, driverShare })),
    ).toEqual([
      { driverName: 'Driver a', total_rides: 5, driverShare: 10.8 },
      { driverName: 'Driver b', total_rides: 5, driverShare: 25.2 },
    ]);
  });
});
