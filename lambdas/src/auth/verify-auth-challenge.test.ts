import { OTP_TTL_MS } from './otp-challenge';
import { verifyEvent } from './trigger-events.fixture';
import { createVerifyAuthChallenge } from './verify-auth-challenge';

const ISSUED = 1_700_000_000_000;
const params = { code: '123456', expiresAt: String(ISSUED + OTP_TTL_MS) };

describe('verify-auth-challenge', () => {
  it.each([
    ['accepts the right code in time', '123456', ISSUED + 1000, true],
    ['rejects a wrong code', '123450', ISSUED + 1000, false],
    ['rejects the right code after five minutes', '123456', ISSUED + OTP_TTL_MS, false],
  ])('%s', async (_name, answer, now, correct) => {
    const verify = createVerifyAuthChallenge(() => now);
    const result = await verify(verifyEvent(params, answer));
    expect(result.response.answerCorrect).toBe(correct);
  });
});
