/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}': typeof types.BookingPlainFieldsFragmentDoc;
  '\n  query AuditLog(\n    $action: AuditAction\n    $actorUid: ID\n    $targetType: AuditTargetType\n    $targetId: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    auditLog(\n      action: $action\n      actorUid: $actorUid\n      targetType: $targetType\n      targetId: $targetId\n      from: $from\n      to: $to\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        at\n        action\n        actor {\n          uid\n          name\n        }\n        targetType\n        targetId\n        targetName\n        before\n        after\n        reason\n      }\n      nextToken\n    }\n  }\n': typeof types.AuditLogDocument;
  '\n  fragment BookingHistoryFields on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    returnedPayments {\n      provider\n      transactionId\n      amount\n      at\n    }\n    requestedDrivers\n    assignment {\n      driver\n      driverName\n      at\n      expiresAt\n      notice\n    }\n  }\n': typeof types.BookingHistoryFieldsFragmentDoc;
  '\n  query BookingHistory(\n    $status: BookingStatus\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    bookings(status: $status, from: $from, to: $to, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n    }\n  }\n': typeof types.BookingHistoryDocument;
  '\n  query SearchBookings(\n    $search: String\n    $status: BookingStatus\n    $paymentMode: PaymentMode\n    $driver: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $sortBy: BookingSort\n    $descending: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchBookings(\n      search: $search\n      status: $status\n      paymentMode: $paymentMode\n      driver: $driver\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      descending: $descending\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n      total\n      totalIsExact\n    }\n  }\n': typeof types.SearchBookingsDocument;
  '\n  query DriversForAssignment($bookingId: ID!) {\n    driversForAssignment(bookingId: $bookingId) {\n      uid\n      name\n      carType\n      vehicleNumber\n      distance\n    }\n  }\n': typeof types.DriversForAssignmentDocument;
  '\n  mutation AssignDriver($bookingId: ID!, $driverUid: ID!) {\n    assignDriver(bookingId: $bookingId, driverUid: $driverUid) {\n      id\n      status\n      assignment {\n        notice\n      }\n    }\n  }\n': typeof types.AssignDriverDocument;
  '\n  fragment BulkResultFields on BulkResult {\n    succeeded\n    failed {\n      id\n      code\n      message\n    }\n  }\n': typeof types.BulkResultFieldsFragmentDoc;
  '\n  mutation SetDriversApproval($uids: [ID!]!, $approved: Boolean!) {\n    setDriversApproval(uids: $uids, approved: $approved) {\n      ...BulkResultFields\n    }\n  }\n': typeof types.SetDriversApprovalDocument;
  '\n  mutation DeleteUsers($uids: [ID!]!) {\n    deleteUsers(uids: $uids) {\n      ...BulkResultFields\n    }\n  }\n': typeof types.DeleteUsersDocument;
  '\n  mutation ProcessWithdraws($ids: [ID!]!) {\n    processWithdraws(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n': typeof types.ProcessWithdrawsDocument;
  '\n  mutation DeletePromos($ids: [ID!]!) {\n    deletePromos(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n': typeof types.DeletePromosDocument;
  '\n  mutation DeleteCarTypes($ids: [ID!]!) {\n    deleteCarTypes(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n': typeof types.DeleteCarTypesDocument;
  '\n  fragment CarTypeFields on CarType {\n    id\n    name\n    image\n    rate_per_unit_distance\n    rate_per_hour\n    base_fare\n    min_fare\n    convenience_fees\n    convenience_fee_type\n    parcelTypes {\n      name\n      amount\n    }\n    options {\n      name\n      amount\n    }\n  }\n': typeof types.CarTypeFieldsFragmentDoc;
  '\n  query CarTypes {\n    carTypes {\n      ...CarTypeFields\n    }\n  }\n': typeof types.CarTypesDocument;
  '\n  mutation AddCarType($input: CarTypeInput!) {\n    addCarType(input: $input) {\n      ...CarTypeFields\n    }\n  }\n': typeof types.AddCarTypeDocument;
  '\n  mutation UpdateCarType($id: ID!, $input: CarTypeInput!) {\n    updateCarType(id: $id, input: $input) {\n      ...CarTypeFields\n    }\n  }\n': typeof types.UpdateCarTypeDocument;
  '\n  query CancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n': typeof types.CancelReasonsDocument;
  '\n  mutation SaveCancelReasons($labels: [String!]!) {\n    updateCancelReasons(labels: $labels) {\n      label\n      value\n    }\n  }\n': typeof types.SaveCancelReasonsDocument;
  '\n  query Categories($limit: Int, $nextToken: String) {\n    categories(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n': typeof types.CategoriesDocument;
  '\n  mutation AddCategory($input: CategoryInput!) {\n    addCategory(input: $input) {\n      id\n    }\n  }\n': typeof types.AddCategoryDocument;
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateCategoryDocument;
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': typeof types.DeleteCategoryDocument;
  '\n  query Products($limit: Int, $nextToken: String) {\n    products(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n': typeof types.ProductsDocument;
  '\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n': typeof types.AddProductDocument;
  '\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateProductDocument;
  '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n': typeof types.DeleteProductDocument;
  '\n  query AdminAppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n': typeof types.AdminAppInfoDocument;
  '\n  mutation SaveAppInfo($input: AppInfoInput!) {\n    updateAppInfo(input: $input) {\n      aboutUs\n      privacyPolicy\n    }\n  }\n': typeof types.SaveAppInfoDocument;
  '\n  query AdminLanguages($limit: Int, $nextToken: String) {\n    languages(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        createdAt\n      }\n      nextToken\n    }\n  }\n': typeof types.AdminLanguagesDocument;
  '\n  query AdminLanguageTexts($id: ID!) {\n    language(id: $id) {\n      keyValuePairs\n    }\n  }\n': typeof types.AdminLanguageTextsDocument;
  '\n  mutation AddLanguage($input: NewLanguageInput!) {\n    addLanguage(input: $input) {\n      id\n    }\n  }\n': typeof types.AddLanguageDocument;
  '\n  mutation UpdateLanguage($id: ID!, $input: LanguageEditInput!) {\n    updateLanguage(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateLanguageDocument;
  '\n  mutation MakeDefaultLanguage($id: ID!) {\n    makeDefaultLanguage(id: $id) {\n      id\n    }\n  }\n': typeof types.MakeDefaultLanguageDocument;
  '\n  mutation DeleteLanguage($id: ID!) {\n    deleteLanguage(id: $id)\n  }\n': typeof types.DeleteLanguageDocument;
  '\n  mutation AppRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n      usertype\n      approved\n      carType\n      vehicleNumber\n      vehicleMake\n      vehicleModel\n      vehicleColor\n      licenseImage\n    }\n  }\n': typeof types.AppRegisterDriverDocument;
  '\n  fragment DropChangeQuoteFields on DropChangeQuote {\n    quoteId\n    bookingId\n    drop {\n      lat\n      lng\n      add\n    }\n    distance\n    distanceUnit\n    durationSecs\n    grandTotal\n    payableAmount\n    difference\n    currency\n    expiresAt\n  }\n': typeof types.DropChangeQuoteFieldsFragmentDoc;
  '\n  mutation AppQuoteDropChange($bookingId: ID!, $drop: PlaceInput!) {\n    quoteDropChange(bookingId: $bookingId, drop: $drop) {\n      ...DropChangeQuoteFields\n    }\n  }\n': typeof types.AppQuoteDropChangeDocument;
  '\n  mutation AppAcceptDropChange($quoteId: ID!) {\n    acceptDropChange(quoteId: $quoteId) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppAcceptDropChangeDocument;
  '\n  query GrossEarnings {\n    grossEarnings {\n      today\n      thisMonth\n      total\n      currency\n    }\n  }\n': typeof types.GrossEarningsDocument;
  '\n  query DriverEarnings($limit: Int, $nextToken: String) {\n    driverEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        driver\n        driverName\n        total_rides\n        driverVehicleNo\n        driverShare\n      }\n      nextToken\n    }\n  }\n': typeof types.DriverEarningsDocument;
  '\n  query EarningReports($limit: Int, $nextToken: String) {\n    earningReports(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        total_rides\n        tripCost\n        discountAmount\n        customerPaid\n        convenienceFees\n        tips\n      }\n      nextToken\n    }\n  }\n': typeof types.EarningReportsDocument;
  '\n  query ActiveDrivers($south: Float, $west: Float, $north: Float, $east: Float, $limit: Int) {\n    activeDrivers(south: $south, west: $west, north: $north, east: $east, limit: $limit) {\n      uid\n      name\n      carType\n      vehicleNumber\n      lat\n      lng\n      queue\n    }\n  }\n': typeof types.ActiveDriversDocument;
  '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    walletHeld\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    bankName\n    bankCode\n    bankAccount\n    driverActiveStatus\n    queue\n  }\n': typeof types.MeFieldsFragmentDoc;
  '\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...MeFields\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation UpdateBankDetails($input: BankDetailsInput!) {\n    updateBankDetails(input: $input) {\n      ...MeFields\n    }\n  }\n': typeof types.UpdateBankDetailsDocument;
  '\n  mutation RequestContactCode($input: ContactCodeInput!) {\n    requestContactCode(input: $input) {\n      destination\n      expiresAt\n    }\n  }\n': typeof types.RequestContactCodeDocument;
  '\n  mutation ConfirmContactChange($input: ContactConfirmInput!) {\n    confirmContactChange(input: $input) {\n      ...MeFields\n    }\n  }\n': typeof types.ConfirmContactChangeDocument;
  '\n  mutation GoOffline {\n    goOffline {\n      uid\n      driverActiveStatus\n    }\n  }\n': typeof types.GoOfflineDocument;
  '\n  query LanguageChoices($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        langName\n        langLocale\n        dateLocale\n      }\n      nextToken\n    }\n  }\n': typeof types.LanguageChoicesDocument;
  '\n  query WalletHistory($uid: ID, $limit: Int, $nextToken: String) {\n    walletHistory(uid: $uid, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        at\n        txRef\n        balance\n        purpose\n        reason\n        refersTo\n        by {\n          uid\n          name\n        }\n      }\n      nextToken\n    }\n  }\n': typeof types.WalletHistoryDocument;
  '\n  subscription AppOnWalletChanged($uid: ID!) {\n    onWalletChanged(uid: $uid) {\n      id\n    }\n  }\n': typeof types.AppOnWalletChangedDocument;
  '\n  query AppPaymentProviders {\n    paymentProviders {\n      name\n    }\n  }\n': typeof types.AppPaymentProvidersDocument;
  '\n  mutation AppPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      provider\n      url\n      fields\n    }\n  }\n': typeof types.AppPayNowDocument;
  '\n  mutation AppPayFromWallet($bookingId: ID!) {\n    payFromWallet(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppPayFromWalletDocument;
  '\n  mutation AppTipDriver($bookingId: ID!, $amount: Float!) {\n    tipDriver(bookingId: $bookingId, amount: $amount) {\n      booking {\n        ...AppBookingFields\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n': typeof types.AppTipDriverDocument;
  '\n  query AppTopUpOptions {\n    walletTopUpOptions {\n      amounts\n      max\n    }\n  }\n': typeof types.AppTopUpOptionsDocument;
  '\n  query AppCardTopUp($id: ID!) {\n    cardTopUp(id: $id) {\n      id\n      amount\n      status\n    }\n  }\n': typeof types.AppCardTopUpDocument;
  '\n  mutation AppTopUpByCard($amount: Float!, $provider: String!) {\n    topUpByCard(amount: $amount, provider: $provider) {\n      topUp {\n        id\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n': typeof types.AppTopUpByCardDocument;
  '\n  query AppWithdraws($nextToken: String) {\n    withdraws(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        date\n        bankName\n        bankAccount\n        processed\n      }\n      nextToken\n    }\n  }\n': typeof types.AppWithdrawsDocument;
  '\n  mutation AppRequestWithdraw($amount: Float!) {\n    requestWithdraw(amount: $amount) {\n      id\n    }\n  }\n': typeof types.AppRequestWithdrawDocument;
  '\n  query MyEarnings {\n    myEarnings {\n      today\n      todayRides\n      thisWeek\n      thisWeekRides\n      currency\n      timezone\n    }\n  }\n': typeof types.MyEarningsDocument;
  '\n  query MyTripEarnings($limit: Int, $nextToken: String) {\n    myTripEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        bookingId\n        reference\n        tripdate\n        driverShare\n        tripCost\n        payment_mode\n        tip\n      }\n      nextToken\n    }\n  }\n': typeof types.MyTripEarningsDocument;
  '\n  query AppSearchPlaces($text: String!, $near: PlaceInput) {\n    searchPlaces(text: $text, near: $near) {\n      placeId\n      add\n      lat\n      lng\n    }\n  }\n': typeof types.AppSearchPlacesDocument;
  '\n  query AppPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n': typeof types.AppPlaceAddressDocument;
  '\n  query AppSavedPlaces($limit: Int, $nextToken: String) {\n    savedPlaces(limit: $limit, nextToken: $nextToken) {\n      items {\n        kind\n        lat\n        lng\n        add\n      }\n      nextToken\n    }\n  }\n': typeof types.AppSavedPlacesDocument;
  '\n  query AppRecentPlaces {\n    recentPlaces {\n      lat\n      lng\n      add\n    }\n  }\n': typeof types.AppRecentPlacesDocument;
  '\n  mutation AppSavePlace($input: SavePlaceInput!) {\n    savePlace(input: $input) {\n      kind\n      lat\n      lng\n      add\n    }\n  }\n': typeof types.AppSavePlaceDocument;
  '\n  mutation AppRemoveSavedPlace($kind: SavedPlaceKind!) {\n    removeSavedPlace(kind: $kind)\n  }\n': typeof types.AppRemoveSavedPlaceDocument;
  '\n  fragment PromoFields on Promo {\n    id\n    promo_name\n    promo_description\n    promo_discount_type\n    promo_discount_value\n    max_promo_discount_value\n    min_order\n    promo_validity\n    promo_usage_limit\n    user_avail\n    createdAt\n  }\n': typeof types.PromoFieldsFragmentDoc;
  '\n  query Promos($limit: Int, $nextToken: String) {\n    promos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PromoFields\n      }\n      nextToken\n    }\n  }\n': typeof types.PromosDocument;
  '\n  query MyPromos($limit: Int, $nextToken: String) {\n    myPromos(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        promo_name\n        promo_description\n        promo_discount_type\n        promo_discount_value\n        max_promo_discount_value\n        min_order\n        promo_validity\n        usesLeft\n      }\n      nextToken\n    }\n  }\n': typeof types.MyPromosDocument;
  '\n  mutation AddPromo($input: PromoInput!) {\n    addPromo(input: $input) {\n      id\n    }\n  }\n': typeof types.AddPromoDocument;
  '\n  mutation UpdatePromo($id: ID!, $input: PromoInput!) {\n    updatePromo(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdatePromoDocument;
  '\n  fragment PublicSettingsFields on Settings {\n    appName\n    country\n    restrictCountry\n    AllowCountrySelection\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n': typeof types.PublicSettingsFieldsFragmentDoc;
  '\n  query PublicSettings {\n    settings {\n      ...PublicSettingsFields\n    }\n  }\n': typeof types.PublicSettingsDocument;
  '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        textsVersion\n      }\n      nextToken\n    }\n  }\n': typeof types.LanguagesDocument;
  '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      textsVersion\n      keyValuePairs\n    }\n  }\n': typeof types.LanguageDocument;
  '\n  query AppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n': typeof types.AppInfoDocument;
  '\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        usertype\n        devicetype\n        title\n        body\n      }\n      nextToken\n    }\n  }\n': typeof types.NotificationsDocument;
  '\n  mutation SendNotification($input: PushNotificationInput!) {\n    sendNotification(input: $input) {\n      id\n    }\n  }\n': typeof types.SendNotificationDocument;
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n': typeof types.DeleteNotificationDocument;
  '\n  query AppBookingReceipt($bookingId: ID!) {\n    bookingReceipt(bookingId: $bookingId) {\n      bookingId\n      reference\n      tripdate\n      pickup {\n        lat\n        lng\n        add\n      }\n      drop {\n        lat\n        lng\n        add\n      }\n      distance\n      durationSecs\n      carType\n      lines {\n        kind\n        amount\n      }\n      promoCode\n      total\n      paymentMode\n      gateway\n      driverName\n      vehicle {\n        make\n        model\n        color\n        number\n      }\n    }\n  }\n': typeof types.AppBookingReceiptDocument;
  '\n  query AppReceivedNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        at\n        title\n        body\n        messageKeys\n        bookingId\n      }\n      nextToken\n    }\n  }\n': typeof types.AppReceivedNotificationsDocument;
  '\n  query AppUnreadNotifications {\n    unreadNotifications\n  }\n': typeof types.AppUnreadNotificationsDocument;
  '\n  mutation AppMarkNotificationsSeen {\n    markNotificationsSeen\n  }\n': typeof types.AppMarkNotificationsSeenDocument;
  '\n  subscription AppOnNotificationReceived($uid: ID!) {\n    onNotificationReceived(uid: $uid) {\n      id\n    }\n  }\n': typeof types.AppOnNotificationReceivedDocument;
  '\n  query AppCarTypes {\n    carTypes {\n      id\n      name\n      image\n      parcelTypes {\n        name\n        amount\n      }\n      options {\n        name\n        amount\n      }\n    }\n  }\n': typeof types.AppCarTypesDocument;
  '\n  fragment SafetyEventFields on SafetyEvent {\n    id\n    bookingId\n    reference\n    raisedBy\n    raisedByName\n    role\n    lat\n    lng\n    createdAt\n    acknowledgedBy\n    acknowledgedByName\n    acknowledgedAt\n  }\n': typeof types.SafetyEventFieldsFragmentDoc;
  '\n  mutation AppRaiseSos($bookingId: ID!, $lat: Float, $lng: Float) {\n    raiseSos(bookingId: $bookingId, lat: $lat, lng: $lng) {\n      ...SafetyEventFields\n    }\n  }\n': typeof types.AppRaiseSosDocument;
  '\n  query SafetyEvents($limit: Int, $nextToken: String) {\n    safetyEvents(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SafetyEventFields\n      }\n      nextToken\n    }\n  }\n': typeof types.SafetyEventsDocument;
  '\n  mutation AcknowledgeSafetyEvent($id: ID!) {\n    acknowledgeSafetyEvent(id: $id) {\n      ...SafetyEventFields\n    }\n  }\n': typeof types.AcknowledgeSafetyEventDocument;
  '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletTopUpMax\n    arrivingNoticeMeters\n    noShowWaitMinutes\n    noShowFee\n    tipAmounts\n    tipMax\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    shopPickup {\n      lat\n      lng\n      add\n    }\n    updatedAt\n  }\n': typeof types.SettingsFieldsFragmentDoc;
  '\n  query Settings {\n    settings {\n      ...SettingsFields\n    }\n  }\n': typeof types.SettingsDocument;
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n': typeof types.UpdateSettingsDocument;
  '\n  subscription OnSettingsUpdated {\n    onSettingsUpdated {\n      ...SettingsFields\n    }\n  }\n': typeof types.OnSettingsUpdatedDocument;
  '\n  mutation AllowCriticalEdits {\n    allowCriticalEdits {\n      ...SettingsFields\n    }\n  }\n': typeof types.AllowCriticalEditsDocument;
  '\n  query AppCategories($nextToken: String) {\n    categories(limit: 50, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n      }\n      nextToken\n    }\n  }\n': typeof types.AppCategoriesDocument;
  '\n  query AppProducts($category: ID, $nextToken: String) {\n    products(category: $category, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n      }\n      nextToken\n    }\n  }\n': typeof types.AppProductsDocument;
  '\n  query AppCancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n': typeof types.AppCancelReasonsDocument;
  '\n  fragment SharedTripPositionFields on SharedTripPosition {\n    lat\n    lng\n    heading\n    eta\n    at\n    status\n  }\n': typeof types.SharedTripPositionFieldsFragmentDoc;
  '\n  fragment SharedTripFields on SharedTrip {\n    status\n    driverFirstName\n    driverImage\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    vehicleNumber\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n': typeof types.SharedTripFieldsFragmentDoc;
  '\n  fragment SharedTripFrameFields on SharedTripFrame {\n    token\n    ended\n    status\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n': typeof types.SharedTripFrameFieldsFragmentDoc;
  '\n  mutation AppShareTrip($bookingId: ID!) {\n    shareTrip(bookingId: $bookingId) {\n      bookingId\n      token\n    }\n  }\n': typeof types.AppShareTripDocument;
  '\n  mutation AppStopSharingTrip($bookingId: ID!) {\n    stopSharingTrip(bookingId: $bookingId)\n  }\n': typeof types.AppStopSharingTripDocument;
  '\n  query PublicSharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      ...SharedTripFields\n    }\n  }\n': typeof types.PublicSharedTripDocument;
  '\n  subscription PublicOnSharedTrip($token: String!) {\n    onSharedTrip(token: $token) {\n      ...SharedTripFrameFields\n    }\n  }\n': typeof types.PublicOnSharedTripDocument;
  '\n  fragment AppBookingFields on Booking {\n    id\n    reference\n    status\n    customer\n    customer_name\n    customer_contact\n    customer_image\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    tripdate\n    bookingDate\n    carType\n    cartData\n    cart_total\n    parcelType\n    option\n    distance\n    durationSecs\n    trip_cost\n    discount\n    convenience_fees\n    customer_paid\n    driver_share\n    payment_mode\n    cashPaymentAmount\n    payableAmount\n    driver\n    driver_name\n    driver_image\n    driver_contact\n    driverRating\n    vehicle_number\n    vehicle_make\n    vehicle_model\n    vehicle_color\n    otp\n    reason\n    rating\n    pickup_image\n    deliver_image\n    arrivingNoticeAt\n    dropChangedAt\n    cancelledBy\n    riderRating\n    customerRating\n    customerRatingCount\n    arrivedAt\n    noShowFee\n    tip\n  }\n': typeof types.AppBookingFieldsFragmentDoc;
  '\n  fragment AppTrackingFields on TrackingEntry {\n    bookingId\n    at\n    status\n    lat\n    lng\n    heading\n    eta\n  }\n': typeof types.AppTrackingFieldsFragmentDoc;
  '\n  fragment AppChatFields on ChatMessage {\n    bookingId\n    id\n    message\n    from\n    at\n  }\n': typeof types.AppChatFieldsFragmentDoc;
  '\n  query AppFareQuote($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      carType\n      distance\n      distanceUnit\n      durationSecs\n      polyline\n      fare\n      convenience_fees\n      discount\n      grandTotal\n      currency\n      promoError\n      expiresAt\n    }\n  }\n': typeof types.AppFareQuoteDocument;
  '\n  mutation AppCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppCreateBookingDocument;
  '\n  query AppBooking($id: ID!) {\n    booking(id: $id) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppBookingDocument;
  '\n  query AppBookings($active: Boolean, $limit: Int, $nextToken: String) {\n    bookings(active: $active, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppBookingFields\n      }\n      nextToken\n    }\n  }\n': typeof types.AppBookingsDocument;
  '\n  mutation AppCancelBooking($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppCancelBookingDocument;
  '\n  mutation AppRateTrip($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateTrip(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppRateTripDocument;
  '\n  mutation AppRateRider($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateRider(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppRateRiderDocument;
  '\n  mutation AppCancelTrip($bookingId: ID!, $reason: DriverCancelReason!, $otherReason: String) {\n    cancelTrip(bookingId: $bookingId, reason: $reason, otherReason: $otherReason) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppCancelTripDocument;
  '\n  mutation AppReportNoShow($bookingId: ID!) {\n    reportNoShow(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppReportNoShowDocument;
  '\n  query AppTasks {\n    tasks {\n      ...AppBookingFields\n      offer {\n        expiresAt\n        driverEarning\n        toPickupDistance\n        toPickupSecs\n      }\n    }\n  }\n': typeof types.AppTasksDocument;
  '\n  mutation AppAcceptTask($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppAcceptTaskDocument;
  '\n  mutation AppDeclineTask($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n    }\n  }\n': typeof types.AppDeclineTaskDocument;
  '\n  mutation AppUpdateTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppUpdateTripStatusDocument;
  '\n  mutation AppSetTripImage($bookingId: ID!, $which: String!, $key: String!) {\n    setTripImage(bookingId: $bookingId, which: $which, key: $key) {\n      ...AppBookingFields\n    }\n  }\n': typeof types.AppSetTripImageDocument;
  '\n  mutation AppSetDriverActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      uid\n      driverActiveStatus\n      queue\n    }\n  }\n': typeof types.AppSetDriverActiveDocument;
  '\n  mutation AppUpdateDriverLocation($lat: Float!, $lng: Float!, $heading: Float) {\n    updateDriverLocation(lat: $lat, lng: $lng, heading: $heading) {\n      ...AppTrackingFields\n    }\n  }\n': typeof types.AppUpdateDriverLocationDocument;
  '\n  query AppTracking($bookingId: ID!, $limit: Int) {\n    tracking(bookingId: $bookingId, limit: $limit) {\n      ...AppTrackingFields\n    }\n  }\n': typeof types.AppTrackingDocument;
  '\n  query AppLastTracking($bookingId: ID!) {\n    lastTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n': typeof types.AppLastTrackingDocument;
  '\n  query AppChatMessages($bookingId: ID!, $limit: Int, $nextToken: String) {\n    chatMessages(bookingId: $bookingId, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppChatFields\n      }\n      nextToken\n    }\n  }\n': typeof types.AppChatMessagesDocument;
  '\n  mutation AppSendChatMessage($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      ...AppChatFields\n    }\n  }\n': typeof types.AppSendChatMessageDocument;
  '\n  subscription AppOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.AppOnBookingChangedDocument;
  '\n  subscription AppOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n': typeof types.AppOnTaskOfferedDocument;
  '\n  subscription AppOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n': typeof types.AppOnTrackingDocument;
  '\n  subscription AppOnChatMessage($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      ...AppChatFields\n    }\n  }\n': typeof types.AppOnChatMessageDocument;
  '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n': typeof types.CreateUploadUrlDocument;
  '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    fleetadminName\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    other_info\n    bankName\n    bankCode\n    bankAccount\n    averageRating\n    ratingCount\n  }\n': typeof types.UserFieldsFragmentDoc;
  '\n  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {\n    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...UserFields\n      }\n      nextToken\n    }\n  }\n': typeof types.UsersDocument;
  '\n  mutation AddUser($input: NewUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n': typeof types.AddUserDocument;
  '\n  mutation EditUser($uid: ID!, $input: UserEditInput!) {\n    editUser(uid: $uid, input: $input) {\n      ...UserFields\n    }\n  }\n': typeof types.EditUserDocument;
  '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n': typeof types.SetLicenceImageDocument;
  '\n  mutation AddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n': typeof types.AddToWalletDocument;
  '\n  mutation DebitWallet($uid: ID!, $amount: Float!, $reason: String!, $requestId: ID) {\n    debitWallet(uid: $uid, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n': typeof types.DebitWalletDocument;
  '\n  mutation RefundToWallet($uid: ID!, $amount: Float!, $reason: String!, $refersTo: ID!, $requestId: ID) {\n    refundToWallet(uid: $uid, amount: $amount, reason: $reason, refersTo: $refersTo, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n': typeof types.RefundToWalletDocument;
  '\n  mutation ReverseTopUp($uid: ID!, $entryId: ID!, $reason: String!) {\n    reverseTopUp(uid: $uid, entryId: $entryId, reason: $reason) {\n      id\n      balance\n    }\n  }\n': typeof types.ReverseTopUpDocument;
  '\n  query AdminWithdraws($limit: Int, $nextToken: String) {\n    withdraws(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        uid\n        name\n        amount\n        date\n        bankName\n        bankCode\n        bankAccount\n        processed\n        procesDate\n      }\n      nextToken\n    }\n  }\n': typeof types.AdminWithdrawsDocument;
};
const documents: Documents = {
  'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}':
    types.BookingPlainFieldsFragmentDoc,
  '\n  query AuditLog(\n    $action: AuditAction\n    $actorUid: ID\n    $targetType: AuditTargetType\n    $targetId: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    auditLog(\n      action: $action\n      actorUid: $actorUid\n      targetType: $targetType\n      targetId: $targetId\n      from: $from\n      to: $to\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        at\n        action\n        actor {\n          uid\n          name\n        }\n        targetType\n        targetId\n        targetName\n        before\n        after\n        reason\n      }\n      nextToken\n    }\n  }\n':
    types.AuditLogDocument,
  '\n  fragment BookingHistoryFields on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    returnedPayments {\n      provider\n      transactionId\n      amount\n      at\n    }\n    requestedDrivers\n    assignment {\n      driver\n      driverName\n      at\n      expiresAt\n      notice\n    }\n  }\n':
    types.BookingHistoryFieldsFragmentDoc,
  '\n  query BookingHistory(\n    $status: BookingStatus\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    bookings(status: $status, from: $from, to: $to, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n    }\n  }\n':
    types.BookingHistoryDocument,
  '\n  query SearchBookings(\n    $search: String\n    $status: BookingStatus\n    $paymentMode: PaymentMode\n    $driver: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $sortBy: BookingSort\n    $descending: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchBookings(\n      search: $search\n      status: $status\n      paymentMode: $paymentMode\n      driver: $driver\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      descending: $descending\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n      total\n      totalIsExact\n    }\n  }\n':
    types.SearchBookingsDocument,
  '\n  query DriversForAssignment($bookingId: ID!) {\n    driversForAssignment(bookingId: $bookingId) {\n      uid\n      name\n      carType\n      vehicleNumber\n      distance\n    }\n  }\n':
    types.DriversForAssignmentDocument,
  '\n  mutation AssignDriver($bookingId: ID!, $driverUid: ID!) {\n    assignDriver(bookingId: $bookingId, driverUid: $driverUid) {\n      id\n      status\n      assignment {\n        notice\n      }\n    }\n  }\n':
    types.AssignDriverDocument,
  '\n  fragment BulkResultFields on BulkResult {\n    succeeded\n    failed {\n      id\n      code\n      message\n    }\n  }\n':
    types.BulkResultFieldsFragmentDoc,
  '\n  mutation SetDriversApproval($uids: [ID!]!, $approved: Boolean!) {\n    setDriversApproval(uids: $uids, approved: $approved) {\n      ...BulkResultFields\n    }\n  }\n':
    types.SetDriversApprovalDocument,
  '\n  mutation DeleteUsers($uids: [ID!]!) {\n    deleteUsers(uids: $uids) {\n      ...BulkResultFields\n    }\n  }\n':
    types.DeleteUsersDocument,
  '\n  mutation ProcessWithdraws($ids: [ID!]!) {\n    processWithdraws(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n':
    types.ProcessWithdrawsDocument,
  '\n  mutation DeletePromos($ids: [ID!]!) {\n    deletePromos(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n':
    types.DeletePromosDocument,
  '\n  mutation DeleteCarTypes($ids: [ID!]!) {\n    deleteCarTypes(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n':
    types.DeleteCarTypesDocument,
  '\n  fragment CarTypeFields on CarType {\n    id\n    name\n    image\n    rate_per_unit_distance\n    rate_per_hour\n    base_fare\n    min_fare\n    convenience_fees\n    convenience_fee_type\n    parcelTypes {\n      name\n      amount\n    }\n    options {\n      name\n      amount\n    }\n  }\n':
    types.CarTypeFieldsFragmentDoc,
  '\n  query CarTypes {\n    carTypes {\n      ...CarTypeFields\n    }\n  }\n': types.CarTypesDocument,
  '\n  mutation AddCarType($input: CarTypeInput!) {\n    addCarType(input: $input) {\n      ...CarTypeFields\n    }\n  }\n':
    types.AddCarTypeDocument,
  '\n  mutation UpdateCarType($id: ID!, $input: CarTypeInput!) {\n    updateCarType(id: $id, input: $input) {\n      ...CarTypeFields\n    }\n  }\n':
    types.UpdateCarTypeDocument,
  '\n  query CancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n':
    types.CancelReasonsDocument,
  '\n  mutation SaveCancelReasons($labels: [String!]!) {\n    updateCancelReasons(labels: $labels) {\n      label\n      value\n    }\n  }\n':
    types.SaveCancelReasonsDocument,
  '\n  query Categories($limit: Int, $nextToken: String) {\n    categories(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n':
    types.CategoriesDocument,
  '\n  mutation AddCategory($input: CategoryInput!) {\n    addCategory(input: $input) {\n      id\n    }\n  }\n':
    types.AddCategoryDocument,
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateCategoryDocument,
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': types.DeleteCategoryDocument,
  '\n  query Products($limit: Int, $nextToken: String) {\n    products(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n':
    types.ProductsDocument,
  '\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n':
    types.AddProductDocument,
  '\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateProductDocument,
  '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n': types.DeleteProductDocument,
  '\n  query AdminAppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n':
    types.AdminAppInfoDocument,
  '\n  mutation SaveAppInfo($input: AppInfoInput!) {\n    updateAppInfo(input: $input) {\n      aboutUs\n      privacyPolicy\n    }\n  }\n':
    types.SaveAppInfoDocument,
  '\n  query AdminLanguages($limit: Int, $nextToken: String) {\n    languages(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        createdAt\n      }\n      nextToken\n    }\n  }\n':
    types.AdminLanguagesDocument,
  '\n  query AdminLanguageTexts($id: ID!) {\n    language(id: $id) {\n      keyValuePairs\n    }\n  }\n':
    types.AdminLanguageTextsDocument,
  '\n  mutation AddLanguage($input: NewLanguageInput!) {\n    addLanguage(input: $input) {\n      id\n    }\n  }\n':
    types.AddLanguageDocument,
  '\n  mutation UpdateLanguage($id: ID!, $input: LanguageEditInput!) {\n    updateLanguage(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateLanguageDocument,
  '\n  mutation MakeDefaultLanguage($id: ID!) {\n    makeDefaultLanguage(id: $id) {\n      id\n    }\n  }\n':
    types.MakeDefaultLanguageDocument,
  '\n  mutation DeleteLanguage($id: ID!) {\n    deleteLanguage(id: $id)\n  }\n': types.DeleteLanguageDocument,
  '\n  mutation AppRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n      usertype\n      approved\n      carType\n      vehicleNumber\n      vehicleMake\n      vehicleModel\n      vehicleColor\n      licenseImage\n    }\n  }\n':
    types.AppRegisterDriverDocument,
  '\n  fragment DropChangeQuoteFields on DropChangeQuote {\n    quoteId\n    bookingId\n    drop {\n      lat\n      lng\n      add\n    }\n    distance\n    distanceUnit\n    durationSecs\n    grandTotal\n    payableAmount\n    difference\n    currency\n    expiresAt\n  }\n':
    types.DropChangeQuoteFieldsFragmentDoc,
  '\n  mutation AppQuoteDropChange($bookingId: ID!, $drop: PlaceInput!) {\n    quoteDropChange(bookingId: $bookingId, drop: $drop) {\n      ...DropChangeQuoteFields\n    }\n  }\n':
    types.AppQuoteDropChangeDocument,
  '\n  mutation AppAcceptDropChange($quoteId: ID!) {\n    acceptDropChange(quoteId: $quoteId) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppAcceptDropChangeDocument,
  '\n  query GrossEarnings {\n    grossEarnings {\n      today\n      thisMonth\n      total\n      currency\n    }\n  }\n':
    types.GrossEarningsDocument,
  '\n  query DriverEarnings($limit: Int, $nextToken: String) {\n    driverEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        driver\n        driverName\n        total_rides\n        driverVehicleNo\n        driverShare\n      }\n      nextToken\n    }\n  }\n':
    types.DriverEarningsDocument,
  '\n  query EarningReports($limit: Int, $nextToken: String) {\n    earningReports(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        total_rides\n        tripCost\n        discountAmount\n        customerPaid\n        convenienceFees\n        tips\n      }\n      nextToken\n    }\n  }\n':
    types.EarningReportsDocument,
  '\n  query ActiveDrivers($south: Float, $west: Float, $north: Float, $east: Float, $limit: Int) {\n    activeDrivers(south: $south, west: $west, north: $north, east: $east, limit: $limit) {\n      uid\n      name\n      carType\n      vehicleNumber\n      lat\n      lng\n      queue\n    }\n  }\n':
    types.ActiveDriversDocument,
  '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    walletHeld\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    bankName\n    bankCode\n    bankAccount\n    driverActiveStatus\n    queue\n  }\n':
    types.MeFieldsFragmentDoc,
  '\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n': types.MeDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...MeFields\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation UpdateBankDetails($input: BankDetailsInput!) {\n    updateBankDetails(input: $input) {\n      ...MeFields\n    }\n  }\n':
    types.UpdateBankDetailsDocument,
  '\n  mutation RequestContactCode($input: ContactCodeInput!) {\n    requestContactCode(input: $input) {\n      destination\n      expiresAt\n    }\n  }\n':
    types.RequestContactCodeDocument,
  '\n  mutation ConfirmContactChange($input: ContactConfirmInput!) {\n    confirmContactChange(input: $input) {\n      ...MeFields\n    }\n  }\n':
    types.ConfirmContactChangeDocument,
  '\n  mutation GoOffline {\n    goOffline {\n      uid\n      driverActiveStatus\n    }\n  }\n':
    types.GoOfflineDocument,
  '\n  query LanguageChoices($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        langName\n        langLocale\n        dateLocale\n      }\n      nextToken\n    }\n  }\n':
    types.LanguageChoicesDocument,
  '\n  query WalletHistory($uid: ID, $limit: Int, $nextToken: String) {\n    walletHistory(uid: $uid, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        at\n        txRef\n        balance\n        purpose\n        reason\n        refersTo\n        by {\n          uid\n          name\n        }\n      }\n      nextToken\n    }\n  }\n':
    types.WalletHistoryDocument,
  '\n  subscription AppOnWalletChanged($uid: ID!) {\n    onWalletChanged(uid: $uid) {\n      id\n    }\n  }\n':
    types.AppOnWalletChangedDocument,
  '\n  query AppPaymentProviders {\n    paymentProviders {\n      name\n    }\n  }\n':
    types.AppPaymentProvidersDocument,
  '\n  mutation AppPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      provider\n      url\n      fields\n    }\n  }\n':
    types.AppPayNowDocument,
  '\n  mutation AppPayFromWallet($bookingId: ID!) {\n    payFromWallet(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppPayFromWalletDocument,
  '\n  mutation AppTipDriver($bookingId: ID!, $amount: Float!) {\n    tipDriver(bookingId: $bookingId, amount: $amount) {\n      booking {\n        ...AppBookingFields\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n':
    types.AppTipDriverDocument,
  '\n  query AppTopUpOptions {\n    walletTopUpOptions {\n      amounts\n      max\n    }\n  }\n':
    types.AppTopUpOptionsDocument,
  '\n  query AppCardTopUp($id: ID!) {\n    cardTopUp(id: $id) {\n      id\n      amount\n      status\n    }\n  }\n':
    types.AppCardTopUpDocument,
  '\n  mutation AppTopUpByCard($amount: Float!, $provider: String!) {\n    topUpByCard(amount: $amount, provider: $provider) {\n      topUp {\n        id\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n':
    types.AppTopUpByCardDocument,
  '\n  query AppWithdraws($nextToken: String) {\n    withdraws(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        date\n        bankName\n        bankAccount\n        processed\n      }\n      nextToken\n    }\n  }\n':
    types.AppWithdrawsDocument,
  '\n  mutation AppRequestWithdraw($amount: Float!) {\n    requestWithdraw(amount: $amount) {\n      id\n    }\n  }\n':
    types.AppRequestWithdrawDocument,
  '\n  query MyEarnings {\n    myEarnings {\n      today\n      todayRides\n      thisWeek\n      thisWeekRides\n      currency\n      timezone\n    }\n  }\n':
    types.MyEarningsDocument,
  '\n  query MyTripEarnings($limit: Int, $nextToken: String) {\n    myTripEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        bookingId\n        reference\n        tripdate\n        driverShare\n        tripCost\n        payment_mode\n        tip\n      }\n      nextToken\n    }\n  }\n':
    types.MyTripEarningsDocument,
  '\n  query AppSearchPlaces($text: String!, $near: PlaceInput) {\n    searchPlaces(text: $text, near: $near) {\n      placeId\n      add\n      lat\n      lng\n    }\n  }\n':
    types.AppSearchPlacesDocument,
  '\n  query AppPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n':
    types.AppPlaceAddressDocument,
  '\n  query AppSavedPlaces($limit: Int, $nextToken: String) {\n    savedPlaces(limit: $limit, nextToken: $nextToken) {\n      items {\n        kind\n        lat\n        lng\n        add\n      }\n      nextToken\n    }\n  }\n':
    types.AppSavedPlacesDocument,
  '\n  query AppRecentPlaces {\n    recentPlaces {\n      lat\n      lng\n      add\n    }\n  }\n':
    types.AppRecentPlacesDocument,
  '\n  mutation AppSavePlace($input: SavePlaceInput!) {\n    savePlace(input: $input) {\n      kind\n      lat\n      lng\n      add\n    }\n  }\n':
    types.AppSavePlaceDocument,
  '\n  mutation AppRemoveSavedPlace($kind: SavedPlaceKind!) {\n    removeSavedPlace(kind: $kind)\n  }\n':
    types.AppRemoveSavedPlaceDocument,
  '\n  fragment PromoFields on Promo {\n    id\n    promo_name\n    promo_description\n    promo_discount_type\n    promo_discount_value\n    max_promo_discount_value\n    min_order\n    promo_validity\n    promo_usage_limit\n    user_avail\n    createdAt\n  }\n':
    types.PromoFieldsFragmentDoc,
  '\n  query Promos($limit: Int, $nextToken: String) {\n    promos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PromoFields\n      }\n      nextToken\n    }\n  }\n':
    types.PromosDocument,
  '\n  query MyPromos($limit: Int, $nextToken: String) {\n    myPromos(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        promo_name\n        promo_description\n        promo_discount_type\n        promo_discount_value\n        max_promo_discount_value\n        min_order\n        promo_validity\n        usesLeft\n      }\n      nextToken\n    }\n  }\n':
    types.MyPromosDocument,
  '\n  mutation AddPromo($input: PromoInput!) {\n    addPromo(input: $input) {\n      id\n    }\n  }\n':
    types.AddPromoDocument,
  '\n  mutation UpdatePromo($id: ID!, $input: PromoInput!) {\n    updatePromo(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdatePromoDocument,
  '\n  fragment PublicSettingsFields on Settings {\n    appName\n    country\n    restrictCountry\n    AllowCountrySelection\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n':
    types.PublicSettingsFieldsFragmentDoc,
  '\n  query PublicSettings {\n    settings {\n      ...PublicSettingsFields\n    }\n  }\n':
    types.PublicSettingsDocument,
  '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        textsVersion\n      }\n      nextToken\n    }\n  }\n':
    types.LanguagesDocument,
  '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      textsVersion\n      keyValuePairs\n    }\n  }\n':
    types.LanguageDocument,
  '\n  query AppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n':
    types.AppInfoDocument,
  '\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        usertype\n        devicetype\n        title\n        body\n      }\n      nextToken\n    }\n  }\n':
    types.NotificationsDocument,
  '\n  mutation SendNotification($input: PushNotificationInput!) {\n    sendNotification(input: $input) {\n      id\n    }\n  }\n':
    types.SendNotificationDocument,
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n':
    types.DeleteNotificationDocument,
  '\n  query AppBookingReceipt($bookingId: ID!) {\n    bookingReceipt(bookingId: $bookingId) {\n      bookingId\n      reference\n      tripdate\n      pickup {\n        lat\n        lng\n        add\n      }\n      drop {\n        lat\n        lng\n        add\n      }\n      distance\n      durationSecs\n      carType\n      lines {\n        kind\n        amount\n      }\n      promoCode\n      total\n      paymentMode\n      gateway\n      driverName\n      vehicle {\n        make\n        model\n        color\n        number\n      }\n    }\n  }\n':
    types.AppBookingReceiptDocument,
  '\n  query AppReceivedNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        at\n        title\n        body\n        messageKeys\n        bookingId\n      }\n      nextToken\n    }\n  }\n':
    types.AppReceivedNotificationsDocument,
  '\n  query AppUnreadNotifications {\n    unreadNotifications\n  }\n': types.AppUnreadNotificationsDocument,
  '\n  mutation AppMarkNotificationsSeen {\n    markNotificationsSeen\n  }\n':
    types.AppMarkNotificationsSeenDocument,
  '\n  subscription AppOnNotificationReceived($uid: ID!) {\n    onNotificationReceived(uid: $uid) {\n      id\n    }\n  }\n':
    types.AppOnNotificationReceivedDocument,
  '\n  query AppCarTypes {\n    carTypes {\n      id\n      name\n      image\n      parcelTypes {\n        name\n        amount\n      }\n      options {\n        name\n        amount\n      }\n    }\n  }\n':
    types.AppCarTypesDocument,
  '\n  fragment SafetyEventFields on SafetyEvent {\n    id\n    bookingId\n    reference\n    raisedBy\n    raisedByName\n    role\n    lat\n    lng\n    createdAt\n    acknowledgedBy\n    acknowledgedByName\n    acknowledgedAt\n  }\n':
    types.SafetyEventFieldsFragmentDoc,
  '\n  mutation AppRaiseSos($bookingId: ID!, $lat: Float, $lng: Float) {\n    raiseSos(bookingId: $bookingId, lat: $lat, lng: $lng) {\n      ...SafetyEventFields\n    }\n  }\n':
    types.AppRaiseSosDocument,
  '\n  query SafetyEvents($limit: Int, $nextToken: String) {\n    safetyEvents(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SafetyEventFields\n      }\n      nextToken\n    }\n  }\n':
    types.SafetyEventsDocument,
  '\n  mutation AcknowledgeSafetyEvent($id: ID!) {\n    acknowledgeSafetyEvent(id: $id) {\n      ...SafetyEventFields\n    }\n  }\n':
    types.AcknowledgeSafetyEventDocument,
  '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletTopUpMax\n    arrivingNoticeMeters\n    noShowWaitMinutes\n    noShowFee\n    tipAmounts\n    tipMax\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    shopPickup {\n      lat\n      lng\n      add\n    }\n    updatedAt\n  }\n':
    types.SettingsFieldsFragmentDoc,
  '\n  query Settings {\n    settings {\n      ...SettingsFields\n    }\n  }\n': types.SettingsDocument,
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n':
    types.UpdateSettingsDocument,
  '\n  subscription OnSettingsUpdated {\n    onSettingsUpdated {\n      ...SettingsFields\n    }\n  }\n':
    types.OnSettingsUpdatedDocument,
  '\n  mutation AllowCriticalEdits {\n    allowCriticalEdits {\n      ...SettingsFields\n    }\n  }\n':
    types.AllowCriticalEditsDocument,
  '\n  query AppCategories($nextToken: String) {\n    categories(limit: 50, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n      }\n      nextToken\n    }\n  }\n':
    types.AppCategoriesDocument,
  '\n  query AppProducts($category: ID, $nextToken: String) {\n    products(category: $category, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n      }\n      nextToken\n    }\n  }\n':
    types.AppProductsDocument,
  '\n  query AppCancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n':
    types.AppCancelReasonsDocument,
  '\n  fragment SharedTripPositionFields on SharedTripPosition {\n    lat\n    lng\n    heading\n    eta\n    at\n    status\n  }\n':
    types.SharedTripPositionFieldsFragmentDoc,
  '\n  fragment SharedTripFields on SharedTrip {\n    status\n    driverFirstName\n    driverImage\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    vehicleNumber\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n':
    types.SharedTripFieldsFragmentDoc,
  '\n  fragment SharedTripFrameFields on SharedTripFrame {\n    token\n    ended\n    status\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n':
    types.SharedTripFrameFieldsFragmentDoc,
  '\n  mutation AppShareTrip($bookingId: ID!) {\n    shareTrip(bookingId: $bookingId) {\n      bookingId\n      token\n    }\n  }\n':
    types.AppShareTripDocument,
  '\n  mutation AppStopSharingTrip($bookingId: ID!) {\n    stopSharingTrip(bookingId: $bookingId)\n  }\n':
    types.AppStopSharingTripDocument,
  '\n  query PublicSharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      ...SharedTripFields\n    }\n  }\n':
    types.PublicSharedTripDocument,
  '\n  subscription PublicOnSharedTrip($token: String!) {\n    onSharedTrip(token: $token) {\n      ...SharedTripFrameFields\n    }\n  }\n':
    types.PublicOnSharedTripDocument,
  '\n  fragment AppBookingFields on Booking {\n    id\n    reference\n    status\n    customer\n    customer_name\n    customer_contact\n    customer_image\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    tripdate\n    bookingDate\n    carType\n    cartData\n    cart_total\n    parcelType\n    option\n    distance\n    durationSecs\n    trip_cost\n    discount\n    convenience_fees\n    customer_paid\n    driver_share\n    payment_mode\n    cashPaymentAmount\n    payableAmount\n    driver\n    driver_name\n    driver_image\n    driver_contact\n    driverRating\n    vehicle_number\n    vehicle_make\n    vehicle_model\n    vehicle_color\n    otp\n    reason\n    rating\n    pickup_image\n    deliver_image\n    arrivingNoticeAt\n    dropChangedAt\n    cancelledBy\n    riderRating\n    customerRating\n    customerRatingCount\n    arrivedAt\n    noShowFee\n    tip\n  }\n':
    types.AppBookingFieldsFragmentDoc,
  '\n  fragment AppTrackingFields on TrackingEntry {\n    bookingId\n    at\n    status\n    lat\n    lng\n    heading\n    eta\n  }\n':
    types.AppTrackingFieldsFragmentDoc,
  '\n  fragment AppChatFields on ChatMessage {\n    bookingId\n    id\n    message\n    from\n    at\n  }\n':
    types.AppChatFieldsFragmentDoc,
  '\n  query AppFareQuote($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      carType\n      distance\n      distanceUnit\n      durationSecs\n      polyline\n      fare\n      convenience_fees\n      discount\n      grandTotal\n      currency\n      promoError\n      expiresAt\n    }\n  }\n':
    types.AppFareQuoteDocument,
  '\n  mutation AppCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppCreateBookingDocument,
  '\n  query AppBooking($id: ID!) {\n    booking(id: $id) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppBookingDocument,
  '\n  query AppBookings($active: Boolean, $limit: Int, $nextToken: String) {\n    bookings(active: $active, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppBookingFields\n      }\n      nextToken\n    }\n  }\n':
    types.AppBookingsDocument,
  '\n  mutation AppCancelBooking($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppCancelBookingDocument,
  '\n  mutation AppRateTrip($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateTrip(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppRateTripDocument,
  '\n  mutation AppRateRider($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateRider(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppRateRiderDocument,
  '\n  mutation AppCancelTrip($bookingId: ID!, $reason: DriverCancelReason!, $otherReason: String) {\n    cancelTrip(bookingId: $bookingId, reason: $reason, otherReason: $otherReason) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppCancelTripDocument,
  '\n  mutation AppReportNoShow($bookingId: ID!) {\n    reportNoShow(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppReportNoShowDocument,
  '\n  query AppTasks {\n    tasks {\n      ...AppBookingFields\n      offer {\n        expiresAt\n        driverEarning\n        toPickupDistance\n        toPickupSecs\n      }\n    }\n  }\n':
    types.AppTasksDocument,
  '\n  mutation AppAcceptTask($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppAcceptTaskDocument,
  '\n  mutation AppDeclineTask($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n    }\n  }\n':
    types.AppDeclineTaskDocument,
  '\n  mutation AppUpdateTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppUpdateTripStatusDocument,
  '\n  mutation AppSetTripImage($bookingId: ID!, $which: String!, $key: String!) {\n    setTripImage(bookingId: $bookingId, which: $which, key: $key) {\n      ...AppBookingFields\n    }\n  }\n':
    types.AppSetTripImageDocument,
  '\n  mutation AppSetDriverActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      uid\n      driverActiveStatus\n      queue\n    }\n  }\n':
    types.AppSetDriverActiveDocument,
  '\n  mutation AppUpdateDriverLocation($lat: Float!, $lng: Float!, $heading: Float) {\n    updateDriverLocation(lat: $lat, lng: $lng, heading: $heading) {\n      ...AppTrackingFields\n    }\n  }\n':
    types.AppUpdateDriverLocationDocument,
  '\n  query AppTracking($bookingId: ID!, $limit: Int) {\n    tracking(bookingId: $bookingId, limit: $limit) {\n      ...AppTrackingFields\n    }\n  }\n':
    types.AppTrackingDocument,
  '\n  query AppLastTracking($bookingId: ID!) {\n    lastTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n':
    types.AppLastTrackingDocument,
  '\n  query AppChatMessages($bookingId: ID!, $limit: Int, $nextToken: String) {\n    chatMessages(bookingId: $bookingId, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppChatFields\n      }\n      nextToken\n    }\n  }\n':
    types.AppChatMessagesDocument,
  '\n  mutation AppSendChatMessage($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      ...AppChatFields\n    }\n  }\n':
    types.AppSendChatMessageDocument,
  '\n  subscription AppOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.AppOnBookingChangedDocument,
  '\n  subscription AppOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n':
    types.AppOnTaskOfferedDocument,
  '\n  subscription AppOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n':
    types.AppOnTrackingDocument,
  '\n  subscription AppOnChatMessage($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      ...AppChatFields\n    }\n  }\n':
    types.AppOnChatMessageDocument,
  '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n':
    types.CreateUploadUrlDocument,
  '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    fleetadminName\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    other_info\n    bankName\n    bankCode\n    bankAccount\n    averageRating\n    ratingCount\n  }\n':
    types.UserFieldsFragmentDoc,
  '\n  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {\n    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...UserFields\n      }\n      nextToken\n    }\n  }\n':
    types.UsersDocument,
  '\n  mutation AddUser($input: NewUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n':
    types.AddUserDocument,
  '\n  mutation EditUser($uid: ID!, $input: UserEditInput!) {\n    editUser(uid: $uid, input: $input) {\n      ...UserFields\n    }\n  }\n':
    types.EditUserDocument,
  '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n':
    types.SetLicenceImageDocument,
  '\n  mutation AddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n':
    types.AddToWalletDocument,
  '\n  mutation DebitWallet($uid: ID!, $amount: Float!, $reason: String!, $requestId: ID) {\n    debitWallet(uid: $uid, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n':
    types.DebitWalletDocument,
  '\n  mutation RefundToWallet($uid: ID!, $amount: Float!, $reason: String!, $refersTo: ID!, $requestId: ID) {\n    refundToWallet(uid: $uid, amount: $amount, reason: $reason, refersTo: $refersTo, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n':
    types.RefundToWalletDocument,
  '\n  mutation ReverseTopUp($uid: ID!, $entryId: ID!, $reason: String!) {\n    reverseTopUp(uid: $uid, entryId: $entryId, reason: $reason) {\n      id\n      balance\n    }\n  }\n':
    types.ReverseTopUpDocument,
  '\n  query AdminWithdraws($limit: Int, $nextToken: String) {\n    withdraws(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        uid\n        name\n        amount\n        date\n        bankName\n        bankCode\n        bankAccount\n        processed\n        procesDate\n      }\n      nextToken\n    }\n  }\n':
    types.AdminWithdrawsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment BookingPlainFields on Booking {\n  id\n  reference\n  customer\n  customer_name\n  customer_contact\n  customer_image\n  status\n  tripdate\n  bookingDate\n  cart_total\n  carType\n  parcelType\n  option\n  trip_cost\n  driver\n  driver_name\n  driver_image\n  driver_contact\n  driverRating\n  vehicle_number\n  vehicle_make\n  vehicle_model\n  vehicle_color\n  driver_share\n  discount\n  convenience_fees\n  customer_paid\n  payment_mode\n  gateway\n  cardPaymentAmount\n  cashPaymentAmount\n  usedWalletMoney\n  payableAmount\n  walletHold\n  promo_applied\n  otp\n  reason\n  cancelledBy\n  rating\n  ratingComment\n  riderRating\n  riderRatingComment\n  customerRating\n  customerRatingCount\n  arrivedAt\n  noShowFee\n  tip\n  fleetadmin\n  pickup_image\n  deliver_image\n  distance\n  durationSecs\n  arrivingNoticeAt\n  dropChangedAt\n}',
): typeof import('./graphql').BookingPlainFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuditLog(\n    $action: AuditAction\n    $actorUid: ID\n    $targetType: AuditTargetType\n    $targetId: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    auditLog(\n      action: $action\n      actorUid: $actorUid\n      targetType: $targetType\n      targetId: $targetId\n      from: $from\n      to: $to\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        at\n        action\n        actor {\n          uid\n          name\n        }\n        targetType\n        targetId\n        targetName\n        before\n        after\n        reason\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookingHistoryFields on Booking {\n    ...BookingPlainFields\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    returnedPayments {\n      provider\n      transactionId\n      amount\n      at\n    }\n    requestedDrivers\n    assignment {\n      driver\n      driverName\n      at\n      expiresAt\n      notice\n    }\n  }\n',
): typeof import('./graphql').BookingHistoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookingHistory(\n    $status: BookingStatus\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $limit: Int\n    $nextToken: String\n  ) {\n    bookings(status: $status, from: $from, to: $to, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').BookingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchBookings(\n    $search: String\n    $status: BookingStatus\n    $paymentMode: PaymentMode\n    $driver: ID\n    $from: AWSTimestamp\n    $to: AWSTimestamp\n    $sortBy: BookingSort\n    $descending: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchBookings(\n      search: $search\n      status: $status\n      paymentMode: $paymentMode\n      driver: $driver\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      descending: $descending\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...BookingHistoryFields\n      }\n      nextToken\n      total\n      totalIsExact\n    }\n  }\n',
): typeof import('./graphql').SearchBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DriversForAssignment($bookingId: ID!) {\n    driversForAssignment(bookingId: $bookingId) {\n      uid\n      name\n      carType\n      vehicleNumber\n      distance\n    }\n  }\n',
): typeof import('./graphql').DriversForAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignDriver($bookingId: ID!, $driverUid: ID!) {\n    assignDriver(bookingId: $bookingId, driverUid: $driverUid) {\n      id\n      status\n      assignment {\n        notice\n      }\n    }\n  }\n',
): typeof import('./graphql').AssignDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BulkResultFields on BulkResult {\n    succeeded\n    failed {\n      id\n      code\n      message\n    }\n  }\n',
): typeof import('./graphql').BulkResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDriversApproval($uids: [ID!]!, $approved: Boolean!) {\n    setDriversApproval(uids: $uids, approved: $approved) {\n      ...BulkResultFields\n    }\n  }\n',
): typeof import('./graphql').SetDriversApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteUsers($uids: [ID!]!) {\n    deleteUsers(uids: $uids) {\n      ...BulkResultFields\n    }\n  }\n',
): typeof import('./graphql').DeleteUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProcessWithdraws($ids: [ID!]!) {\n    processWithdraws(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n',
): typeof import('./graphql').ProcessWithdrawsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePromos($ids: [ID!]!) {\n    deletePromos(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n',
): typeof import('./graphql').DeletePromosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCarTypes($ids: [ID!]!) {\n    deleteCarTypes(ids: $ids) {\n      ...BulkResultFields\n    }\n  }\n',
): typeof import('./graphql').DeleteCarTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CarTypeFields on CarType {\n    id\n    name\n    image\n    rate_per_unit_distance\n    rate_per_hour\n    base_fare\n    min_fare\n    convenience_fees\n    convenience_fee_type\n    parcelTypes {\n      name\n      amount\n    }\n    options {\n      name\n      amount\n    }\n  }\n',
): typeof import('./graphql').CarTypeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CarTypes {\n    carTypes {\n      ...CarTypeFields\n    }\n  }\n',
): typeof import('./graphql').CarTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddCarType($input: CarTypeInput!) {\n    addCarType(input: $input) {\n      ...CarTypeFields\n    }\n  }\n',
): typeof import('./graphql').AddCarTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCarType($id: ID!, $input: CarTypeInput!) {\n    updateCarType(id: $id, input: $input) {\n      ...CarTypeFields\n    }\n  }\n',
): typeof import('./graphql').UpdateCarTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n',
): typeof import('./graphql').CancelReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveCancelReasons($labels: [String!]!) {\n    updateCancelReasons(labels: $labels) {\n      label\n      value\n    }\n  }\n',
): typeof import('./graphql').SaveCancelReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Categories($limit: Int, $nextToken: String) {\n    categories(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').CategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddCategory($input: CategoryInput!) {\n    addCategory(input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AddCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n',
): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Products($limit: Int, $nextToken: String) {\n    products(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n        createdAt\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n',
): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n',
): typeof import('./graphql').AdminAppInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveAppInfo($input: AppInfoInput!) {\n    updateAppInfo(input: $input) {\n      aboutUs\n      privacyPolicy\n    }\n  }\n',
): typeof import('./graphql').SaveAppInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminLanguages($limit: Int, $nextToken: String) {\n    languages(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        createdAt\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AdminLanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminLanguageTexts($id: ID!) {\n    language(id: $id) {\n      keyValuePairs\n    }\n  }\n',
): typeof import('./graphql').AdminLanguageTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddLanguage($input: NewLanguageInput!) {\n    addLanguage(input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AddLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLanguage($id: ID!, $input: LanguageEditInput!) {\n    updateLanguage(id: $id, input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').UpdateLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeDefaultLanguage($id: ID!) {\n    makeDefaultLanguage(id: $id) {\n      id\n    }\n  }\n',
): typeof import('./graphql').MakeDefaultLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteLanguage($id: ID!) {\n    deleteLanguage(id: $id)\n  }\n',
): typeof import('./graphql').DeleteLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRegisterDriver($input: DriverRegistrationInput!) {\n    registerDriver(input: $input) {\n      uid\n      usertype\n      approved\n      carType\n      vehicleNumber\n      vehicleMake\n      vehicleModel\n      vehicleColor\n      licenseImage\n    }\n  }\n',
): typeof import('./graphql').AppRegisterDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DropChangeQuoteFields on DropChangeQuote {\n    quoteId\n    bookingId\n    drop {\n      lat\n      lng\n      add\n    }\n    distance\n    distanceUnit\n    durationSecs\n    grandTotal\n    payableAmount\n    difference\n    currency\n    expiresAt\n  }\n',
): typeof import('./graphql').DropChangeQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppQuoteDropChange($bookingId: ID!, $drop: PlaceInput!) {\n    quoteDropChange(bookingId: $bookingId, drop: $drop) {\n      ...DropChangeQuoteFields\n    }\n  }\n',
): typeof import('./graphql').AppQuoteDropChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppAcceptDropChange($quoteId: ID!) {\n    acceptDropChange(quoteId: $quoteId) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppAcceptDropChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GrossEarnings {\n    grossEarnings {\n      today\n      thisMonth\n      total\n      currency\n    }\n  }\n',
): typeof import('./graphql').GrossEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DriverEarnings($limit: Int, $nextToken: String) {\n    driverEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        driver\n        driverName\n        total_rides\n        driverVehicleNo\n        driverShare\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').DriverEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EarningReports($limit: Int, $nextToken: String) {\n    earningReports(limit: $limit, nextToken: $nextToken) {\n      items {\n        year\n        monthsName\n        total_rides\n        tripCost\n        discountAmount\n        customerPaid\n        convenienceFees\n        tips\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').EarningReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ActiveDrivers($south: Float, $west: Float, $north: Float, $east: Float, $limit: Int) {\n    activeDrivers(south: $south, west: $west, north: $north, east: $east, limit: $limit) {\n      uid\n      name\n      carType\n      vehicleNumber\n      lat\n      lng\n      queue\n    }\n  }\n',
): typeof import('./graphql').ActiveDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    walletHeld\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    bankName\n    bankCode\n    bankAccount\n    driverActiveStatus\n    queue\n  }\n',
): typeof import('./graphql').MeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n',
): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...MeFields\n    }\n  }\n',
): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBankDetails($input: BankDetailsInput!) {\n    updateBankDetails(input: $input) {\n      ...MeFields\n    }\n  }\n',
): typeof import('./graphql').UpdateBankDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestContactCode($input: ContactCodeInput!) {\n    requestContactCode(input: $input) {\n      destination\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').RequestContactCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmContactChange($input: ContactConfirmInput!) {\n    confirmContactChange(input: $input) {\n      ...MeFields\n    }\n  }\n',
): typeof import('./graphql').ConfirmContactChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GoOffline {\n    goOffline {\n      uid\n      driverActiveStatus\n    }\n  }\n',
): typeof import('./graphql').GoOfflineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LanguageChoices($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        langName\n        langLocale\n        dateLocale\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').LanguageChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WalletHistory($uid: ID, $limit: Int, $nextToken: String) {\n    walletHistory(uid: $uid, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        type\n        amount\n        at\n        txRef\n        balance\n        purpose\n        reason\n        refersTo\n        by {\n          uid\n          name\n        }\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').WalletHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnWalletChanged($uid: ID!) {\n    onWalletChanged(uid: $uid) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AppOnWalletChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppPaymentProviders {\n    paymentProviders {\n      name\n    }\n  }\n',
): typeof import('./graphql').AppPaymentProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppPayNow($bookingId: ID!, $provider: String!) {\n    payNow(bookingId: $bookingId, provider: $provider) {\n      provider\n      url\n      fields\n    }\n  }\n',
): typeof import('./graphql').AppPayNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppPayFromWallet($bookingId: ID!) {\n    payFromWallet(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppPayFromWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppTipDriver($bookingId: ID!, $amount: Float!) {\n    tipDriver(bookingId: $bookingId, amount: $amount) {\n      booking {\n        ...AppBookingFields\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n',
): typeof import('./graphql').AppTipDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppTopUpOptions {\n    walletTopUpOptions {\n      amounts\n      max\n    }\n  }\n',
): typeof import('./graphql').AppTopUpOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppCardTopUp($id: ID!) {\n    cardTopUp(id: $id) {\n      id\n      amount\n      status\n    }\n  }\n',
): typeof import('./graphql').AppCardTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppTopUpByCard($amount: Float!, $provider: String!) {\n    topUpByCard(amount: $amount, provider: $provider) {\n      topUp {\n        id\n      }\n      form {\n        provider\n        url\n        fields\n      }\n    }\n  }\n',
): typeof import('./graphql').AppTopUpByCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppWithdraws($nextToken: String) {\n    withdraws(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        date\n        bankName\n        bankAccount\n        processed\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppWithdrawsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRequestWithdraw($amount: Float!) {\n    requestWithdraw(amount: $amount) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AppRequestWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyEarnings {\n    myEarnings {\n      today\n      todayRides\n      thisWeek\n      thisWeekRides\n      currency\n      timezone\n    }\n  }\n',
): typeof import('./graphql').MyEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTripEarnings($limit: Int, $nextToken: String) {\n    myTripEarnings(limit: $limit, nextToken: $nextToken) {\n      items {\n        bookingId\n        reference\n        tripdate\n        driverShare\n        tripCost\n        payment_mode\n        tip\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').MyTripEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppSearchPlaces($text: String!, $near: PlaceInput) {\n    searchPlaces(text: $text, near: $near) {\n      placeId\n      add\n      lat\n      lng\n    }\n  }\n',
): typeof import('./graphql').AppSearchPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppPlaceAddress($lat: Float!, $lng: Float!) {\n    placeAddress(lat: $lat, lng: $lng) {\n      add\n    }\n  }\n',
): typeof import('./graphql').AppPlaceAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppSavedPlaces($limit: Int, $nextToken: String) {\n    savedPlaces(limit: $limit, nextToken: $nextToken) {\n      items {\n        kind\n        lat\n        lng\n        add\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppSavedPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppRecentPlaces {\n    recentPlaces {\n      lat\n      lng\n      add\n    }\n  }\n',
): typeof import('./graphql').AppRecentPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppSavePlace($input: SavePlaceInput!) {\n    savePlace(input: $input) {\n      kind\n      lat\n      lng\n      add\n    }\n  }\n',
): typeof import('./graphql').AppSavePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRemoveSavedPlace($kind: SavedPlaceKind!) {\n    removeSavedPlace(kind: $kind)\n  }\n',
): typeof import('./graphql').AppRemoveSavedPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PromoFields on Promo {\n    id\n    promo_name\n    promo_description\n    promo_discount_type\n    promo_discount_value\n    max_promo_discount_value\n    min_order\n    promo_validity\n    promo_usage_limit\n    user_avail\n    createdAt\n  }\n',
): typeof import('./graphql').PromoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Promos($limit: Int, $nextToken: String) {\n    promos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PromoFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').PromosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPromos($limit: Int, $nextToken: String) {\n    myPromos(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        promo_name\n        promo_description\n        promo_discount_type\n        promo_discount_value\n        max_promo_discount_value\n        min_order\n        promo_validity\n        usesLeft\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').MyPromosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddPromo($input: PromoInput!) {\n    addPromo(input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AddPromoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePromo($id: ID!, $input: PromoInput!) {\n    updatePromo(id: $id, input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').UpdatePromoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PublicSettingsFields on Settings {\n    appName\n    country\n    restrictCountry\n    AllowCountrySelection\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n',
): typeof import('./graphql').PublicSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublicSettings {\n    settings {\n      ...PublicSettingsFields\n    }\n  }\n',
): typeof import('./graphql').PublicSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n        textsVersion\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').LanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      textsVersion\n      keyValuePairs\n    }\n  }\n',
): typeof import('./graphql').LanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n',
): typeof import('./graphql').AppInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        usertype\n        devicetype\n        title\n        body\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendNotification($input: PushNotificationInput!) {\n    sendNotification(input: $input) {\n      id\n    }\n  }\n',
): typeof import('./graphql').SendNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n',
): typeof import('./graphql').DeleteNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppBookingReceipt($bookingId: ID!) {\n    bookingReceipt(bookingId: $bookingId) {\n      bookingId\n      reference\n      tripdate\n      pickup {\n        lat\n        lng\n        add\n      }\n      drop {\n        lat\n        lng\n        add\n      }\n      distance\n      durationSecs\n      carType\n      lines {\n        kind\n        amount\n      }\n      promoCode\n      total\n      paymentMode\n      gateway\n      driverName\n      vehicle {\n        make\n        model\n        color\n        number\n      }\n    }\n  }\n',
): typeof import('./graphql').AppBookingReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppReceivedNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        at\n        title\n        body\n        messageKeys\n        bookingId\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppReceivedNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppUnreadNotifications {\n    unreadNotifications\n  }\n',
): typeof import('./graphql').AppUnreadNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppMarkNotificationsSeen {\n    markNotificationsSeen\n  }\n',
): typeof import('./graphql').AppMarkNotificationsSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnNotificationReceived($uid: ID!) {\n    onNotificationReceived(uid: $uid) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AppOnNotificationReceivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppCarTypes {\n    carTypes {\n      id\n      name\n      image\n      parcelTypes {\n        name\n        amount\n      }\n      options {\n        name\n        amount\n      }\n    }\n  }\n',
): typeof import('./graphql').AppCarTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SafetyEventFields on SafetyEvent {\n    id\n    bookingId\n    reference\n    raisedBy\n    raisedByName\n    role\n    lat\n    lng\n    createdAt\n    acknowledgedBy\n    acknowledgedByName\n    acknowledgedAt\n  }\n',
): typeof import('./graphql').SafetyEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRaiseSos($bookingId: ID!, $lat: Float, $lng: Float) {\n    raiseSos(bookingId: $bookingId, lat: $lat, lng: $lng) {\n      ...SafetyEventFields\n    }\n  }\n',
): typeof import('./graphql').AppRaiseSosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SafetyEvents($limit: Int, $nextToken: String) {\n    safetyEvents(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SafetyEventFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').SafetyEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcknowledgeSafetyEvent($id: ID!) {\n    acknowledgeSafetyEvent(id: $id) {\n      ...SafetyEventFields\n    }\n  }\n',
): typeof import('./graphql').AcknowledgeSafetyEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletTopUpMax\n    arrivingNoticeMeters\n    noShowWaitMinutes\n    noShowFee\n    tipAmounts\n    tipMax\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    shopPickup {\n      lat\n      lng\n      add\n    }\n    updatedAt\n  }\n',
): typeof import('./graphql').SettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Settings {\n    settings {\n      ...SettingsFields\n    }\n  }\n',
): typeof import('./graphql').SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n',
): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription OnSettingsUpdated {\n    onSettingsUpdated {\n      ...SettingsFields\n    }\n  }\n',
): typeof import('./graphql').OnSettingsUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AllowCriticalEdits {\n    allowCriticalEdits {\n      ...SettingsFields\n    }\n  }\n',
): typeof import('./graphql').AllowCriticalEditsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppCategories($nextToken: String) {\n    categories(limit: 50, nextToken: $nextToken) {\n      items {\n        id\n        name\n        description\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppProducts($category: ID, $nextToken: String) {\n    products(category: $category, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        name\n        image\n        category\n        amount\n        size\n        description\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppCancelReasons {\n    cancelReasons {\n      label\n      value\n    }\n  }\n',
): typeof import('./graphql').AppCancelReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SharedTripPositionFields on SharedTripPosition {\n    lat\n    lng\n    heading\n    eta\n    at\n    status\n  }\n',
): typeof import('./graphql').SharedTripPositionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SharedTripFields on SharedTrip {\n    status\n    driverFirstName\n    driverImage\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    vehicleNumber\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n',
): typeof import('./graphql').SharedTripFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SharedTripFrameFields on SharedTripFrame {\n    token\n    ended\n    status\n    position {\n      ...SharedTripPositionFields\n    }\n  }\n',
): typeof import('./graphql').SharedTripFrameFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppShareTrip($bookingId: ID!) {\n    shareTrip(bookingId: $bookingId) {\n      bookingId\n      token\n    }\n  }\n',
): typeof import('./graphql').AppShareTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppStopSharingTrip($bookingId: ID!) {\n    stopSharingTrip(bookingId: $bookingId)\n  }\n',
): typeof import('./graphql').AppStopSharingTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublicSharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      ...SharedTripFields\n    }\n  }\n',
): typeof import('./graphql').PublicSharedTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription PublicOnSharedTrip($token: String!) {\n    onSharedTrip(token: $token) {\n      ...SharedTripFrameFields\n    }\n  }\n',
): typeof import('./graphql').PublicOnSharedTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppBookingFields on Booking {\n    id\n    reference\n    status\n    customer\n    customer_name\n    customer_contact\n    customer_image\n    pickup {\n      lat\n      lng\n      add\n    }\n    drop {\n      lat\n      lng\n      add\n    }\n    stops {\n      lat\n      lng\n      add\n    }\n    tripdate\n    bookingDate\n    carType\n    cartData\n    cart_total\n    parcelType\n    option\n    distance\n    durationSecs\n    trip_cost\n    discount\n    convenience_fees\n    customer_paid\n    driver_share\n    payment_mode\n    cashPaymentAmount\n    payableAmount\n    driver\n    driver_name\n    driver_image\n    driver_contact\n    driverRating\n    vehicle_number\n    vehicle_make\n    vehicle_model\n    vehicle_color\n    otp\n    reason\n    rating\n    pickup_image\n    deliver_image\n    arrivingNoticeAt\n    dropChangedAt\n    cancelledBy\n    riderRating\n    customerRating\n    customerRatingCount\n    arrivedAt\n    noShowFee\n    tip\n  }\n',
): typeof import('./graphql').AppBookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppTrackingFields on TrackingEntry {\n    bookingId\n    at\n    status\n    lat\n    lng\n    heading\n    eta\n  }\n',
): typeof import('./graphql').AppTrackingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppChatFields on ChatMessage {\n    bookingId\n    id\n    message\n    from\n    at\n  }\n',
): typeof import('./graphql').AppChatFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppFareQuote($input: EstimateInput!) {\n    estimateFare(input: $input) {\n      quoteId\n      carType\n      distance\n      distanceUnit\n      durationSecs\n      polyline\n      fare\n      convenience_fees\n      discount\n      grandTotal\n      currency\n      promoError\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').AppFareQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppCreateBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppBooking($id: ID!) {\n    booking(id: $id) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppBookings($active: Boolean, $limit: Int, $nextToken: String) {\n    bookings(active: $active, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppBookingFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppCancelBooking($bookingId: ID!, $reason: String!) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppCancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRateTrip($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateTrip(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppRateTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppRateRider($bookingId: ID!, $rating: Int!, $comment: String) {\n    rateRider(bookingId: $bookingId, rating: $rating, comment: $comment) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppRateRiderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppCancelTrip($bookingId: ID!, $reason: DriverCancelReason!, $otherReason: String) {\n    cancelTrip(bookingId: $bookingId, reason: $reason, otherReason: $otherReason) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppCancelTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppReportNoShow($bookingId: ID!) {\n    reportNoShow(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppReportNoShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppTasks {\n    tasks {\n      ...AppBookingFields\n      offer {\n        expiresAt\n        driverEarning\n        toPickupDistance\n        toPickupSecs\n      }\n    }\n  }\n',
): typeof import('./graphql').AppTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppAcceptTask($bookingId: ID!) {\n    acceptTask(bookingId: $bookingId) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppAcceptTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppDeclineTask($bookingId: ID!) {\n    declineTask(bookingId: $bookingId) {\n      id\n    }\n  }\n',
): typeof import('./graphql').AppDeclineTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppUpdateTripStatus($bookingId: ID!, $status: BookingStatus!, $otp: String) {\n    updateTripStatus(bookingId: $bookingId, status: $status, otp: $otp) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppUpdateTripStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppSetTripImage($bookingId: ID!, $which: String!, $key: String!) {\n    setTripImage(bookingId: $bookingId, which: $which, key: $key) {\n      ...AppBookingFields\n    }\n  }\n',
): typeof import('./graphql').AppSetTripImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppSetDriverActive($active: Boolean!) {\n    setDriverActive(active: $active) {\n      uid\n      driverActiveStatus\n      queue\n    }\n  }\n',
): typeof import('./graphql').AppSetDriverActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppUpdateDriverLocation($lat: Float!, $lng: Float!, $heading: Float) {\n    updateDriverLocation(lat: $lat, lng: $lng, heading: $heading) {\n      ...AppTrackingFields\n    }\n  }\n',
): typeof import('./graphql').AppUpdateDriverLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppTracking($bookingId: ID!, $limit: Int) {\n    tracking(bookingId: $bookingId, limit: $limit) {\n      ...AppTrackingFields\n    }\n  }\n',
): typeof import('./graphql').AppTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppLastTracking($bookingId: ID!) {\n    lastTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n',
): typeof import('./graphql').AppLastTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppChatMessages($bookingId: ID!, $limit: Int, $nextToken: String) {\n    chatMessages(bookingId: $bookingId, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AppChatFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AppChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppSendChatMessage($bookingId: ID!, $message: String!) {\n    sendChatMessage(bookingId: $bookingId, message: $message) {\n      ...AppChatFields\n    }\n  }\n',
): typeof import('./graphql').AppSendChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnBookingChanged($id: ID!) {\n    onBookingChanged(id: $id) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').AppOnBookingChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnTaskOffered($driver: ID!) {\n    onTaskOffered(driver: $driver) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').AppOnTaskOfferedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnTracking($bookingId: ID!) {\n    onTracking(bookingId: $bookingId) {\n      ...AppTrackingFields\n    }\n  }\n',
): typeof import('./graphql').AppOnTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AppOnChatMessage($bookingId: ID!) {\n    onChatMessage(bookingId: $bookingId) {\n      ...AppChatFields\n    }\n  }\n',
): typeof import('./graphql').AppOnChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').CreateUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    fleetadminName\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    vehicleColor\n    other_info\n    bankName\n    bankCode\n    bankAccount\n    averageRating\n    ratingCount\n  }\n',
): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {\n    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...UserFields\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddUser($input: NewUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').AddUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditUser($uid: ID!, $input: UserEditInput!) {\n    editUser(uid: $uid, input: $input) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').EditUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').SetLicenceImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToWallet($uid: ID!, $amount: Float!, $requestId: ID) {\n    addToWallet(uid: $uid, amount: $amount, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n',
): typeof import('./graphql').AddToWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DebitWallet($uid: ID!, $amount: Float!, $reason: String!, $requestId: ID) {\n    debitWallet(uid: $uid, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n',
): typeof import('./graphql').DebitWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefundToWallet($uid: ID!, $amount: Float!, $reason: String!, $refersTo: ID!, $requestId: ID) {\n    refundToWallet(uid: $uid, amount: $amount, reason: $reason, refersTo: $refersTo, requestId: $requestId) {\n      id\n      balance\n    }\n  }\n',
): typeof import('./graphql').RefundToWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReverseTopUp($uid: ID!, $entryId: ID!, $reason: String!) {\n    reverseTopUp(uid: $uid, entryId: $entryId, reason: $reason) {\n      id\n      balance\n    }\n  }\n',
): typeof import('./graphql').ReverseTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWithdraws($limit: Int, $nextToken: String) {\n    withdraws(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        uid\n        name\n        amount\n        date\n        bankName\n        bankCode\n        bankAccount\n        processed\n        procesDate\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AdminWithdrawsDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
