import { invalidField, pairsOf, type RecordField } from './record-form';

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
});
