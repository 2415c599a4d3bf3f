import { render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { User } from '../../api/types';
import { someSettings } from '../../testing/back-office-fixtures';
import { csvColumns, tableColumns } from './user-columns';
import { toCsv } from '../csv-export';

const t = ((key: string) => key) as unknown as TFunction;
const format = (locale: string) => ({ t, locale, settings: someSettings({ symbol: '$', decimal: 2 }) });
const user = {
  uid: 'u1',
  firstName: 'Farid',
  mobile: '+12125550103',
  email: 'farid@wayfare.example',
} as User;

describe('user table cells', () => {
  it('isolates phone numbers and e-mails left to right, so a right-to-left table shows them whole', () => {
    const columns = tableColumns(['firstName', 'mobile', 'email'], format('ar'));
    const cell = (id: string) => columns.find((column) => column.id === id)!.cell(user);
    const { container } = render(
      <div dir="rtl">
        {cell('firstName')}
        {cell('mobile')}
        {cell('email')}
      </div>,
    );
    const isolated = [...container.querySelectorAll('bdi[dir="ltr"]')].map((node) => node.textContent);
    expect(isolated).toEqual(['+12125550103', 'farid@wayfare.example']);
  });

  it("shows a driver's fleet admin by name, not uid, in the table and the CSV", () => {
    const driver = { ...user, fleetadmin: 'f0c1-uid', fleetadminName: 'Felix Fleet' } as User;
    const [column] = tableColumns(['fleetadmin'], format('en'));
    expect(column!.cell(driver)).toBe('Felix Fleet');
    expect(column!.sortingField).toBe('fleetadminName');
    expect(toCsv(csvColumns(['firstName', 'fleetadmin'], t), [driver])).toBe(
      'users.field.firstName,users.field.fleetadmin\r\nFarid,Felix Fleet',
    );
  });

  it("shows a wallet balance as money, in the operator's symbol and decimals", () => {
    const [column] = tableColumns(['walletBalance'], format('en'));
    expect(column!.cell({ ...user, walletBalance: 42.5 } as User)).toBe('$42.50');
    expect(column!.cell({ ...user, walletBalance: 0 } as User)).toBe('$0.00');
  });

  it("shows the user's average rating and how many, or that nobody rated it yet", () => {
    const [average, count] = tableColumns(['averageRating', 'ratingCount'], format('en'));
    expect(average!.cell({ ...user, averageRating: 4.5, ratingCount: 2 } as User)).toBe('★ 4.5');
    expect(count!.cell({ ...user, averageRating: 4.5, ratingCount: 2 } as User)).toBe('2');
    expect(average!.cell({ ...user, averageRating: null, ratingCount: 0 } as User)).toBe('users.notRated');
  });

  it("translates the demo lock's masks, as it does every other text", () => {
    const arabic = ((key: string) =>
      ({ 'Hidden for Demo': 'مخفي في الوضع التجريبي' })[key] ?? key) as TFunction;
    const columns = tableColumns(['email', 'mobile'], { ...format('ar'), t: arabic });
    const masked = { ...user, email: 'Hidden for Demo', mobile: 'Hidden for Demo' } as User;
    const { container } = render(<div>{columns.map((column) => column.cell(masked))}</div>);
    expect(container.textContent).toBe('مخفي في الوضع التجريبي'.repeat(2));
  });
});
