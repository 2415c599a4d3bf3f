import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Settings, User } from '../../api/types';
import { formatAmount } from '../../apps/shared/money-format';
import { formatDate } from '../../i18n/format-date';
import { CellText } from '../records/table-parts';
import type { CsvColumn } from '../csv-export';

type CellValue = string | number | boolean | null | undefined;

/** A column shown in a user table and written to its CSV export alike. */
export interface UserColumn {
  value: (user: User) => CellValue;
  sortingField?: string;
}

const field = (id: keyof User): UserColumn => ({ value: (user) => user[id] as CellValue, sortingField: id });

/** The columns user tables pick from; ids double as the `users.field.*` label keys. */
export const USER_COLUMNS = {
  createdAt: field('createdAt'),
  firstName: field('firstName'),
  lastName: field('lastName'),
  email: field('email'),
  mobile: field('mobile'),
  referralId: field('referralId'),
  walletBalance: field('walletBalance'),
  approved: field('approved'),
  driverActiveStatus: field('driverActiveStatus'),
  carType: field('carType'),
  vehicleNumber: field('vehicleNumber'),
  vehicleMake: field('vehicleMake'),
  vehicleModel: field('vehicleModel'),
  // The fleet admin by name (the server fills it beside the uid), on screen and in the CSV.
  fleetadmin: field('fleetadminName'),
  bankName: field('bankName'),
  bankCode: field('bankCode'),
  bankAccount: field('bankAccount'),
  other_info: field('other_info'),
  // The average from the other side of the trips (riders for a driver, drivers for a rider).
  averageRating: field('averageRating'),
  ratingCount: field('ratingCount'),
} satisfies Record<string, UserColumn>;

export type UserColumnId = keyof typeof USER_COLUMNS;

/** How cells read: the reader's language and locale, and the operator's money settings. */
export interface CellFormat {
  t: TFunction;
  locale: string;
  settings: Settings;
}

/**
 * How a value reads in a cell: dates in the long localized format and balances as money (product.md §9),
 * yes/no for flags.
 */
function cellText(value: CellValue, id: string, { t, locale, settings }: CellFormat): string {
  if (id === 'walletBalance') return formatAmount(Number(value ?? 0), settings);
  // Dispatch and assignment go by car type: say why such a driver never gets a trip.
  if (id === 'carType' && !value) return t('users.noCarType');
  if (id === 'averageRating' && (value === null || value === undefined)) return t('users.notRated');
  if (id === 'averageRating') return `★ ${String(value)}`;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? t('users.yes') : t('users.no');
  // The demo lock's masks arrive as message keys in place of a contact (product.md §6).
  if (value === 'Hidden for Demo' || value === 'Hidden') return t(value);
  if (id === 'createdAt') return formatDate(String(value), locale);
  return String(value);
}

/** Contacts and codes, isolated left to right in every language. */
const LEFT_TO_RIGHT: ReadonlySet<UserColumnId> = new Set([
  'email',
  'mobile',
  'referralId',
  'vehicleNumber',
  'bankCode',
  'bankAccount',
]);

export function tableColumns(
  ids: readonly UserColumnId[],
  format: CellFormat,
): TableProps.ColumnDefinition<User>[] {
  return ids.map((id) => {
    const column: UserColumn = USER_COLUMNS[id];
    return {
      id,
      header: format.t(`users.field.${id}`),
      cell: (user) => {
        const text = cellText(column.value(user), id, format);
        // A long e-mail keeps its beginning in the Arabic table, as a booking's address does.
        return text && LEFT_TO_RIGHT.has(id) ? <CellText dir="ltr">{text}</CellText> : text;
      },
      sortingField: column.sortingField,
    };
  });
}

export const csvColumns = (ids: readonly UserColumnId[], t: TFunction): CsvColumn<User>[] =>
  ids.map((id) => ({ header: t(`users.field.${id}`), value: USER_COLUMNS[id].value }));
