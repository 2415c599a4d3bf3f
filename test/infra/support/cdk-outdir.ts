/**
 * Synth folders for the CDK apps the infra tests build. An App given no outdir makes a `cdk.out*`
 * folder in the temp directory and leaves it there (about 20 MB each); these live under one
 * folder per test file, removed when the file's tests end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = mkdtempSync(join(tmpdir(), 'wayfare-cdk-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A fresh, empty synth folder for one App. */
export const testOutdir = (): string => mkdtempSync(join(base, 'app-'));
