/**
 * AppSync fields and the Lambda that resolves them: one function per domain area, routed by field.
 * The CDK api stack creates one function per area from `lambdas/src/api/<area>.router.ts` and
 * attaches a resolver for each field; the local twin invokes the same handlers for the same fields.
 * Every name must be a root field of the schema (generated `RootFields`), and every root field must
 * have an area (`everyRootFieldHasAnArea`), or the type check fails.
 */
import type { RootFields } from './generated/graphql';

export const resolverAreas = {
  settings: ['Query.settings', 'Mutation.updateSettings', 'Mutation.allowCriticalEdits'],
  accounts: [
    'Query.me',
    'Query.users',
    'Query.user',
    'Mutation.updateProfile',
    'Mutation.updateBankDetails',
    'Mutation.requestContactCode',
    'Mutation.confirmContactChange',
    'Mutation.createUploadUrl',
    'Mutation.setLicenceImage',
    'Mutation.addUser',
    'Mutation.editUser',
    'Mutation.deleteUser',
    'Mutation.setDriverApproval',
    'Mutation.setDriversApproval',
    'Mutation.deleteUsers',
    'Mutation.goOffline',
    'Mutation.registerDriver',
  ],
  languages: [
    'Query.languages',
    'Query.language',
    'Query.defaultLanguage',
    'Mutation.addLanguage',
    'Mutation.updateLanguage',
    'Mutation.makeDefaultLanguage',
    'Mutation.deleteLanguage',
  ],
  content: ['Query.appInfo', 'Mutation.updateAppInfo'],
  catalogue: [
    'Query.carTypes',
    'Mutation.addCarType',
    'Mutation.updateCarType',
    'Mutation.deleteCarType',
    'Mutation.deleteCarTypes',
    'Query.cancelReasons',
    'Mutation.updateCancelReasons',
    'Query.categories',
    'Mutation.addCategory',
    'Mutation.updateCategory',
    'Mutation.deleteCategory',
    'Query.products',
    'Mutation.addProduct',
    'Mutation.updateProduct',
    'Mutation.deleteProduct',
  ],
  notifications: [
    'Query.notifications',
    'Mutation.sendNotification',
    'Mutation.deleteNotification',
    'Query.myNotifications',
    'Query.unreadNotifications',
    'Mutation.markNotificationsSeen',
    'Mutation.publishNotificationReceived',
    'Subscription.onNotificationReceived',
  ],
  wallet: [
    'Query.walletHistory',
    'Query.withdraws',
    'Mutation.addToWallet',
    'Mutation.debitWallet',
    'Mutation.refundToWallet',
    'Mutation.reverseTopUp',
    'Mutation.requestWithdraw',
    'Mutation.processWithdraw',
    'Mutation.processWithdraws',
    'Mutation.publishWalletChanged',
    'Subscription.onWalletChanged',
  ],
  audit: ['Query.auditLog'],
  payments: [
    'Query.paymentProviders',
    'Mutation.payNow',
    'Mutation.payFromWallet',
    'Query.walletTopUpOptions',
    'Query.cardTopUp',
    'Mutation.topUpByCard',
    'Mutation.tipDriver',
  ],
  promos: [
    'Query.promos',
    'Query.myPromos',
    'Mutation.addPromo',
    'Mutation.updatePromo',
    'Mutation.deletePromo',
    'Mutation.deletePromos',
  ],
  earnings: [
    'Query.grossEarnings',
    'Query.driverEarnings',
    'Query.earningReports',
    'Query.myEarnings',
    'Query.myTripEarnings',
  ],
  trips: [
    'Query.searchPlaces',
    'Query.placeAddress',
    'Query.savedPlaces',
    'Query.recentPlaces',
    'Mutation.savePlace',
    'Mutation.removeSavedPlace',
    'Query.estimateFare',
    'Query.booking',
    'Query.bookingReceipt',
    'Query.bookings',
    'Query.searchBookings',
    'Query.tasks',
    'Query.tracking',
    'Query.lastTracking',
    'Query.chatMessages',
    'Query.activeDrivers',
    'Query.driversForAssignment',
    'Mutation.createBooking',
    'Mutation.acceptTask',
    'Mutation.declineTask',
    'Mutation.cancelBooking',
    'Mutation.assignDriver',
    'Mutation.updateTripStatus',
    'Mutation.setTripImage',
    'Mutation.rateTrip',
    'Mutation.rateRider',
    'Mutation.cancelTrip',
    'Mutation.reportNoShow',
    'Mutation.quoteDropChange',
    'Mutation.acceptDropChange',
    'Query.sharedTrip',
    'Mutation.shareTrip',
    'Mutation.stopSharingTrip',
    'Mutation.raiseSos',
    'Query.safetyEvents',
    'Mutation.acknowledgeSafetyEvent',
    'Mutation.publishSharedTrip',
    'Subscription.onSharedTrip',
    'Mutation.setDriverActive',
    'Mutation.updateDriverLocation',
    'Mutation.sendChatMessage',
    'Mutation.publishBookingChanged',
    'Mutation.publishTaskOffered',
    'Mutation.publishTracking',
    'Mutation.publishChatMessage',
    'Subscription.onTaskOffered',
    'Subscription.onBookingChanged',
    'Subscription.onTracking',
    'Subscription.onChatMessage',
  ],
} as const satisfies Record<string, readonly (keyof RootFields)[]>;

export type ResolverArea = keyof typeof resolverAreas;

/**
 * Root fields AppSync answers with no resolver: a subscription open to every client, whose frames
 * are its mutations' results as they are.
 */
export const fieldsWithoutResolver = [
  'Subscription.onSettingsUpdated',
] as const satisfies readonly (keyof RootFields)[];

/** Root fields of the schema that no area lists: CDK and the twin would attach no resolver to them. */
type Unrouted = Exclude<
  keyof RootFields,
  (typeof resolverAreas)[ResolverArea][number] | (typeof fieldsWithoutResolver)[number]
>;

/** Fails the type check naming each schema root field without an area, so none reaches run time. */
export const everyRootFieldHasAnArea: [Unrouted] extends [never] ? true : `no area lists ${Unrouted}` = true;

/** Path of an area's handler module, relative to `lambdas/src`. */
export const routerEntry = (area: ResolverArea): string => `api/${area}.router.ts`;
