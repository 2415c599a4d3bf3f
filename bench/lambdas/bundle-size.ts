/** Prints the size of every Lambda bundle, built as `cdk synth` builds it: minified and gzip, largest first. */
import { gzipSync } from 'node:zlib';
import { bundleLambda, lambdaEntries } from '../../infra/lib/lambda-bundles';

async function main(): Promise<void> {
  const rows = await Promise.all(
    Object.entries(lambdaEntries()).map(async ([name, entry]) => {
      const code = await bundleLambda(entry);
      return { name, raw: code.byteLength, gzip: gzipSync(code).byteLength };
    }),
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
  console.log(`${'Lambda bundle'.padEnd(36)}${'minified'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const row of rows.sort((a, b) => b.raw - a.raw))
    console.log(`${row.name.padEnd(36)}${kb(row.raw)}${kb(row.gzip)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
