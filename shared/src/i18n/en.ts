import type { MessageKey } from './message-keys';

/** English texts: the fallback language (SPEC §9) and the seed of the default language. */
export const EN: Readonly<Record<MessageKey, string>> = {
  'country blank error': 'Please select a country.',
  'contact input error': 'Please enter your mobile number or e-mail address.',
  'proper email': 'Please enter a valid e-mail address.',
  'mobile no blank error': 'Please enter a valid mobile number.',
  'otp validate error': 'Please enter the 6-character code.',
  'require approval': 'Your account is awaiting approval.',
  'login error': 'Sign-in failed. Please try again.',
  'not logged in': 'You are not signed in.',
  Alert: 'Alert',
  Close: 'Close',
  'login/signup': 'Login / Sign up',
  'my account': 'My account',
  'profile updated': 'Profile updated.',
  'user exists': 'A user with this e-mail or mobile number already exists.',
  'email or mobile issue': 'The e-mail or mobile number could not be checked.',
  'not valid user type': 'This account type cannot use the back office.',
  'user issue contact admin': 'There is a problem with your account. Please contact the administrator.',
  'demo mode': 'This action is disabled in demo mode.',
  Hidden: 'Hidden',
  'Hidden for Demo': 'Hidden for Demo',
  'Driver assigned successfully and notified.': 'Driver assigned successfully and notified.',
  'No Database Settings found': 'No Database Settings found',
  'Unable to fetch database and settings.': 'Unable to fetch database and settings.',
  'No Route Found': 'No Route Found',
  'allow location': 'Please allow location access to see the map.',
  'proper bonus': 'Please enter a referral bonus.',
  'update failed': 'Update failed.',
  'choose image first': 'Please choose an image first.',
  'no details error': 'Please choose a user and enter an amount above 0.',
  success: 'Done successfully.',
  'JSON Error': 'JSON Error',
  'Cannot delete default language': 'Cannot delete default language',
  'cancelled incomplete booking': 'Cancelled incomplete booking',
  'getDirectionsApi Call Error': 'getDirectionsApi Call Error',
  'fetchPlacesAutocomplete Call Error': 'fetchPlacesAutocomplete Call Error',
  'fetchCoordsfromPlace Call Error': 'fetchCoordsfromPlace Call Error',
  'fetchAddressfromCoords Call Error': 'fetchAddressfromCoords Call Error',
  'getDistanceMatrix Call Error': 'getDistanceMatrix Call Error',
  'No data available.': 'No data available.',
  'No promos available.': 'No promos available.',
  'No users available.': 'No users available.',
  'No WITHDRAWS available.': 'No WITHDRAWS available.',
  'No Languages available.': 'No Languages available.',
  no_bookings: 'No bookings available.',
  no_cars: 'No cars available.',
  no_cancel_reason: 'No cancellation reasons available.',
  no_provider_found: 'No payment provider found.',
  provider_fetch_error: 'Payment providers could not be loaded.',
  no_user_match: 'No user matches the selected user type and device type.',
  no_tasks: 'No tasks found.',
  chat_not_found: 'Chat not found.',
  location_fetch_error: 'The location could not be fetched.',
  no_name: 'No name',
  notification_title: 'You have a new notification',
  wallet_updated: 'Your wallet has been updated.',
  accept_booking_request: 'A driver has accepted your booking.',
  booking_cancelled: 'The booking has been cancelled.',
  chat_requested: 'You have a new chat message.',
  required_field: 'This field is required.',
  invalid_number: 'Please enter a number of 0 or more.',
  invalid_timezone: 'Please choose a valid time zone.',
  field_locked: 'This field cannot be changed.',
  read_only_field: 'This field is read-only.',
  invalid_transition: 'This action is not available for the booking in its current status.',
  not_permitted: 'You are not allowed to do this.',
  booking_unavailable: 'This booking is no longer available.',
  car_type_mismatch: "The driver's car type does not match the booking.",
  invalid_rating: 'Please give a rating from 1 to 5.',
  insufficient_balance: 'The wallet balance is too low.',
  withdraw_not_allowed: 'Withdrawals are not available for this account.',
  withdraw_processed: 'This withdrawal has already been processed.',
  promo_not_applicable: 'This promo cannot be applied.',
  new_booking_request: 'You have a new booking request.',
  ride_completed: 'Your ride is completed.',
  rating_received: 'You have received a new rating.',
  internal_error: 'Something went wrong. Please try again.',
  invalid_locale: 'Please enter a valid locale code, such as en or pt-BR.',
  language_exists: 'A language with this locale already exists.',
  not_found: 'This item no longer exists.',
  too_many_codes: 'Too many codes were requested for this contact. Please try again in an hour.',
  human_check_failed: 'We could not confirm that a person is asking for this code. Please try again.',
  sign_up_contact: 'Sign up with one mobile number or one e-mail address.',
  invalid_mobile: 'Please enter the mobile number with its country code, such as +12125550123.',
  invalid_image: 'Please choose a JPEG, PNG or WebP image of at most 5 MB.',
  fleet_has_drivers: 'This fleet admin still has drivers. Delete or move them first.',
  invalid_input: 'Please check this value.',
  text_too_long: 'This text is too long.',
  invalid_characters: 'This text contains characters that are not allowed.',
  number_out_of_range: 'This number is outside the allowed range.',
  invalid_next_token:
    'This list has changed or the link is no longer valid. Please start again from the first page.',
  wallet_not_empty: 'This account still holds money in its wallet. Pay it out before deleting the account.',
  category_has_products: 'This category still has products. Move or delete them first.',
};

export type Translations = Readonly<Partial<Record<string, string>>>;

/**
 * Text of a key in a stored language, falling back to English (SPEC §9), then to the key itself.
 * `{{name}}` placeholders are filled from params, as i18next does in the web app.
 */
export function translate(
  key: string,
  options: { texts?: Translations; params?: Readonly<Record<string, string | number>> } = {},
): string {
  const template = options.texts?.[key] ?? (EN as Translations)[key] ?? key;
  const params = options.params ?? {};
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** Provider errors (phone sign-in, wallet update) show as 'code: message' (SPEC §8). */
export const providerErrorText = (code: string, message: string): string => `${code}: ${message}`;
