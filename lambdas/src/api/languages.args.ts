/** Argument schemas of the languages fields (parse-args.ts turns failures into keys). */
import { z } from 'zod';
import { id, line, LIMITS, optional, pageArgs, prose, withinBytes } from './arg-rules';

/** Locale tags are short; the domain checks they are real BCP 47 tags. */
const locale = line(35);

export const languagesArgs = z.object(pageArgs);

export const languageIdArgs = z.object({ id });

export const newLanguageArgs = z.object({
  input: z.object({ langName: line(LIMITS.name), langLocale: locale, dateLocale: locale }),
});

export const languageEditArgs = z.object({
  id,
  input: z.object({
    langName: optional(line(LIMITS.name)),
    dateLocale: optional(locale),
    // The whole translation table as JSON text, well inside one 400 KB DynamoDB item.
    keyValuePairs: optional(prose(300_000).refine(withinBytes(300_000), 'text_too_long')),
  }),
});
