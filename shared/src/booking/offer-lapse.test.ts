import { afterRound, firstDispatch, OFFER_TIMEOUT_MS } from '../dispatch/dispatch-plan';
import { assignmentExpiry } from './assignment';
import { isOfferLapsed, offerExpiryOf } from './offer-lapse';

const assignment = {
  driver: 'd9',
  driverName: 'Nine',
  by: 'admin',
  at: 5_000,
  expiresAt: assignmentExpiry(5_000),
  notice: 'sent' as const,
};

describe('offerExpiryOf', () => {
  it.each([
    [
      "a dispatch round: the round's end",
      { dispatch: afterRound(firstDispatch(1_000), ['d1'], 1_000) },
      'd1',
      1_000 + OFFER_TIMEOUT_MS,
    ],
    ["the assigned driver: the assignment's expiry", { assignment }, 'd9', 5_000 + OFFER_TIMEOUT_MS],
    [
      "another driver beside an assignment: the round's end",
      { assignment, dispatch: afterRound(firstDispatch(0), ['d1'], 2_000) },
      'd1',
      2_000 + OFFER_TIMEOUT_MS,
    ],
    ['not offered by dispatch yet', { dispatch: firstDispatch(1_000) }, 'd1', undefined],
    ['neither', {}, 'd1', undefined],
  ])('%s', (_, booking, driver, expected) => {
    expect(offerExpiryOf(booking, driver)).toBe(expected);
  });
});

describe('isOfferLapsed', () => {
  it.each([
    [61_000, 60_999, false],
    [61_000, 61_000, true],
    [61_000, 70_000, true],
    [undefined, 10 ** 13, false],
  ])('expiring at %s, at %s: %s', (expiresAt, now, lapsed) => {
    expect(isOfferLapsed(expiresAt, now)).toBe(lapsed);
  });
});
