/**
 * Who may call each root field of `schema.graphql`: the table the authorization matrix
 * (`test/integration/authorization-matrix.api.test.ts`) calls every operation against, as every
 * one of `matrixCallers`. A caller not listed must be refused (401, AppSync's `Unauthorized` or a
 * `FORBIDDEN` domain error); a listed caller must get past authorization (data, or a domain answer
 * such as `CONFLICT` or `NOT_FOUND`). A field of the schema without a row fails the matrix.
 *
 * Owner-scoped rows list the owners only: "the booking" is the rider's, driven by the driver, in
 * the fleet admin's fleet; "the driver" is that driver. The other rider, other driver and other
 * fleet admin are then the callers that must be refused for not owning it.
 */

export const matrixCallers = [
  'anonymous',
  'apiKey',
  'rider',
  'otherRider',
  'driver',
  'otherDriver',
  'unapprovedDriver',
  'fleetadmin',
  'otherFleetadmin',
  'admin',
] as const;

export type MatrixCaller = (typeof matrixCallers)[number];

export interface AccessRule {
  /** The callers that get past authorization. */
  readonly allow: readonly MatrixCaller[];
  /**
   * How the resolver refuses a non-owner when it is not `FORBIDDEN`: a task not offered to a
   * driver is `CONFLICT: booking_unavailable`, as for a task another driver took.
   */
  readonly othersRefusedAs?: string;
}

const riders = ['rider', 'otherRider'] as const;
const drivers = ['driver', 'otherDriver'] as const;
const fleetAdmins = ['fleetadmin', 'otherFleetadmin'] as const;
/** Every signed-in user whose profile lets it use the apps: an unapproved driver is not one. */
const approved = [...riders, ...drivers, ...fleetAdmins, 'admin'] as const;
const signedIn = [...approved, 'unapprovedDriver'] as const;
const everyoneWithAKey = ['apiKey', ...signedIn] as const;

const nobody: AccessRule = { allow: [] };
const only = (...allow: MatrixCaller[]): AccessRule => ({ allow });
const publicRead: AccessRule = { allow: everyoneWithAKey };
const admin = only('admin');
const staff = only(...fleetAdmins, 'admin');
const bookingParties = only('rider', 'driver', 'fleetadmin', 'admin');
const driverOwners = only('driver', 'fleetadmin', 'admin');
const offeredDriver: AccessRule = { allow: ['driver'], othersRefusedAs: 'CONFLICT: booking_unavailable' };

