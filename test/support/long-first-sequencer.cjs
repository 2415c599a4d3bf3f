/**
 * Jest's own order, except that a file saying `@runs-long` in its opening comment starts first when
 * Jest has no time for it from an earlier run (a clean clone, as in CI). Jest orders untimed files
 * by size, and the city simulation, a short file that runs for about three minutes mostly waiting
 * on its simulated clock, used to start last: the run ended with it alone on one worker while the
 * other had nothing left to run (docs/performance.md, "Test suite").
 */
const { readFileSync } = require('node:fs');
const { default: Sequencer } = require('@jest/test-sequencer');

const MARK = '@runs-long';
/** The mark counts only in the opening comment, which is within the file's first characters. */
const OPENING = 2_000;

class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const first = [];
    const rest = [];
    for (const test of super.sort(tests)) {
      const marked =
        test.duration == null && readFileSync(test.path, 'utf8').slice(0, OPENING).includes(MARK);
      (marked ? first : rest).push(test);
    }
    return [...first, ...rest];
  }
}

module.exports = LongFirstSequencer;
