/**
 * Driver earnings grouped as the user chooses (product.md §2 "grouping"): by year, by year and month, or
 * by driver, each group with its rides and driver share added up in integer money.
 */
import { addMoney, toAmount, toMoney } from '@wayfare/shared';
import type { DriverEarningRow } from '../../api/earnings';

export const GROUPINGS = ['none', 'year', 'month', 'driver'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface EarningGroup {
  kind: 'group';
  id: string;
  /** The group's rows share these (a year group: year only; a driver group: the driver only). */
  year?: number;
  monthsName?: string;
  driverName?: string;
  total_rides: number;
  driverShare: number;
  children: EarningNode[];
}

export interface EarningLeaf {
  kind: 'row';
  id: string;
  row: DriverEarningRow;
}

export type EarningNode = EarningGroup | EarningLeaf;

const rowId = (row: DriverEarningRow) => `${row.year}-${row.monthsName}-${row.driver}`;
export const leafOf = (row: DriverEarningRow): EarningLeaf => ({ kind: 'row', id: rowId(row), row });

type Level = Pick<EarningGroup, 'year' | 'monthsName' | 'driverName'>;

interface LevelKey {
  key: (row: DriverEarningRow) => string;
  shared: (row: DriverEarningRow) => Level;
}

const LEVELS: Record<Exclude<Grouping, 'none'>, LevelKey[]> = {
  year: [{ key: (row) => String(row.year), shared: (row) => ({ year: row.year }) }],
  month: [
    { key: (row) => String(row.year), shared: (row) => ({ year: row.year }) },
    {
      key: (row) => `${row.year}-${row.monthsName}`,
      shared: (row) => ({ year: row.year, monthsName: row.monthsName }),
    },
  ],
  driver: [{ key: (row) => row.driver, shared: (row) => ({ driverName: row.driverName }) }],
};

function groupRows(rows: readonly DriverEarningRow[], levels: readonly LevelKey[]): EarningNode[] {
  const [level, ...deeper] = levels;
  if (!level) return rows.map(leafOf);
  const byKey = new Map<string, DriverEarningRow[]>();
  for (const row of rows) byKey.set(level.key(row), [...(byKey.get(level.key(row)) ?? []), row]);
  return [...byKey].map(([key, members]) => ({
    kind: 'group',
    id: `group-${key}`,
    ...level.shared(members[0]!),
    total_rides: members.reduce((sum, row) => sum + row.total_rides, 0),
    driverShare: toAmount(addMoney(...members.map((row) => toMoney(row.driverShare)))),
    children: groupRows(members, deeper),
  }));
}

/** The rows as a tree for the chosen grouping, groups in the rows' order (the server's: newest month first). */
export const groupEarnings = (rows: readonly DriverEarningRow[], grouping: Grouping): EarningNode[] =>
  grouping === 'none' ? rows.map(leafOf) : groupRows(rows, LEVELS[grouping]);