export const authorization: Readonly<Record<string, AccessRule>> = {
  'Query.settings': publicRead,
  'Query.languages': publicRead,
  'Query.language': publicRead,
  'Query.defaultLanguage': publicRead,
  'Query.appInfo': publicRead,
  'Query.me': only(...signedIn),
  'Query.users': staff,
  'Query.user': only('fleetadmin', 'admin'),
  'Query.carTypes': publicRead,
  'Query.paymentProviders': publicRead,
  // The booking screen's search, and the admin's shop pickup (settings).
  'Query.searchPlaces': only(...riders, 'admin'),
  // A rider's own places: no argument names another rider's.
  'Query.savedPlaces': only(...riders),
  'Query.recentPlaces': only(...riders),
  'Mutation.savePlace': only(...riders),
  'Mutation.removeSavedPlace': only(...riders),
  'Query.placeAddress': only(...approved),
  'Query.estimateFare': only(...riders, 'admin'),
  'Query.booking': bookingParties,
  // A receipt is the rider's, and the operator's to look up.
  'Query.bookingReceipt': only('rider', 'admin'),
  'Query.bookings': only(...approved),
  // Back-office search: a fleet admin's answer holds its own drivers' bookings only.
  'Query.searchBookings': staff,
  'Query.tasks': only(...drivers),
  'Query.tracking': bookingParties,
  'Query.lastTracking': bookingParties,
  'Query.chatMessages': only('rider', 'driver', 'admin'),
  'Query.walletHistory': only(...approved),
  // The audit log is the operator's oversight of every back-office user, fleet admins included.
  'Query.auditLog': admin,
  'Query.withdraws': only(...riders, ...drivers, 'admin'),
  'Query.promos': admin,
  // A rider's offers: the promos it can use itself.
  'Query.myPromos': only(...riders),
  // A rider's top-up by card: the amounts offered, and its own top-up only.
  'Query.walletTopUpOptions': only(...riders),
  'Query.cardTopUp': only('rider'),
  'Query.grossEarnings': staff,
  'Query.driverEarnings': staff,
  'Query.earningReports': admin,
  // A driver's own earnings: each driver reads only its own (the resolver takes no uid).
  'Query.myEarnings': only(...drivers),
  'Query.myTripEarnings': only(...drivers),
  'Query.activeDrivers': staff,
  'Query.driversForAssignment': admin,
  'Query.cancelReasons': only(...riders, 'admin'),
  'Query.categories': publicRead,
  'Query.products': publicRead,
  'Query.notifications': admin,
  // Its own inbox only; an unapproved driver may read what it was told.
  'Query.myNotifications': only(...riders, ...drivers, 'unapprovedDriver'),
  'Query.unreadNotifications': only(...riders, ...drivers, 'unapprovedDriver'),
  'Mutation.markNotificationsSeen': only(...riders, ...drivers, 'unapprovedDriver'),

  'Mutation.updateSettings': admin,
  'Mutation.allowCriticalEdits': admin,
  'Mutation.addLanguage': admin,
  'Mutation.updateLanguage': admin,
  'Mutation.makeDefaultLanguage': admin,
  'Mutation.deleteLanguage': admin,
  'Mutation.updateAppInfo': admin,
  'Mutation.updateProfile': only(...signedIn),
  // Its own profile's new contact, proven by a code (docs/security.md).
  'Mutation.requestContactCode': only(...signedIn),
  'Mutation.confirmContactChange': only(...signedIn),
  // Its own only (the input names no user); an unapproved driver may prepare its payouts too.
  'Mutation.updateBankDetails': only(...riders, ...drivers, 'unapprovedDriver'),
  'Mutation.createUploadUrl': only(...signedIn),
  'Mutation.setLicenceImage': driverOwners,
  'Mutation.addUser': staff,
  'Mutation.editUser': only('fleetadmin', 'admin'),
  'Mutation.deleteUser': only('fleetadmin', 'admin'),
  'Mutation.setDriverApproval': only('fleetadmin', 'admin'),
  // Bulk calls are open to the role; each item is then authorised as when done alone, and a
  // non-owner's item is refused in the answer (test/integration/accounts/bulk-actions.api.test.ts).
  'Mutation.setDriversApproval': staff,
  'Mutation.deleteUsers': staff,
  'Mutation.processWithdraws': admin,
  'Mutation.deletePromos': admin,
  'Mutation.deleteCarTypes': admin,
  // Going offline only ever takes a driver out of dispatch: an unapproved one may too.
  'Mutation.goOffline': only(...drivers, 'unapprovedDriver'),
  'Mutation.registerDriver': only(...riders),
  'Mutation.createBooking': only(...riders),
  'Mutation.acceptTask': offeredDriver,
  'Mutation.declineTask': offeredDriver,
  'Mutation.cancelBooking': only('rider', 'admin'),
  'Mutation.assignDriver': admin,
  'Mutation.updateTripStatus': only('driver'),
  'Mutation.setTripImage': only('driver'),
  'Mutation.payNow': only('rider'),
  'Mutation.payFromWallet': only('rider'),
  'Mutation.topUpByCard': only(...riders),
  'Mutation.tipDriver': only('rider'),
  'Mutation.rateTrip': only('rider'),
  // The booking's driver only: rating its rider, giving the trip up, a no-show.
  'Mutation.rateRider': only('driver'),
  'Mutation.cancelTrip': only('driver'),
  'Mutation.reportNoShow': only('driver'),
  // The booking's rider only: a new drop during the trip, quoted then accepted.
  'Mutation.quoteDropChange': only('rider'),
  'Mutation.acceptDropChange': only('rider'),
  // Share my trip: the booking's rider makes and stops links; the link itself is the public
  // credential (an unknown one is NOT_FOUND past authorization, a domain answer).
  'Mutation.shareTrip': only('rider'),
  'Mutation.stopSharingTrip': only('rider'),
  // The trip's own rider and driver (the fixture trip is under way; its fleet is 'fleetadmin').
  'Mutation.raiseSos': only('rider', 'driver'),
  'Query.safetyEvents': staff,
  'Mutation.acknowledgeSafetyEvent': only('fleetadmin', 'admin'),
  'Query.sharedTrip': publicRead,
  'Mutation.setDriverActive': only(...drivers),
  'Mutation.updateDriverLocation': only(...drivers),
  'Mutation.sendChatMessage': only('rider', 'driver'),
  'Mutation.addToWallet': admin,
  'Mutation.debitWallet': admin,
  'Mutation.refundToWallet': admin,
  'Mutation.reverseTopUp': admin,
  'Mutation.requestWithdraw': only(...riders, ...drivers),
  'Mutation.processWithdraw': admin,
  'Mutation.addPromo': admin,
  'Mutation.updatePromo': admin,
  'Mutation.deletePromo': admin,
  'Mutation.addCarType': admin,
  'Mutation.updateCarType': admin,
  'Mutation.deleteCarType': admin,
  'Mutation.updateCancelReasons': admin,
  'Mutation.addCategory': admin,
  'Mutation.updateCategory': admin,
  'Mutation.deleteCategory': admin,
  'Mutation.addProduct': admin,
  'Mutation.updateProduct': admin,
  'Mutation.deleteProduct': admin,
  'Mutation.sendNotification': admin,
  'Mutation.deleteNotification': admin,
  // IAM only: the backend's own publishes; no user or key may call them.
  'Mutation.publishBookingChanged': nobody,
  'Mutation.publishTaskOffered': nobody,
  'Mutation.publishTracking': nobody,
  'Mutation.publishChatMessage': nobody,
  'Mutation.publishWalletChanged': nobody,
  'Mutation.publishNotificationReceived': nobody,
  'Mutation.publishSharedTrip': nobody,

  'Subscription.onSettingsUpdated': publicRead,
  'Subscription.onTaskOffered': only('driver'),
  'Subscription.onBookingChanged': bookingParties,
  'Subscription.onTracking': bookingParties,
  'Subscription.onChatMessage': only('rider', 'driver', 'admin'),
  // The matrix asks for the rider's wallet: its owner only, staff included among the refused.
  'Subscription.onWalletChanged': only('rider'),
  // The rider's own notifications: any other user, staff included, is refused them.
  'Subscription.onNotificationReceived': only('rider'),
  'Subscription.onSharedTrip': publicRead,
};
