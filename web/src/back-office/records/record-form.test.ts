import { dayOf, endOfDay, invalidField, pairsOf, type RecordField } from './record-form';

const fields: RecordField[] = [
  { key: 'name', kind: 'text', required: true },
  { key: 'base_fare', kind: 'number' },
  { key: 'type', kind: 'select', options: [{ value: 'flat' }] },
  { key: 'parcelTypes', kind: 'pairs' },
];
const valid = {
  name: 'Scooter',
  base_fare: '1.25',
  type: 'flat',
  parcelTypes: [{ name: 'Box', amount: '2' }],
};

describe('record form checks', () => {
  it('accepts a complete form', () => {
    expect(invalidField(fields, valid)).toBeUndefined();
  });

  it.each([
    [
      { ...valid, name: ' ' },
      { field: 'name', messageKey: 'required_field' },
    ],
    [
      { ...valid, base_fare: '' },
      { field: 'base_fare', messageKey: 'required_field' },
    ],
    [
      { ...valid, base_fare: '-1' },
      { field: 'base_fare', messageKey: 'invalid_number' },
    ],
    [
      { ...valid, base_fare: 'abc' },
      { field: 'base_fare', messageKey: 'invalid_number' },
    ],
    [
      { ...valid, type: undefined },
      { field: 'type', messageKey: 'required_field' },
    ],
    [
      { ...valid, parcelTypes: [{ name: 'Box', amount: '-2' }] },
      { field: 'parcelTypes', messageKey: 'invalid_number' },
    ],
    [
      { ...valid, parcelTypes: [{ name: '', amount: '2' }] },
      { field: 'parcelTypes', messageKey: 'invalid_number' },
    ],
  ])('names the first field it cannot send', (values, expected) => {
    expect(invalidField(fields, values)).toEqual(expected);
  });

  it('sends pairs as trimmed names and numbers', () => {
    expect(pairsOf({ p: [{ name: ' Box ', amount: '2.5' }] }, 'p')).toEqual([{ name: 'Box', amount: 2.5 }]);
  });

  it('reads a day as its last millisecond in the browser zone, and refuses days that do not exist', () => {
    const end = endOfDay('2026/03/05')!;
    expect(new Date(end)).toEqual(new Date(2026, 2, 5, 23, 59, 59, 999));
    expect(dayOf(end)).toBe('2026/03/05');
    expect(endOfDay('2026-03-05')).toBe(end);
    expect(endOfDay('2026/02/30')).toBeUndefined();
    expect(endOfDay('2026/3/5')).toBeUndefined();
  });

  it('names a date field it cannot read, and accepts an empty optional one', () => {
    const dated: RecordField[] = [{ key: 'until', kind: 'date' }];
    expect(invalidField(dated, { until: '' })).toBeUndefined();
    expect(invalidField(dated, { until: '2026/02' })).toEqual({
      field: 'until',
      messageKey: 'records.invalidDate',
    });
  });
});
