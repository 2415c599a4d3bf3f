import { DomainError } from '@wayfare/shared';
import type { areaRouter as AreaRouter } from './area-router';
import type { ResolverEvent } from './appsync-router';

let areaRouter: typeof AreaRouter;

// The logger reads this process's environment at import, which needs a table name.
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'wayfare-test';
  ({ areaRouter } = await import('./area-router'));
});

const event = (field: string, args: Record<string, unknown>, sub?: string) =>
  ({
    info: { parentTypeName: field.split('.')[0], fieldName: field.split('.')[1] },
    arguments: args,
    identity: sub ? { sub, groups: ['admin', 'not-a-group'] } : null,
  }) as unknown as ResolverEvent;

const seen: unknown[] = [];
const contentRouter = () =>
  areaRouter('content', {
    'Query.appInfo': ({ caller }) => {
      seen.push(caller);
      return { aboutUs: 'a', privacyPolicy: 'p' };
    },
    'Mutation.updateAppInfo': async ({ args }) => {
      if (!args.input.aboutUs) throw new DomainError({ code: 'VALIDATION', messageKey: 'required_field' });
      return args.input;
    },
  });

describe('areaRouter', () => {
  let handler: ReturnType<typeof contentRouter>;
  beforeAll(() => {
    handler = contentRouter();
  });

  it("routes a field to its route with the caller's uid and user-type groups", async () => {
    await expect(handler(event('Query.appInfo', {}, 'u1'))).resolves.toEqual({
      aboutUs: 'a',
      privacyPolicy: 'p',
    });
    await handler(event('Query.appInfo', {}));
    expect(seen).toEqual([{ uid: 'u1', groups: ['admin'] }, null]);
  });

  it('passes the arguments as sent and domain errors as they are', async () => {
    const input = { aboutUs: 'About', privacyPolicy: 'Privacy' };
    await expect(handler(event('Mutation.updateAppInfo', { input }, 'u1'))).resolves.toEqual(input);
    await expect(
      handler(event('Mutation.updateAppInfo', { input: { ...input, aboutUs: '' } }, 'u1')),
    ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'required_field' });
  });

  it("answers internal_error for a field of another area's", async () => {
    await expect(handler(event('Query.me', {}, 'u1'))).rejects.toMatchObject({
      code: 'INTERNAL',
      messageKey: 'internal_error',
    });
  });
});
