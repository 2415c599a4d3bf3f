/** The add/edit dialog of a back-office table, described as data: which fields, of which kind. */
export type RecordField =
  | { key: string; kind: 'text' | 'textarea'; required?: boolean }
  /** A number of 0 or more (rates, fees, amounts). */
  | { key: string; kind: 'number'; required?: boolean }
  | { key: string; kind: 'select'; options: readonly { value: string; labelKey?: string; label?: string }[] }
  /** Name and amount pairs (a car type's parcel types and options). */
  | { key: string; kind: 'pairs' }
  /** An image file, uploaded when the dialog is saved. */
  | { key: string; kind: 'image' }
  /** A calendar day typed as YYYY/MM/DD (Cloudscape DateInput); empty when optional. */
  | { key: string; kind: 'date'; required?: boolean };

export interface PricedPair {
  name: string;
  amount: string;
}

export type RecordValues = Record<string, string | PricedPair[] | File | null | undefined>;

/** A field the form cannot send, with the message key shown under it. */
export interface RecordProblem {
  field: string;
  messageKey: string;
}

/**
 * A form's own domain check, run once every field reads (shared code the server runs too, such as
 * amounts no finer than the currency): the problems it finds, the first shown.
 */
export type RecordCheck = (values: RecordValues) => readonly RecordProblem[];

/** The first field the form cannot send, with its message key; undefined when all can be sent. */
export function invalidField(
  fields: readonly RecordField[],
  values: RecordValues,
): RecordProblem | undefined {
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'number') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        if (field.required !== false) return { field: field.key, messageKey: 'required_field' };
      } else if (!(Number(text) >= 0)) return { field: field.key, messageKey: 'invalid_number' };
    }
    if ((field.kind === 'text' || field.kind === 'textarea') && field.required) {
      if (typeof value !== 'string' || value.trim() === '')
        return { field: field.key, messageKey: 'required_field' };
    }
    if (field.kind === 'date') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        if (field.required) return { field: field.key, messageKey: 'required_field' };
      } else if (endOfDay(text) === undefined) return { field: field.key, messageKey: 'records.invalidDate' };
    }
    if (field.kind === 'select' && !value) return { field: field.key, messageKey: 'required_field' };
    if (field.kind === 'pairs' && Array.isArray(value)) {
      const bad = value.some(
        (pair) => pair.name.trim() === '' || !(Number(pair.amount) >= 0) || pair.amount.trim() === '',
      );
      if (bad) return { field: field.key, messageKey: 'invalid_number' };
    }
  }
  return undefined;
}

/** Text of a field for the API: trimmed. */
export const textOf = (values: RecordValues, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
};

export const numberOf = (values: RecordValues, key: string): number => Number(textOf(values, key));

/**
 * The last millisecond of a YYYY/MM/DD (or YYYY-MM-DD) day in the browser's time zone, as epoch
 * milliseconds; undefined for anything else, including days that do not exist (2026/02/30).
 */
export function endOfDay(text: string): number | undefined {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 23, 59, 59, 999);
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : undefined;
}

/** An epoch-milliseconds moment as the YYYY/MM/DD day of a date field, in the browser's time zone. */
export function dayOf(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())}`;
}

export const pairsOf = (values: RecordValues, key: string): { name: string; amount: number }[] => {
  const value = values[key];
  return Array.isArray(value)
    ? value.map((pair) => ({ name: pair.name.trim(), amount: Number(pair.amount) }))
    : [];
};

export const fileOf = (values: RecordValues, key: string): File | null => {
  const value = values[key];
  return value instanceof File ? value : null;
};
