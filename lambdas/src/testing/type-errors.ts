/**
 * Type-checks a few fixture files against the real sources in one in-process program (no `tsc -p`
 * of the repository): the tests of the compile-time wire checks write a renamed copy of a generated
 * or hand-written module next to a fixture that uses it, and expect the compiler to refuse it.
 * Fixtures live under node_modules/.cache so their bare imports resolve as the repository's do.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export const REPO = resolve(__dirname, '../../..');

export interface FixtureDir {
  dir: string;
  /** Writes `text` to `name` inside the fixture folder; answers its path. */
  write(name: string, text: string): string;
  remove(): void;
}

export function fixtureDir(): FixtureDir {
  const cache = join(REPO, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'wire-fixture-'));
  return {
    dir,
    write: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Each root file's type errors, as flattened messages, under the lambdas package's options. */
export function typeErrors(rootFiles: readonly string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(join(REPO, 'lambdas/tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('lambdas/tsconfig.json unreadable');
  const program = ts.createProgram(rootFiles, { ...config.options, noEmit: true, noUnusedLocals: false });
  return new Map(
    rootFiles.map((file) => [
      file,
      program
        .getSemanticDiagnostics(program.getSourceFile(file))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}
