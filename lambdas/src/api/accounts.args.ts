/** Argument schemas of the accounts fields: one per input type (parse-args.ts turns failures into keys). */
import { z } from 'zod';
import { USER_TYPES } from '@wayfare/shared';
import { UPLOAD_KINDS } from '../accounts/images';
import { id, int, line, LIMITS, optional, pageArgs, personName } from './arg-rules';
import { bulkIds } from './bulk.args';

const name = personName(LIMITS.name);
const detail = optional(line(LIMITS.short));

export const uidArgs = z.object({ uid: id });

export const usersArgs = z.object({
  usertype: z.enum(USER_TYPES, 'invalid_input'),
  search: optional(line(LIMITS.name)),
  ...pageArgs,
});

const userLangInput = z.object({ langLocale: line(35), dateLocale: line(35) });

export const profileArgs = z.object({
  input: z.object({
    firstName: name,
    lastName: name,
    email: line(LIMITS.email),
    mobile: line(LIMITS.mobile),
    lang: optional(userLangInput),
    profileImageKey: optional(line(LIMITS.short)),
  }),
});

const contactKind = z.enum(['email', 'mobile'], 'invalid_input');

/** A contact to prove for the caller's profile; its form is the domain's to check. */
export const contactCodeArgs = z.object({
  input: z.object({ kind: contactKind, value: line(Math.max(LIMITS.email, LIMITS.mobile)) }),
});

/** The code that came back; any other length is simply a wrong code. */
export const contactConfirmArgs = z.object({ input: z.object({ kind: contactKind, code: line(12) }) });

/** Where withdrawals are paid; blanks are the domain's to refuse (only while settings.bank_fields is on). */
export const bankDetailsArgs = z.object({
  input: z.object({ bankName: line(LIMITS.name), bankCode: line(40), bankAccount: line(64) }),
});

export const uploadArgs = z.object({
  kind: z.enum(UPLOAD_KINDS, 'invalid_input'),
  contentType: line(100),
  // Any GraphQL Int; the image rules (type, size) are the domain's, failing with 'invalid_image'.
  contentLength: int(0, 2 ** 31 - 1),
  uid: optional(id),
});

export const licenceImageArgs = z.object({ uid: id, key: line(LIMITS.short) });

/** Fields of the add and edit forms beyond names and contacts. */
const userDetails = {
  carType: detail,
  vehicleNumber: detail,
  vehicleMake: detail,
  vehicleModel: detail,
  vehicleColor: detail,
  other_info: optional(line(1000)),
  bankName: detail,
  bankCode: detail,
  bankAccount: detail,
};

export const newUserArgs = z.object({
  input: z.object({
    usertype: z.enum(USER_TYPES, 'invalid_input'),
    firstName: name,
    lastName: name,
    email: optional(line(LIMITS.email)),
    mobile: optional(line(LIMITS.mobile)),
    ...userDetails,
  }),
});

export const editUserArgs = z.object({
  uid: id,
  input: z.object({
    firstName: optional(name),
    lastName: optional(name),
    driverActiveStatus: optional(z.boolean()),
    ...userDetails,
  }),
});

export const driverApprovalArgs = z.object({ uid: id, approved: z.boolean() });
export const driversApprovalArgs = z.object({ uids: bulkIds, approved: z.boolean() });
export const usersDeleteArgs = z.object({ uids: bulkIds });

/** Names and vehicle details as on a licence or a plate: one line, no markup characters. */
const plain = (max: number) =>
  line(max)
    .trim()
    .min(1, 'required_field')
    .regex(/^[^<>{}]*$/u, 'invalid_characters');

export const driverRegistrationArgs = z.object({
  input: z.object({
    firstName: plain(LIMITS.name),
    lastName: plain(LIMITS.name),
    carType: id,
    vehicleNumber: plain(20),
    vehicleMake: plain(40),
    vehicleModel: plain(40),
    vehicleColor: optional(plain(40)),
    licenceImageKey: line(LIMITS.short).min(1, 'choose image first'),
  }),
});
