import { lambdaUsage, metered } from './lambda-meter';

describe('the Lambda meter', () => {
  it('counts each run of a handler, failed ones too, with its time', async () => {
    const handler = metered('meter-test/ok.handler', async (value: number) => value * 2);
    const failing = metered('meter-test/fails.handler', async () => {
      throw new Error('refused');
    });

    expect(await handler(2)).toBe(4);
    await handler(3);
    await expect(failing()).rejects.toThrow('refused');

    const usage = lambdaUsage();
    expect(usage['meter-test/ok.handler']).toMatchObject({ invocations: 2 });
    expect(usage['meter-test/fails.handler']).toMatchObject({ invocations: 1 });
    expect(usage['meter-test/ok.handler']?.ms).toBeGreaterThanOrEqual(0);
  });
});
