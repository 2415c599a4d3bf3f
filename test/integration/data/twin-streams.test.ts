/** The twin runs the table's stream consumers, as the cloud's event source mappings do. */
import { toAmount } from '@wayfare/shared';
import { aBooking } from '@wayfare/shared/src/testing/booking.fixture';
import type { Twin } from '@wayfare/infra/local/twin';
import { startTestTwin } from '../../support/twin';

let twin: Twin;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(() => twin?.close());

it('counts a booking that settles in the twin into the earnings counters', async () => {
  // Loaded after the twin has set the environment, as the twin's own handlers are.
  const { bookingRepository, earningsRepository } = await import('@wayfare/lambdas/src/deps');
  const tripdate = Date.UTC(2031, 6, 4, 12);
  await bookingRepository().create(
    aBooking({
      id: 'twin-paid',
      reference: 'TWINPD',
      status: 'PAID',
      tripdate,
      convenience_fees: 2.5,
      requestedDrivers: {},
    }),
  );
  const deadline = Date.now() + 20_000;
  let total = 0;
  while (Date.now() < deadline) {
    const totals = await earningsRepository().totals(
      { kind: 'all' },
      { day: { year: 2031, month: 7, day: 4 } },
    );
    total = toAmount(totals.day.convenienceFees);
    if (total > 0) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  expect(total).toBe(2.5);
});
