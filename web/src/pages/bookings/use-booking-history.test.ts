import { windowOf } from './use-booking-history';

describe('the date filter', () => {
  it('asks the server for the picked days, from the first one’s start to the end of the last', () => {
    const start = new Date(2026, 2, 5).getTime();
    expect(windowOf({ type: 'absolute', startDate: '2026-03-05', endDate: '2026-03-06' })).toEqual({
      from: start,
      to: new Date(2026, 2, 7).getTime(),
    });
    expect(windowOf({ type: 'absolute', startDate: '2026-03-05', endDate: '2026-03-05' })).toEqual({
      from: start,
      to: new Date(2026, 2, 6).getTime(),
    });
  });

  it('leaves the window open without a range', () => {
    expect(windowOf(null)).toEqual({});
    expect(windowOf({ type: 'absolute', startDate: '', endDate: '' })).toEqual({});
  });
});
