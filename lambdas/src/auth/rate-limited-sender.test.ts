import type { OtpMessage } from '../ports/otp-sender';
import { createRateLimitedSender, MAX_CODES_PER_HOUR } from './rate-limited-sender';

/** A counter like the table's: per contact, refusing at the limit. */
function memoryCounter() {
  const counts = new Map<string, number>();
  return async (contact: string, _now: number, limit: number) => {
    const sent = counts.get(contact) ?? 0;
    if (sent >= limit) return false;
    counts.set(contact, sent + 1);
    return true;
  };
}

describe('rate-limited OTP sender', () => {
  const setup = () => {
    const delivered: OtpMessage[] = [];
    const sender = createRateLimitedSender(
      { send: async (message) => void delivered.push(message) },
      { count: memoryCounter(), now: () => 0 },
    );
    return { delivered, sender };
  };

  it(`delivers ${MAX_CODES_PER_HOUR} codes to a contact, then refuses with 'too_many_codes' without sending`, async () => {
    const { delivered, sender } = setup();
    for (let i = 0; i < MAX_CODES_PER_HOUR; i += 1)
      await sender.send({ channel: 'sms', to: '+15550100000', code: '111111' });
    await expect(sender.send({ channel: 'sms', to: '+15550100000', code: '222222' })).rejects.toThrow(
      'too_many_codes',
    );
    expect(delivered).toHaveLength(MAX_CODES_PER_HOUR);
  });

  it('counts an e-mail address once however it is capitalised, and other contacts apart', async () => {
    const { delivered, sender } = setup();
    for (let i = 0; i < MAX_CODES_PER_HOUR; i += 1) {
      await sender.send({
        channel: 'email',
        to: i % 2 ? 'Ann@Example.com' : 'ann@example.com',
        code: '111111',
      });
    }
    await expect(sender.send({ channel: 'email', to: 'ANN@example.com', code: '1' })).rejects.toThrow(
      'too_many_codes',
    );
    await sender.send({ channel: 'email', to: 'bob@example.com', code: '111111' });
    expect(delivered).toHaveLength(MAX_CODES_PER_HOUR + 1);
  });
});
