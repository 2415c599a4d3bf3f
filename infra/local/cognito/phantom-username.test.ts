import { randomUUID } from 'node:crypto';
import { phantomUsername } from './custom-auth-flow';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the made-up username of a sign-in name nobody has', () => {
  it('is a version-4 UUID, the same for the same name in any case', () => {
    expect(phantomUsername('nobody@wayfare.example')).toMatch(UUID_V4);
    expect(phantomUsername('Nobody@Wayfare.example')).toBe(phantomUsername('nobody@wayfare.example'));
    expect(phantomUsername('+12125550999')).not.toBe(phantomUsername('+12125550998'));
  });

  it('spreads its variant digit over 8, 9, a and b as real usernames do', () => {
    const variantOf = (uuid: string) => uuid[19];
    const made = new Set(
      Array.from({ length: 200 }, (_, i) => variantOf(phantomUsername(`user${i}@x.example`))),
    );
    const real = new Set(Array.from({ length: 200 }, () => variantOf(randomUUID())));
    expect([...made].sort()).toEqual([...real].sort());
  });
});
