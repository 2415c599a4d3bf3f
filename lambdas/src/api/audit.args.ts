/** Argument schema of the audit log's read (parseArgs). */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@wayfare/shared';
import { idArg, pageArgs } from './money-args';

/** Epoch ms as the log's keys hold them (ISO dates of years 1970–9999). */
const instant = z
  .number()
  .int('invalid_number')
  .min(0, 'number_out_of_range')
  .max(253_402_300_799_999, 'number_out_of_range');

export const auditLogArgs = pageArgs
  .extend({
    action: z.enum(AUDIT_ACTIONS, 'invalid_input').nullish(),
    actorUid: idArg.nullish(),
    targetType: z.enum(AUDIT_TARGET_TYPES, 'invalid_input').nullish(),
    targetId: z
      .string()
      .min(1, 'required_field')
      .max(160, 'text_too_long')
      .regex(/^[A-Za-z0-9_#-]+$/, 'invalid_characters')
      .nullish(),
    from: instant.nullish(),
    to: instant.nullish(),
  })
  .refine(({ from, to }) => from == null || to == null || from <= to, {
    message: 'invalid_input',
    path: ['to'],
  })
  .refine(({ targetId, targetType }) => targetId == null || targetType != null, {
    message: 'required_field',
    path: ['targetType'],
  });
