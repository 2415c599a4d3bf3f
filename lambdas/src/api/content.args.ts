/** Argument schema of the app-info save (parse-args.ts turns failures into keys). */
import { z } from 'zod';
import { LIMITS, prose } from './arg-rules';

export const appInfoArgs = z.object({
  input: z.object({ aboutUs: prose(LIMITS.long), privacyPolicy: prose(LIMITS.long) }),
});
