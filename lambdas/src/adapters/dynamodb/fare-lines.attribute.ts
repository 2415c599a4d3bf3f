/** A priced fare's parts (shared pricing/fare.ts) as stored, on a quote and on the booking made from it. */
import { FARE_LINE_KINDS } from '@wayfare/shared';

export const fareLinesAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      kind: { type: FARE_LINE_KINDS, required: true },
      amountMinor: { type: 'number', required: true },
    },
  },
} as const;
