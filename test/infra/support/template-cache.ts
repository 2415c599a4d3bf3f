/**
 * The synthesized templates of the whole Wayfare app per context, shared by the infra test files
 * of one Jest run: the first file to ask synthesizes the app and writes its templates to the
 * run's folder (test/infra/support/template-cache.setup.ts), the others read them. Each caller
 * gets templates parsed anew, so no file sees another's objects.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { buildWayfare, type BuildOptions } from './wayfare-app';
import type { WayfareStacks } from '../../../infra/lib/wayfare-app';
import { TEMPLATE_CACHE_VARIABLE } from './template-cache.setup';

type StackName = keyof WayfareStacks;
export type WayfareTemplates = Record<StackName, Template>;
type TemplateJson = Record<string, unknown>;

const synthesize = (context: BuildOptions['context']): Record<StackName, TemplateJson> => {
  const stacks = buildWayfare({ context });
  return Object.fromEntries(
    Object.entries(stacks).map(([name, stack]) => [name, Template.fromStack(stack).toJSON()]),
  ) as Record<StackName, TemplateJson>;
};

/** The app's templates with extra context (`-c key=value`), synthesized once per run and context. */
export function wayfareTemplates(context: Record<string, unknown> = {}): WayfareTemplates {
  const folder = process.env[TEMPLATE_CACHE_VARIABLE];
  const file =
    folder && join(folder, `${createHash('sha256').update(JSON.stringify(context)).digest('hex')}.json`);
  let json: string;
  if (file && existsSync(file)) json = readFileSync(file, 'utf8');
  else {
    json = JSON.stringify(synthesize(context));
    if (file) {
      // Written whole, then renamed: a file read by the other worker is never half written.
      writeFileSync(`${file}.${process.pid}`, json);
      renameSync(`${file}.${process.pid}`, file);
    }
  }
  const templates = JSON.parse(json) as Record<StackName, TemplateJson>;
  return Object.fromEntries(
    Object.entries(templates).map(([name, template]) => [name, Template.fromJSON(template)]),
  ) as WayfareTemplates;
}
