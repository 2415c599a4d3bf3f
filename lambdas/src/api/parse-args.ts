/**
 * The parse step of every resolver: AppSync has checked the arguments' GraphQL types; this checks
 * what GraphQL cannot (lengths, ranges, characters, id shapes) before any domain call, and turns
 * every failure into a VALIDATION error whose message is a message key.
 */
import { z } from 'zod';
import { isMessageKey, validationError, type FieldFailure } from '@wayfare/shared';
import type { ArgsMatching } from './args-match';

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
 * The parsed value, or a VALIDATION DomainError listing every failing field. A route passes its
 * generated argument type as `args`, and the schema's input must agree with it exactly
 * (args-match.ts): a renamed, added or removed argument or input field, or one whose optionality or
 * nullability changed, fails the type check naming the difference until the zod schema follows.
 */
export function parseArgs<S extends z.ZodType, A extends z.input<S>>(
  schema: S,
  args: A & NoInfer<ArgsMatching<z.input<S>, A>>,
): z.output<S> {
  const result = schema.safeParse(args);
  if (!result.success) throw validationError(result.error.issues.map(failureOf));
  return result.data;
}
