/**
 * `fragment BookingPlainFields`, written by `npm run codegen` from BOOKING_FIELDS: a declared field
 * is selected under its wire name, an internal one is not, and a checked-in file that lags the
 * table fails `npm run codegen:check` (run in a temporary copy of the repository).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { BOOKING_FIELD_ENTRIES, INTERNAL_BOOKING_FIELDS, type BookingField } from '@wayfare/shared';
import { BOOKING_FIELDS_FRAGMENT_FILE, bookingFieldsFragment } from './booking-fields-fragment';

const REPO = resolve(__dirname, '../..');

/** Copying the repository and running codegen twice takes seconds on a busy machine. */
jest.setTimeout(180_000);

const selected = (fragment: string) =>
  fragment
    .split('\n')
    .filter((line) => /^ {2}\w+$/.test(line))
    .map((line) => line.trim());

describe('fragment BookingPlainFields', () => {
  it('selects a field added to BOOKING_FIELDS, after the others', () => {
    const added: [string, BookingField] = ['surgeFactor', { kind: 'number' }];
    const fields = selected(bookingFieldsFragment([...BOOKING_FIELD_ENTRIES, added]));
    expect(fields.at(-1)).toBe('surgeFactor');
    expect(fields.slice(0, -1)).toEqual(selected(bookingFieldsFragment(BOOKING_FIELD_ENTRIES)));
  });

  it('selects each field under its wire name, and no internal one', () => {
    const fields = selected(bookingFieldsFragment(BOOKING_FIELD_ENTRIES));
    expect(fields).toEqual(expect.arrayContaining(['trip_cost', 'discount', 'tip', 'payment_mode']));
    expect(fields).not.toContain('discount_amount');
    const internal: readonly string[] = INTERNAL_BOOKING_FIELDS;
    expect(internal.length).toBeGreaterThan(0);
    expect(fields.filter((field) => internal.includes(field))).toEqual([]);
  });

  it('is checked in as BOOKING_FIELDS declares it', () => {
    expect(readFileSync(join(REPO, BOOKING_FIELDS_FRAGMENT_FILE), 'utf8')).toBe(
      bookingFieldsFragment(BOOKING_FIELD_ENTRIES),
    );
  });

  describe('checked in without a declared field', () => {
    let copy: string;

    beforeAll(() => {
      copy = mkdtempSync(join(tmpdir(), 'booking-fragment-'));
      const skipped = new Set(['node_modules', '.git', 'dist', 'cdk.out', '.local']);
      cpSync(REPO, copy, {
        recursive: true,
        filter: (source) => !skipped.has(source.split('/').at(-1)!),
      });
      symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'));
    });

    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('fails npm run codegen:check, naming the file, and is rewritten with the field', async () => {
      const file = join(copy, BOOKING_FIELDS_FRAGMENT_FILE);
      const fresh = readFileSync(file, 'utf8');
      const stale = fresh.replace(/^ {2}tip\n/m, '');
      expect(stale).not.toBe(fresh);
      writeFileSync(file, stale);

      const check = promisify(execFile)('node', ['tools/codegen/check-fresh.mjs'], { cwd: copy });
      await expect(check).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/were stale[^]*shared\/graphql\/booking-plain-fields\.graphql/),
      });
      expect(readFileSync(file, 'utf8')).toBe(fresh);
    });
  });
});
