import { textsVersion } from './texts-version';

describe('textsVersion', () => {
  it('is the same for the same texts in any order, and short', async () => {
    const version = await textsVersion({ hello: 'Hello', bye: 'Goodbye' });
    expect(await textsVersion({ bye: 'Goodbye', hello: 'Hello' })).toBe(version);
    expect(version).toMatch(/^[0-9a-f]{24}$/);
  });

  it('changes with any text, key or added key', async () => {
    const version = await textsVersion({ hello: 'Hello', bye: 'Goodbye' });
    const others = await Promise.all([
      textsVersion({ hello: 'Hello!', bye: 'Goodbye' }),
      textsVersion({ hallo: 'Hello', bye: 'Goodbye' }),
      textsVersion({ hello: 'Hello', bye: 'Goodbye', ok: 'OK' }),
      textsVersion({ hello: 'Hello' }),
    ]);
    expect(new Set([version, ...others]).size).toBe(5);
  });
});
