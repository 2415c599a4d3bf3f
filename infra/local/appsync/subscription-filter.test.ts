import { matchesFilter, toSubscriptionFilter } from './subscription-filter';

describe('enhanced subscription filters on the twin', () => {
  const frame = { id: 'b1', status: 'ACCEPTED', audience: ['r1', 'd1'], pickup: { add: 'Times Square' } };

  it('passes a frame whose audience contains the subscriber, and no other', () => {
    const filter = toSubscriptionFilter({ audience: { contains: 'd1' } })!;
    expect(matchesFilter(filter, frame)).toBe(true);
    expect(matchesFilter(filter, { ...frame, audience: ['r1', 'd2'] })).toBe(false);
    expect(matchesFilter(filter, { ...frame, audience: undefined })).toBe(false);
  });

  it('reads dotted paths and combines conditions with and / or', () => {
    const filter = toSubscriptionFilter({
      or: [{ status: { eq: 'NEW' } }, { 'pickup.add': { beginsWith: 'Times' }, id: { in: ['b1', 'b2'] } }],
    })!;
    expect(matchesFilter(filter, frame)).toBe(true);
    expect(matchesFilter(filter, { ...frame, id: 'b3' })).toBe(false);
  });

  it('sets no filter for a null answer and refuses what AppSync would not take', () => {
    expect(toSubscriptionFilter(null)).toBeUndefined();
    expect(() => toSubscriptionFilter({ audience: { matches: 'd1' } })).toThrow(/Unsupported/);
    expect(() => toSubscriptionFilter('d1')).toThrow();
  });
});
