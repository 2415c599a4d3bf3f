/**
 * Every message key the product shows or sends (product.md §2, §7, §8). Keys quoted in the spec keep the
 * spec's exact spelling, because stored languages translate them by that key. Keys the spec leaves
 * unnamed, and the few the domain needs beyond the spec, are snake_case (see docs/domain.md).
 */
export const MESSAGE_KEYS = [
  // Login alerts (product.md §5, §8)
  'country blank error',
  'contact input error',
  'proper email',
  'mobile no blank error',
  'otp validate error',
  'require approval',
  'login error',
  'not logged in',
  'Alert',
  'Close',
  'login/signup',
  'my account',
  // Accounts and profile
  'profile updated',
  'user exists',
  'email or mobile issue',
  'not valid user type',
  'user issue contact admin',
  // Demo lock (product.md §5, §6)
  'demo mode',
  'Hidden',
  'Hidden for Demo',
  // Back office
  'Driver assigned successfully and notified.',
  'No Database Settings found',
  'Unable to fetch database and settings.',
  'No Route Found',
  'allow location',
  'proper bonus',
  // The panic number is not one a phone can dial (docs/trips.md, "SOS")
  'proper panic',
  'update failed',
  'choose image first',
  'no details error',
  'success',
  'JSON Error',
  'Cannot delete default language',
  'cancelled incomplete booking',
  // Maps call rejections
  'getDirectionsApi Call Error',
  'fetchPlacesAutocomplete Call Error',
  'fetchCoordsfromPlace Call Error',
  'fetchAddressfromCoords Call Error',
  'getDistanceMatrix Call Error',
  // Empty results
  'No data available.',
  'No promos available.',
  'No users available.',
  'No WITHDRAWS available.',
  'No Languages available.',
  // Language-keyed texts (product.md §7, §8)
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
  // Domain keys the spec implies but does not name
  'required_field',
  'invalid_number',
  'invalid_timezone',
  'field_locked',
  'read_only_field',
  'invalid_transition',
  'not_permitted',
  'booking_unavailable',
  // A paid booking's receipt, in the app and by e-mail (shared payments/receipt.ts)
  'receipt_not_ready',
  'receipt_title',
  'receipt_open',
  'receipt_print',
  'receipt_mail_subject',
  'receipt_mail_intro',
  'receipt_reference',
  'receipt_date',
  'receipt_from',
  'receipt_to',
  'receipt_trip',
  'receipt_minutes',
  'receipt_line_base',
  'receipt_line_distance',
  'receipt_line_time',
  'receipt_line_parcel',
  'receipt_line_option',
  'receipt_line_minimum',
  'receipt_line_fare',
  'receipt_line_products',
  'receipt_line_convenience',
  'receipt_line_discount',
  'receipt_line_tip',
  'receipt_total',
  'receipt_paid_by',
  'receipt_mode_cash',
  'receipt_mode_wallet',
  'receipt_mode_card',
  'receipt_driver',
  'receipt_car',
  'offer_lapsed',
  'car_type_mismatch',
  'invalid_rating',
  'insufficient_balance',
  'withdraw_not_allowed',
  'bank_details_required',
  'withdraw_processed',
  'promo_not_applicable',
  // Saved places (docs/places.md)
  'saved_place_not_found',
  // Why a promo named in a quote gives no discount (docs/trips.md)
  'promo_unknown',
  'promo_expired',
  'promo_min_order',
  'promo_already_used',
  'promo_used_up',
  'new_booking_request',
  'ride_completed',
  'rating_received',
  'internal_error',
  // Languages and content (docs/public-site.md)
  'invalid_locale',
  'language_exists',
  'not_found',
  // Sign-in and accounts (docs/accounts.md)
  'too_many_codes',
  'too_many_requests',
  'human_check_failed',
  'sign_up_contact',
  'invalid_mobile',
  'invalid_image',
  'fleet_has_drivers',
  'unknown_car_type',
  'wallet_not_empty',
  // Catalogue (docs/catalogue.md)
  'category_has_products',
  // The parse step of every resolver (docs/architecture.md)
  'invalid_input',
  'text_too_long',
  'invalid_characters',
  'number_out_of_range',
  'amount_above_zero',
  'invalid_next_token',
  // Trips (docs/trips.md)
  'quote_expired',
  'tripdate_too_soon',
  'no_driver_found',
  'driver_arrived',
  'driver_arriving',
  // General settings: the arriving notice's distance (docs/trips.md)
  'arriving_notice_range',
  'driver_not_available',
  // Shop deliveries (docs/trips.md)
  'product_unavailable',
  'shop_pickup_only',
  // Referrals (docs/accounts.md)
  'invalid_referral',
  // A percentage promo above 100 (product.md §5 promos)
  'percent_over_100',
  // A ride code typed that is not the rider's (docs/trips.md)
  'wrong_ride_code',
  // Too many wrong ride codes lock the start for a while (docs/security.md)
  'ride_code_locked',
  'ride_code_locked_rider',
  // A rider's open bookings are limited (docs/security.md)
  'too_many_open_bookings',
  'too_many_stops',
  // Sign-up by code (docs/security.md)
  'sign_up_by_code',
  'account_created',
  // A parcel type or option the car type does not list (docs/trips.md)
  'unknown_option',
  // Money held for a wallet trip in progress (docs/money.md)
  'funds_held',
  // Contacts changed in a profile are proven by a code (docs/security.md)
  'contact_not_verified',
  'contact_code_wrong',
  'contact_in_use',
  // Back-office guards (docs/back-office.md)
  'topup_above_maximum',
  // A rider's card top-up (docs/money.md)
  'wallet_amounts_invalid',
  'amount_digits_only',
  // An amount finer than settings.decimal: refused, never rounded (docs/money.md)
  'amount_too_precise',
  'promo_code_taken',
  'driver_offer_pending',
  'car_type_required',
  'demo_lock_owner',
  // Wallet corrections (docs/money.md)
  'reason_required',
  'not_a_top_up',
  'refund_reference_unknown',
  'refund_above_original',
  // The driver after accepting: rating the rider, cancel, no-show (docs/trips.md)
  'already_rated',
  'no_show_too_early',
  'rider_no_show',
  // Tips after a trip (docs/money.md)
  'tip_above_maximum',
  'tip_already_given',
  'tip_not_for_cash',
  'tip_amounts_invalid',
  'driver_reason_rider_asked',
  'driver_reason_vehicle_problem',
  'driver_reason_cannot_reach_pickup',
  'driver_reason_unsafe_pickup',
  'no_show_wait_range',
  // Share my trip (docs/trips.md)
  'share_not_under_way',
  'share_limit',
  'share_not_found',
  'share_ended',
  'sos_not_under_way',
  'sos_alert_title',
  'sos_alert_body',
  // Changing the drop during a trip (docs/trips.md)
  'drop_change_not_under_way',
  'drop_change_not_for_orders',
  'drop_quote_stale',
  'drop_change_same_drop',
  'drop_changed_by_rider',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

const KNOWN_KEYS: ReadonlySet<string> = new Set(MESSAGE_KEYS);

export const isMessageKey = (value: string): value is MessageKey => KNOWN_KEYS.has(value);
