import { EN, providerErrorText, translate } from './en';
import { isMessageKey, MESSAGE_KEYS } from './message-keys';

describe('message catalogue (product.md §7, §8)', () => {
  it.each([
    'country blank error',
    'contact input error',
    'proper email',
    'mobile no blank error',
    'otp validate error',
    'require approval',
    'login error',
    'profile updated',
    'user exists',
    'email or mobile issue',
    'demo mode',
    'Driver assigned successfully and notified.',
    'No Database Settings found',
    'Unable to fetch database and settings.',
    'No Route Found',
    'not valid user type',
    'user issue contact admin',
    'allow location',
    'proper bonus',
    'JSON Error',
    'Cannot delete default language',
    'getDirectionsApi Call Error',
    'fetchPlacesAutocomplete Call Error',
    'fetchCoordsfromPlace Call Error',
    'fetchAddressfromCoords Call Error',
    'getDistanceMatrix Call Error',
    'No data available.',
    'No promos available.',
    'No users available.',
    'No WITHDRAWS available.',
    'No Languages available.',
    'no_bookings',
    'no_cars',
    'no_cancel_reason',
    'no_provider_found',
    'provider_fetch_error',
    'no_user_match',
    'no_tasks',
    'chat_not_found',
    'location_fetch_error',
    'no_name',
    'notification_title',
    'wallet_updated',
    'accept_booking_request',
    'booking_cancelled',
    'chat_requested',
  ])('holds %p with an English text', (key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(translate(key)).not.toBe('');
  });

  it('has no duplicate keys and an English text for each', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(Object.keys(EN).sort()).toEqual([...MESSAGE_KEYS].sort());
    for (const key of MESSAGE_KEYS) expect(EN[key].trim()).not.toBe('');
  });

  it('rejects unknown keys', () => {
    expect(isMessageKey('proper_email')).toBe(false);
  });
});

describe('translate', () => {
  it('prefers the stored language, falls back to English, then to the key', () => {
    expect(translate('no_cars', { texts: { no_cars: 'لا توجد سيارات' } })).toBe('لا توجد سيارات');
    expect(translate('no_cars', { texts: {} })).toBe('No cars available.');
    expect(translate('unknown_key')).toBe('unknown_key');
  });

  it('fills {{placeholders}} and leaves unknown ones', () => {
    expect(
      translate('greeting', { texts: { greeting: 'Hi {{name}}, {{other}}' }, params: { name: 'Rita' } }),
    ).toBe('Hi Rita, {{other}}');
  });

  it("shows provider errors as 'code: message'", () => {
    expect(providerErrorText('auth/invalid-verification-code', 'The code is wrong')).toBe(
      'auth/invalid-verification-code: The code is wrong',
    );
  });
});
