/** Jest global setup of the infra project: an empty folder for the run's templates (./template-cache.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEMPLATE_CACHE_VARIABLE = 'WAYFARE_CDK_TEMPLATE_CACHE';

export default function createTemplateCache(): void {
  process.env[TEMPLATE_CACHE_VARIABLE] = mkdtempSync(join(tmpdir(), 'wayfare-cdk-templates-'));
}
