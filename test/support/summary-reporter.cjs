/**
 * Ends a Jest run with one plain line, `N passed, N failed, N skipped`, that any CI log reader
 * understands, preceded by where the time went: per project, the wall time from its first file's
 * start to its last file's end and the files' own times added up, then the slowest files
 * (docs/performance.md, "Test suite").
 */
const SLOWEST_SHOWN = 8;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Per project: files, summed file time and wall span, in the order the projects first ran. */
function timeByProject(testResults) {
  const projects = new Map();
  for (const result of testResults) {
    const name = result.displayName?.name ?? 'default';
    const { start, end } = result.perfStats;
    const project = projects.get(name) ?? { name, files: 0, totalMs: 0, start, end };
    project.files += 1;
    project.totalMs += end - start;
    project.start = Math.min(project.start, start);
    project.end = Math.max(project.end, end);
    projects.set(name, project);
  }
  return [...projects.values()];
}

function timeSummary(results) {
  const timed = results.testResults.filter((result) => result.perfStats?.end > 0);
  if (timed.length === 0) return '';
  const rows = timeByProject(timed).map(
    (project) =>
      `  ${project.name.padEnd(12)} ${seconds(project.end - project.start).padStart(9)} wall, ` +
      `${seconds(project.totalMs).padStart(9)} in ${project.files} file${project.files === 1 ? '' : 's'}`,
  );
  const slowest = [...timed]
    .sort((a, b) => b.perfStats.end - b.perfStats.start - (a.perfStats.end - a.perfStats.start))
    .slice(0, SLOWEST_SHOWN)
    .map(
      (result) =>
        `  ${seconds(result.perfStats.end - result.perfStats.start).padStart(9)}  ` +
        `${result.displayName?.name ?? 'default'} ${result.testFilePath.replace(`${process.cwd()}/`, '')}`,
    );
  return [
    '',
    `Time by project (run: ${seconds(Date.now() - results.startTime)}):`,
    ...rows,
    'Slowest files:',
    ...slowest,
    '',
  ].join('\n');
}

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `${timeSummary(results)}\n${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}

module.exports = SummaryReporter;
