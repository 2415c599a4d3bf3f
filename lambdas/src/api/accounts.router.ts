/** Accounts: own profile and uploads, and the back-office user tables (docs/accounts.md). */
import { randomInt, randomUUID } from 'node:crypto';
import {
  bookingRepository,
  carTypeRepository,
  contactCodeSender,
  contactProofs,
  dispatchIndex,
  identityAdmin,
  imageStore,
  now,
  settingsRepository,
  userRepository,
} from '../deps';
import type { AccountsDeps } from '../accounts/accounts-deps';
import { registerDriver } from '../accounts/driver-registration';
import { confirmContactChange, requestContactCode } from '../accounts/contact-change';
import { goOffline, me, updateBankDetails, updateProfile } from '../accounts/profile';
import { createUploadUrl, setLicenceImage } from '../accounts/uploads';
import { addUser, deleteUser, editUser, getUser, listUsers, setDriverApproval } from '../accounts/user-admin';
import { logger } from '../observability/logger';
import {
  bankDetailsArgs,
  contactCodeArgs,
  contactConfirmArgs,
  driverApprovalArgs,
  driversApprovalArgs,
  driverRegistrationArgs,
  editUserArgs,
  licenceImageArgs,
  newUserArgs,
  profileArgs,
  uidArgs,
  uploadArgs,
  usersArgs,
  usersDeleteArgs,
} from './accounts.args';
import { eachOf } from './bulk';
import { areaRouter } from './area-router';
import { parseArgs } from './parse-args';

const deps = (): AccountsDeps => ({
  users: userRepository(),
  settings: settingsRepository(),
  identity: identityAdmin(),
  images: imageStore(),
  dispatch: dispatchIndex(),
  bookings: bookingRepository(),
  carTypes: carTypeRepository(),
  contactProofs: contactProofs(),
  contactCodes: contactCodeSender(),
  now,
  randomInt: (max) => randomInt(max),
  newId: randomUUID,
  warn: (message, details) => logger.warn(message, details),
});

export const handler = areaRouter('accounts', {
  'Query.me': ({ caller }) => me(deps(), caller),
  'Query.users': ({ args, caller }) => listUsers(deps(), caller, parseArgs(usersArgs, args)),
  'Query.user': ({ args, caller }) => getUser(deps(), caller, parseArgs(uidArgs, args).uid),
  'Mutation.updateProfile': ({ args, caller }) =>
    updateProfile(deps(), caller, parseArgs(profileArgs, args).input),
  'Mutation.requestContactCode': ({ args, caller }) =>
    requestContactCode(deps(), caller, parseArgs(contactCodeArgs, args).input),
  'Mutation.confirmContactChange': ({ args, caller }) =>
    confirmContactChange(deps(), caller, parseArgs(contactConfirmArgs, args).input),
  'Mutation.updateBankDetails': ({ args, caller }) =>
    updateBankDetails(deps(), caller, parseArgs(bankDetailsArgs, args).input),
  'Mutation.createUploadUrl': ({ args, caller }) =>
    createUploadUrl(deps(), caller, parseArgs(uploadArgs, args)),
  'Mutation.setLicenceImage': ({ args, caller }) =>
    setLicenceImage(deps(), caller, parseArgs(licenceImageArgs, args)),
  'Mutation.addUser': ({ args, caller }) => addUser(deps(), caller, parseArgs(newUserArgs, args).input),
  'Mutation.editUser': ({ args, caller }) => editUser(deps(), caller, parseArgs(editUserArgs, args)),
  'Mutation.deleteUser': ({ args, caller }) => deleteUser(deps(), caller, parseArgs(uidArgs, args).uid),
  'Mutation.setDriverApproval': ({ args, caller }) =>
    setDriverApproval(deps(), caller, parseArgs(driverApprovalArgs, args)),
  'Mutation.setDriversApproval': ({ args, caller }) => {
    const { uids, approved } = parseArgs(driversApprovalArgs, args);
    const accounts = deps();
    return eachOf(uids, (uid) => setDriverApproval(accounts, caller, { uid, approved }));
  },
  'Mutation.deleteUsers': ({ args, caller }) => {
    const accounts = deps();
    return eachOf(parseArgs(usersDeleteArgs, args).uids, (uid) => deleteUser(accounts, caller, uid));
  },
  'Mutation.goOffline': ({ caller }) => goOffline(deps(), caller),
  'Mutation.registerDriver': ({ args, caller }) =>
    registerDriver(deps(), caller, parseArgs(driverRegistrationArgs, args).input),
});
