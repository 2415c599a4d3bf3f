import * as path from 'node:path';

/** Absolute paths the CDK app reads, independent of the directory `cdk` runs in. */
export const repoRoot = path.resolve(__dirname, '..', '..');

export const paths = {
  lambdasSrc: path.join(repoRoot, 'lambdas', 'src'),
  lambdasTsconfig: path.join(repoRoot, 'lambdas', 'tsconfig.json'),
  lockFile: path.join(repoRoot, 'package-lock.json'),
  schema: path.join(repoRoot, 'infra', 'graphql', 'schema.graphql'),
  webDist: path.join(repoRoot, 'web', 'dist'),
} as const;
