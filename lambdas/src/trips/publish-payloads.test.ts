import { parsePublished } from './publish-payloads';

describe('publish payloads', () => {
  it('returns the published object, from AWSJSON text or an object', () => {
    expect(parsePublished('booking', { booking: '{"id":"b1","status":"NEW"}' })).toEqual({
      id: 'b1',
      status: 'NEW',
    });
    expect(parsePublished('tracking', { entry: { bookingId: 'b1', at: 5, lat: 1 } })).toEqual({
      bookingId: 'b1',
      at: 5,
      lat: 1,
    });
  });

  it('refuses a payload without what its subscription filters on', () => {
    expect(() => parsePublished('offer', { booking: '{"id":"b1"}' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    expect(() => parsePublished('chat', { message: 'not json' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});
