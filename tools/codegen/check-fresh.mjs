/**
 * `npm test` step: regenerating the GraphQL types must leave the tree unchanged. Compares the
 * generated folders before and after `npm run codegen`, so a schema, an operation or BOOKING_FIELDS
 * (whose fragment codegen writes into shared/graphql) edited without regenerating fails here rather
 * than at run time.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED = [
  'shared/graphql',
  'lambdas/src/api/generated',
  'lambdas/src/adapters/appsync/generated',
  'web/src/api/generated',
  'tools/simulate/generated',
];

function snapshot() {
  const files = new Map();
  for (const dir of GENERATED) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.set(join(dir, name), readFileSync(join(dir, name), 'utf8'));
  }
  return files;
}

const before = snapshot();
execSync('npm run --silent codegen', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `Generated GraphQL types were stale (now regenerated, commit them):\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Generated GraphQL types are current.');
