/** Jest global teardown of the infra project: removes the run's templates. */
import { rmSync } from 'node:fs';
import { TEMPLATE_CACHE_VARIABLE } from './template-cache.setup';

export default function removeTemplateCache(): void {
  const folder = process.env[TEMPLATE_CACHE_VARIABLE];
  if (folder) rmSync(folder, { recursive: true, force: true });
  delete process.env[TEMPLATE_CACHE_VARIABLE];
}
