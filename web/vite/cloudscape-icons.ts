import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rewriteDependency } from './rewrite-dependency';

const ICONS_MODULE = /[\\/]@cloudscape-design[\\/]components[\\/]icon[\\/]generated[\\/]icons\.js$/;

/** An icon's entry as Cloudscape's generator writes it: its name at the object's indentation. */
const ENTRY = /^ {4}"([a-z0-9-]+)": React\.createElement\("svg"/;

/** Every quoted word of kebab-case letters and digits in `source`: an icon name, if spelled anywhere. */
export function quotedNames(source: string, into = new Set<string>()): Set<string> {
  for (const [, name] of source.matchAll(/["'`]([a-z0-9]+(?:-[a-z0-9]+)*)["'`]/g)) into.add(name!);
  return into;
}

/**
 * Cloudscape's icon module with only the icons in `named`, in the installed module's own code.
 * Throws if the module is no longer one object of entries as this reads it.
 */
export function iconsNamed(source: string, named: ReadonlySet<string>): string {
  const lines = source.split('\n');
  const open = lines.indexOf('const icons = {');
  const close = lines.indexOf('};');
  // Each line at the object's indentation opens an icon; the lines of its elements are deeper.
  const read = (line: string) => (/^ {4}\S/.test(line) ? ENTRY.test(line) : /^ {8,}\S/.test(line));
  if (open < 0 || close <= open + 1 || !lines.slice(open + 1, close).every(read))
    throw new Error("Cloudscape's icon/generated/icons.js changed: check cloudscapeIcons");
  let kept = true;
  const body = lines.slice(open + 1, close).filter((line) => {
    const name = ENTRY.exec(line)?.[1];
    if (name !== undefined) kept = named.has(name);
    return kept;
  });
  return [...lines.slice(0, open + 1), ...body, ...lines.slice(close)].join('\n');
}

/** The code files under `dir`, recursively (`.js`, or `.ts` and `.tsx`). */
function codeFiles(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/**
 * Every name an icon could be asked for by: each string spelled in Cloudscape's packages (its
 * components name their icons as literals: a button's `iconName: "close"`, a status's map of
 * types to icons) and in the app's own code. The icon module itself is left out.
 */
export function namesSpelled(cloudscapeDir: string, srcDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of codeFiles(cloudscapeDir, /\.js$/))
    if (!ICONS_MODULE.test(file)) quotedNames(readFileSync(file, 'utf8'), names);
  for (const file of codeFiles(srcDir, /\.tsx?$/)) quotedNames(readFileSync(file, 'utf8'), names);
  return names;
}

/**
 * Cloudscape's Icon picks its SVG from one module of all 143 at run time, so the bundler keeps
 * every one (8.6 kB gzip on every back-office route). Serves that module with only the icons whose
 * name is spelled somewhere in Cloudscape's packages or the app's code (`namesSpelled`): an icon
 * no code names cannot be asked for.
 */
export const cloudscapeIcons = (srcDir: string) => {
  let named: Set<string> | undefined;
  return rewriteDependency('wayfare:cloudscape-icons', ICONS_MODULE, (path) => {
    // The module sits at @cloudscape-design/components/icon/generated/icons.js.
    named ??= namesSpelled(resolve(path, '../../../..'), srcDir);
    return iconsNamed(readFileSync(path, 'utf8'), named);
  });
};
