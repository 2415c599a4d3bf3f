/** @wayfare/shared: the pure domain of Wayfare (docs/domain.md). */

// Entities and client-visible shapes (product.md §3)
export * from './entities/user';
export * from './entities/booking';
export * from './entities/car-type';
export * from './entities/settings';
export * from './entities/promo';
export * from './entities/notification';
export * from './entities/cancellation-reason';
export * from './entities/language';
export * from './entities/withdraw-request';
export * from './entities/chat-message';
export * from './entities/report-rows';
export * from './entities/shop';
export * from './entities/payment-provider';
export * from './geo/countries';

// Errors and messages (product.md §7, §8)
export * from './errors/domain-error';
export * from './errors/refusals';
export * from './i18n/message-keys';
export * from './i18n/en';

// Money and fares (product.md §9)
export * from './money/money';
export * from './pricing/fare';
export * from './pricing/fare-extras';

// Bookings (product.md §4)
export * from './booking/booking-status';
export * from './booking/booking';
export * from './booking/assignment';
export * from './booking/booking.errors';
export * from './booking/pay-now';
export * from './booking/cart-order';
export * from './booking/ride-code';
export * from './booking/rider-rating';
export * from './booking/driver-cancel';
export * from './booking/offer-lapse';
export * from './booking/trip-stops';
export * from './booking/drop-change';
export * from './payments/settlement';
export * from './payments/receipt';
export * from './payments/receipt-mail';
export * from './payments/trip-return';
export * from './payments/tip';

// Validation (product.md §5)
export * from './validation/validation-result';
export * from './validation/fields';
export * from './validation/text-limits';
export * from './validation/login';
export * from './validation/profile';
export * from './validation/settings';
export * from './validation/promo';
export * from './validation/amount-precision';
export * from './validation/car-type';
export * from './validation/licence-image';
export * from './validation/user-edit';
export * from './notifications/notification-targeting';
export * from './languages/language';
export * from './languages/language-input';
export * from './content/app-info';
export * from './config/web-app-config';

// Users, wallets, promos, ids
export * from './users/new-user';
export * from './users/referral';
export * from './users/sign-in-metadata';
export * from './users/ratings';
export * from './users/driver-presence';
export * from './wallet/wallet';
export * from './wallet/wallet-purpose';
export * from './wallet/wallet-hold';
export * from './wallet/wallet-correction';
export * from './wallet/wallet-amounts';
export * from './audit/audit';
export * from './promos/promo-discount';
export * from './promos/promo-use';
export * from './ids/random-code';

// Permissions (product.md §2, §6)
export * from './permissions/routes';
export * from './permissions/drawer-menu';
export * from './permissions/booking-access';
export * from './permissions/demo-lock';

// Reports, time and tracking (product.md §9)
export * from './time/calendar';
export * from './reports/settled-bookings';
export * from './reports/driver-earnings';
export * from './reports/earning-report';
export * from './reports/gross-earnings';
export * from './geo/haversine';
export * from './geo/polyline';
export * from './tracking/trip-distance';
export * from './tracking/live-position';
export * from './tracking/arriving-notice';
export * from './dispatch/dispatchable';
export * from './dispatch/dispatch-plan';
export * from './i18n/texts-version';
