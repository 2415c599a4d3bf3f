import { DomainError } from '@wayfare/shared';
import { TriggerRefusal, withRefusalsOnly } from './trigger-refusal';

function guarded(failure: unknown) {
  const logged: unknown[] = [];
  const trigger = withRefusalsOnly(
    'CreateAuthChallenge',
    async (_event: object): Promise<object> => {
      throw failure;
    },
    (message, details) => logged.push({ message, ...details }),
  );
  return { logged, run: () => trigger({}) };
}

describe('withRefusalsOnly', () => {
  it('passes the event through when the trigger succeeds', async () => {
    const trigger = withRefusalsOnly('PreSignUp', async (event: { ok: boolean }) => event, jest.fn());
    await expect(trigger({ ok: true })).resolves.toEqual({ ok: true });
  });

  it('lets a refusal and a domain error keep their message keys', async () => {
    await expect(guarded(new TriggerRefusal('too_many_codes')).run()).rejects.toThrow('too_many_codes');
    const exists = new DomainError({ code: 'USER_EXISTS', messageKey: 'user exists' });
    await expect(guarded(exists).run()).rejects.toBe(exists);
  });

  it("never lets an unexpected error's text reach the client: it is logged and becomes 'login error'", async () => {
    const sdkError = new Error(
      'User: arn:aws:sts::123456789012:assumed-role/wayfare-create-auth/fn is not authorized to perform: SNS:Publish',
    );
    const { logged, run } = guarded(sdkError);
    const thrown = await run().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(TriggerRefusal);
    expect((thrown as Error).message).toBe('login error');
    expect(logged).toEqual([
      { message: 'Trigger failed unexpectedly', trigger: 'CreateAuthChallenge', error: sdkError },
    ]);
  });
});
