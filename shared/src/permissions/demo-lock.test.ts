import { aBooking } from '../testing/booking.fixture';
import {
  assertAllowedInDemo,
  BACK_OFFICE_ACTIONS,
  isDemoLocked,
  isRefusedInDemo,
  maskBookingForDemo,
  maskUserForDemo,
  type BackOfficeAction,
} from './demo-lock';

const demo = { AllowCriticalEditsAdmin: false };
const live = { AllowCriticalEditsAdmin: true };

const refusedInDemo: BackOfficeAction[] = [
  'promo.update',
  'promo.delete',
  'user.delete',
  'users.export',
  'booking.cancel',
  'bookings.export',
  'earnings.export',
  'records.export',
  'settings.save',
  'language.edit',
  'notification.send',
  'category.update',
  'category.delete',
  'product.update',
  'product.delete',
  'cancelReason.edit',
];

describe('demo lock (product.md §5, §6)', () => {
  it('is on while AllowCriticalEditsAdmin is off', () => {
    expect(isDemoLocked(demo)).toBe(true);
    expect(isDemoLocked(live)).toBe(false);
  });

  it.each(BACK_OFFICE_ACTIONS.map((action) => [action, refusedInDemo.includes(action)] as const))(
    '%s refused in demo: %p',
    (action, refused) => {
      expect(isRefusedInDemo(action, demo)).toBe(refused);
      expect(isRefusedInDemo(action, live)).toBe(false);
      if (refused) {
        expect(() => assertAllowedInDemo(action, demo)).toThrow(
          expect.objectContaining({ code: 'DEMO_MODE', messageKey: 'demo mode', message: 'demo mode' }),
        );
      } else {
        expect(() => assertAllowedInDemo(action, demo)).not.toThrow();
      }
      expect(() => assertAllowedInDemo(action, live)).not.toThrow();
    },
  );

  it('hides user contacts as Hidden for Demo', () => {
    const user = { uid: 'r1', email: 'rita@example.com', mobile: '+447700900002' };
    expect(maskUserForDemo(user, demo)).toEqual({
      uid: 'r1',
      email: 'Hidden for Demo',
      mobile: 'Hidden for Demo',
    });
    expect(maskUserForDemo({ uid: 'r2', email: 'x@example.com' }, demo)).toEqual({
      uid: 'r2',
      email: 'Hidden for Demo',
    });
    expect(maskUserForDemo(user, live)).toBe(user);
  });

  it('hides booking contacts as Hidden', () => {
    const booking = aBooking({
      customer_email: 'rita@example.com',
      customer_contact: '+447700900002',
      driver_contact: '+447700900001',
    });
    expect(maskBookingForDemo(booking, demo)).toEqual({
      ...booking,
      customer_email: 'Hidden',
      customer_contact: 'Hidden',
      driver_contact: 'Hidden',
    });
    expect(maskBookingForDemo(booking, live)).toBe(booking);
  });
});
