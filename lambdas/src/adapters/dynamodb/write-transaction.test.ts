import { conditionFailedAt, writeTransaction } from './write-transaction';

const committed = { canceled: false, data: [{ rejected: false, code: 'None' }] };
const conflicted = {
  canceled: true,
  data: [
    { rejected: false, code: 'None' },
    { rejected: true, code: 'TransactionConflict' },
  ],
};
const refused = {
  canceled: true,
  data: [
    { rejected: false, code: 'None' },
    { rejected: true, code: 'ConditionalCheckFailed' },
  ],
};

describe('writeTransaction', () => {
  it('retries a transaction that collided with another until it commits', async () => {
    const go = jest
      .fn()
      .mockResolvedValueOnce(conflicted)
      .mockResolvedValueOnce(conflicted)
      .mockResolvedValue(committed);
    await expect(writeTransaction(go)).resolves.toEqual({ committed: true });
    expect(go).toHaveBeenCalledTimes(3);
  });

  it('does not retry a transaction its own condition refused, and says which item failed', async () => {
    const go = jest.fn().mockResolvedValue(refused);
    const outcome = await writeTransaction(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ committed: false, codes: ['None', 'ConditionalCheckFailed'] });
    expect(conditionFailedAt(outcome, 1)).toBe(true);
    expect(conditionFailedAt(outcome, 0)).toBe(false);
  });
});
