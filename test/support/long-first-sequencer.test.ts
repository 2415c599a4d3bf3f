/** Files marked `@runs-long` start first when Jest has no times for them (a clean clone, as in CI). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sequencer from '@jest/test-sequencer';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongFirstSequencer = require('./long-first-sequencer.cjs') as typeof Sequencer;

const folder = mkdtempSync(join(tmpdir(), 'sequencer-'));
const sizes = new Map<string, number>();
/** A test file of `size` bytes whose opening comment says `opening`. */
const testFile = (name: string, opening: string, size: number) => {
  const path = join(folder, name);
  writeFileSync(path, `/**\n * ${opening}\n */\n`);
  sizes.set(path, size);
  return {
    path,
    context: { config: { cache: false }, hasteFS: { getSize: (file: string) => sizes.get(file) } },
  };
};
type TestEntry = ReturnType<typeof testFile>;
const order = (tests: TestEntry[]) =>
  (new LongFirstSequencer({} as never).sort(tests as never) as unknown as TestEntry[]).map((test) =>
    test.path.replace(`${folder}/`, ''),
  );

describe('the long-first test order', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts the files marked @runs-long first, then the others largest first, as Jest would', () => {
    const tests = [
      testFile('small.test.ts', 'A small file.', 100),
      testFile('city.test.ts', 'A city. @runs-long: its simulated clock.', 200),
      testFile('large.test.ts', 'A large file.', 9_000),
      testFile('routes.test.ts', '@runs-long (every route)', 300),
    ];
    expect(order(tests)).toEqual(['routes.test.ts', 'city.test.ts', 'large.test.ts', 'small.test.ts']);
  });

  it("keeps Jest's order by the last run's times when it has them", () => {
    const seconds: Record<string, number> = { 'small.test.ts': 90, 'city.test.ts': 5, 'large.test.ts': 40 };
    // Jest's own reading of its cache (private in its types).
    const cached = Sequencer.prototype as unknown as { time(test: { path: string }): number | undefined };
    jest.spyOn(cached, 'time').mockImplementation((test) => seconds[test.path.replace(`${folder}/`, '')]);
    const tests = [
      testFile('small.test.ts', 'A small file.', 100),
      testFile('city.test.ts', 'A city. @runs-long', 200),
      testFile('large.test.ts', 'A large file.', 9_000),
    ];
    expect(order(tests)).toEqual(['small.test.ts', 'large.test.ts', 'city.test.ts']);
  });
});
