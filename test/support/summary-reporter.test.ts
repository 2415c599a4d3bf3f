/** The run's closing lines: time per project and the slowest files, then the counts. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SummaryReporter = require('./summary-reporter.cjs') as new () => {
  onRunComplete(contexts: unknown, results: unknown): void;
};

const file = (project: string, path: string, start: number, end: number) => ({
  displayName: { name: project, color: 'white' },
  testFilePath: `${process.cwd()}/${path}`,
  perfStats: { start, end },
});

function closingLines(testResults: ReturnType<typeof file>[]): string {
  let written = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
    written += String(text);
    return true;
  });
  try {
    new SummaryReporter().onRunComplete(new Set(), {
      startTime: Date.now() - 90_000,
      numPassedTests: 7,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 0,
      testResults,
    });
  } finally {
    write.mockRestore();
  }
  return written;
}

describe('the summary reporter', () => {
  it('prints each project wall time and summed file time, the slowest files first, then the counts', () => {
    const lines = closingLines([
      file('unit', 'shared/src/a.test.ts', 0, 2_000),
      file('e2e', 'test/e2e/slow.test.ts', 1_000, 61_000),
      file('unit', 'shared/src/b.test.ts', 1_000, 4_000),
      file('e2e', 'test/e2e/quick.test.ts', 2_000, 12_000),
    ]).split('\n');

    expect(lines).toContainEqual(expect.stringMatching(/^Time by project \(run: 90\.\d s\):$/));
    expect(lines).toContain('  unit             4.0 s wall,     5.0 s in 2 files');
    expect(lines).toContain('  e2e             60.0 s wall,    70.0 s in 2 files');
    const slowest = lines.slice(lines.indexOf('Slowest files:') + 1, lines.indexOf('Slowest files:') + 3);
    expect(slowest).toEqual([
      '     60.0 s  e2e test/e2e/slow.test.ts',
      '     10.0 s  e2e test/e2e/quick.test.ts',
    ]);
    expect(lines.at(-2)).toBe('7 passed, 1 failed, 2 skipped');
  });

  it('prints only the counts when no file ran', () => {
    expect(closingLines([])).toBe('\n7 passed, 1 failed, 2 skipped\n');
  });
});
