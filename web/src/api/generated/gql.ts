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
  '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n  }\n': typeof types.MeFieldsFragmentDoc;
  '\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...MeFields\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation GoOffline {\n    goOffline {\n      uid\n      driverActiveStatus\n    }\n  }\n': typeof types.GoOfflineDocument;
  '\n  query LanguageChoices($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        langName\n        langLocale\n        dateLocale\n      }\n      nextToken\n    }\n  }\n': typeof types.LanguageChoicesDocument;
  '\n  fragment PublicSettingsFields on Settings {\n    appName\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n': typeof types.PublicSettingsFieldsFragmentDoc;
  '\n  query PublicSettings {\n    settings {\n      ...PublicSettingsFields\n    }\n  }\n': typeof types.PublicSettingsDocument;
  '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n      }\n      nextToken\n    }\n  }\n': typeof types.LanguagesDocument;
  '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      keyValuePairs\n    }\n  }\n': typeof types.LanguageDocument;
  '\n  query AppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n': typeof types.AppInfoDocument;
  '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    updatedAt\n  }\n': typeof types.SettingsFieldsFragmentDoc;
  '\n  query Settings {\n    settings {\n      ...SettingsFields\n    }\n  }\n': typeof types.SettingsDocument;
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n': typeof types.UpdateSettingsDocument;
  '\n  subscription OnSettingsUpdated {\n    onSettingsUpdated {\n      ...SettingsFields\n    }\n  }\n': typeof types.OnSettingsUpdatedDocument;
  '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n': typeof types.CreateUploadUrlDocument;
  '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    other_info\n    bankName\n    bankCode\n    bankAccount\n  }\n': typeof types.UserFieldsFragmentDoc;
  '\n  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {\n    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...UserFields\n      }\n      nextToken\n    }\n  }\n': typeof types.UsersDocument;
  '\n  mutation AddUser($input: NewUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n': typeof types.AddUserDocument;
  '\n  mutation EditUser($uid: ID!, $input: UserEditInput!) {\n    editUser(uid: $uid, input: $input) {\n      ...UserFields\n    }\n  }\n': typeof types.EditUserDocument;
  '\n  mutation DeleteUser($uid: ID!) {\n    deleteUser(uid: $uid)\n  }\n': typeof types.DeleteUserDocument;
  '\n  mutation SetDriverApproval($uid: ID!, $approved: Boolean!) {\n    setDriverApproval(uid: $uid, approved: $approved) {\n      ...UserFields\n    }\n  }\n': typeof types.SetDriverApprovalDocument;
  '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n': typeof types.SetLicenceImageDocument;
};
const documents: Documents = {
  '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n  }\n':
    types.MeFieldsFragmentDoc,
  '\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n': types.MeDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...MeFields\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation GoOffline {\n    goOffline {\n      uid\n      driverActiveStatus\n    }\n  }\n':
    types.GoOfflineDocument,
  '\n  query LanguageChoices($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        langName\n        langLocale\n        dateLocale\n      }\n      nextToken\n    }\n  }\n':
    types.LanguageChoicesDocument,
  '\n  fragment PublicSettingsFields on Settings {\n    appName\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n':
    types.PublicSettingsFieldsFragmentDoc,
  '\n  query PublicSettings {\n    settings {\n      ...PublicSettingsFields\n    }\n  }\n':
    types.PublicSettingsDocument,
  '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n      }\n      nextToken\n    }\n  }\n':
    types.LanguagesDocument,
  '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      keyValuePairs\n    }\n  }\n':
    types.LanguageDocument,
  '\n  query AppInfo {\n    appInfo {\n      aboutUs\n      privacyPolicy\n    }\n  }\n':
    types.AppInfoDocument,
  '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    updatedAt\n  }\n':
    types.SettingsFieldsFragmentDoc,
  '\n  query Settings {\n    settings {\n      ...SettingsFields\n    }\n  }\n': types.SettingsDocument,
  '\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n':
    types.UpdateSettingsDocument,
  '\n  subscription OnSettingsUpdated {\n    onSettingsUpdated {\n      ...SettingsFields\n    }\n  }\n':
    types.OnSettingsUpdatedDocument,
  '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n':
    types.CreateUploadUrlDocument,
  '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    other_info\n    bankName\n    bankCode\n    bankAccount\n  }\n':
    types.UserFieldsFragmentDoc,
  '\n  query Users($usertype: UserType!, $search: String, $limit: Int, $nextToken: String) {\n    users(usertype: $usertype, search: $search, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...UserFields\n      }\n      nextToken\n    }\n  }\n':
    types.UsersDocument,
  '\n  mutation AddUser($input: NewUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n':
    types.AddUserDocument,
  '\n  mutation EditUser($uid: ID!, $input: UserEditInput!) {\n    editUser(uid: $uid, input: $input) {\n      ...UserFields\n    }\n  }\n':
    types.EditUserDocument,
  '\n  mutation DeleteUser($uid: ID!) {\n    deleteUser(uid: $uid)\n  }\n': types.DeleteUserDocument,
  '\n  mutation SetDriverApproval($uid: ID!, $approved: Boolean!) {\n    setDriverApproval(uid: $uid, approved: $approved) {\n      ...UserFields\n    }\n  }\n':
    types.SetDriverApprovalDocument,
  '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n':
    types.SetLicenceImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MeFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n  }\n',
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
  source: '\n  fragment PublicSettingsFields on Settings {\n    appName\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n  }\n',
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
  source: '\n  query Languages($nextToken: String) {\n    languages(limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        langName\n        langLocale\n        dateLocale\n        default\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').LanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Language($id: ID!) {\n    language(id: $id) {\n      id\n      langName\n      langLocale\n      dateLocale\n      default\n      keyValuePairs\n    }\n  }\n',
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
  source: '\n  fragment SettingsFields on Settings {\n    appName\n    country\n    code\n    symbol\n    swipe_symbol\n    decimal\n    bonus\n    walletMoneyField\n    restrictCountry\n    AllowCountrySelection\n    convert_to_mile\n    CarHornRepeat\n    RiderWithDraw\n    useDistanceMatrix\n    driverRadius\n    bank_fields\n    showLiveRoute\n    panic\n    AllowCriticalEditsAdmin\n    FacebookLoginEnabled\n    FacebookHandle\n    TwitterHandle\n    InstagramHandle\n    CompanyName\n    CompanyAddress\n    CompanyWebsite\n    CompanyPhone\n    CompanyTerms\n    contact_email\n    AppleStoreLink\n    PlayStoreLink\n    timezone\n    updatedAt\n  }\n',
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
  source: '\n  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {\n    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {\n      url\n      key\n      headers\n      maxBytes\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').CreateUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserFields on User {\n    uid\n    createdAt\n    firstName\n    lastName\n    email\n    mobile\n    usertype\n    approved\n    walletBalance\n    referralId\n    regType\n    profile_image\n    lang {\n      langLocale\n      dateLocale\n    }\n    licenseImage\n    signupViaReferral\n    driverActiveStatus\n    queue\n    fleetadmin\n    carType\n    vehicleNumber\n    vehicleMake\n    vehicleModel\n    other_info\n    bankName\n    bankCode\n    bankAccount\n  }\n',
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
  source: '\n  mutation DeleteUser($uid: ID!) {\n    deleteUser(uid: $uid)\n  }\n',
): typeof import('./graphql').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDriverApproval($uid: ID!, $approved: Boolean!) {\n    setDriverApproval(uid: $uid, approved: $approved) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').SetDriverApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLicenceImage($uid: ID!, $key: String!) {\n    setLicenceImage(uid: $uid, key: $key) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').SetLicenceImageDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
