import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The public contract for trips and money (infra/graphql/contract, a verbatim copy of the one
 * every client is tested against): every name and shape must be in schema.graphql.
 */
describe('public GraphQL contract', () => {
  it('is met in full by the schema', () => {
    const root = join(__dirname, '..', '..');
    const output = execFileSync('node', [join(root, 'infra/graphql/contract/check.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output).toMatch(/contract check: (\d+) of \1 contract types/);
  });
});
