import { changedFields, HIDDEN_VALUE, recordedFields } from './audit';

describe('audit entry values', () => {
  const fields = ['firstName', 'approved', 'carType', 'bankAccount'];
  const hidden = ['bankAccount'];

  it('keeps only the fields that changed, a missing value as null', () => {
    expect(
      changedFields(
        { firstName: 'Ann', approved: false, carType: 'Economy', other: 1 },
        { firstName: 'Ann', approved: true, other: 2 },
        { fields },
      ),
    ).toEqual({ before: { approved: false, carType: 'Economy' }, after: { approved: true, carType: null } });
  });

  it('compares nested values by content', () => {
    const options = [{ name: 'Fragile', amount: 1 }];
    expect(
      changedFields({ options }, { options: [{ name: 'Fragile', amount: 1 }] }, { fields: ['options'] }),
    ).toEqual({ before: null, after: null });
  });

  it('never records a hidden value, only that it changed', () => {
    expect(changedFields({ bankAccount: '123' }, { bankAccount: '456' }, { fields, hidden })).toEqual({
      before: { bankAccount: HIDDEN_VALUE },
      after: { bankAccount: HIDDEN_VALUE },
    });
    expect(
      recordedFields(
        { firstName: 'Ann', bankAccount: '123', carType: '', approved: false },
        { fields, hidden },
      ),
    ).toEqual({ firstName: 'Ann', approved: false, bankAccount: HIDDEN_VALUE });
  });
});
