/**
 * The parse step of every resolver: AppSync has checked the arguments' GraphQL types; this checks
 * what GraphQL cannot (lengths, ranges, characters, id shapes) before any domain call, and turns
 * every failure into a VALIDATION error whose message is a message key.
 */
import { z } from 'zod';
import { isMessageKey, validationError, type FieldFailure } from '@wayfare/shared';

/** Zod issue → the message key the schema named (`z.string().max(80, 'text_too_long')`), or a generic one. */
function failureOf(issue: z.core.$ZodIssue): FieldFailure {
  const field = issue.path.map(String).join('.') || 'input';
  if (isMessageKey(issue.message)) return { field, messageKey: issue.message };
  if (issue.code === 'too_big' && issue.origin === 'string') return { field, messageKey: 'text_too_long' };
  if (issue.code === 'too_big' || issue.code === 'too_small')
    return { field, messageKey: 'number_out_of_range' };
  return { field, messageKey: 'invalid_input' };
}

/**
 * The parsed value, or a VALIDATION DomainError listing every failing field. `args` must have the
 * schema's input type: a route passes its generated argument type, so a schema that no longer
 * matches the GraphQL arguments (a renamed field or input) fails the type check.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: z.input<S>): z.output<S> {
  const result = schema.safeParse(args);
  if (!result.success) throw validationError(result.error.issues.map(failureOf));
  return result.data;
}
