/**
 * What the publish mutations select. AppSync hands subscribers exactly the publishing mutation's
 * selection, so it names every field a subscriber may ask for, and the `audience` each frame is
 * filtered on (IAM-only: no subscriber can read it).
 */
const PLACE = '{ lat lng add }';

export const BOOKING_SELECTION = `{
  id reference status customer customer_name customer_contact customer_image
  pickup ${PLACE} drop ${PLACE} tripdate bookingDate carType cartData cart_total parcelType option distance durationSecs
  trip_cost discount convenience_fees customer_paid driver_share payment_mode gateway
  cardPaymentAmount cashPaymentAmount usedWalletMoney payableAmount promo_applied
  driver driver_name driver_image driver_contact driverRating vehicle_number fleetadmin
  otp reason cancelledBy rating pickup_image deliver_image arrivingNoticeAt requestedDrivers audience
}`;

export const TRACKING_SELECTION = '{ bookingId at status lat lng heading eta audience }';

export const CHAT_SELECTION = '{ bookingId id message from source type msgDate msgTime at audience }';

export const WALLET_SELECTION = '{ uid id type amount date at txRef balance purpose }';
