import { readFileSync } from 'node:fs';
import { rewriteDependency } from './rewrite-dependency';

/** Cloudscape's design tokens: every mode's and every context's values, loaded by every component. */
const BASE_THEME =
  /[\\/]@cloudscape-design[\\/]components[\\/]internal[\\/]base-theme[\\/]styles\.scoped\.css$/;

/**
 * The tokens of what the web app never turns on: dark mode and compact density (`applyMode`,
 * `applyDensity`), the top navigation bar, the high-contrast page header and the console toolbar
 * layout (cloudscapeAppLayout builds the app layout without it). `cloudscape-theme.test.ts` fails
 * if the app's code starts using one of them.
 */
export const UNUSED_THEME_CLASSES = [
  'awsui-dark-mode',
  'awsui-compact-mode',
  'awsui-context-top-navigation',
  'awsui-context-content-header',
  'awsui-context-app-layout-toolbar',
];
const UNUSED = new RegExp(`\\.(${UNUSED_THEME_CLASSES.join('|')})(?![\\w-])`);

interface Block {
  prelude: string;
  /** A rule's declarations; empty for a block of blocks (`@layer`, `@media`). */
  body: string;
  children: Block[];
}

function parse(css: string): Block {
  const root: Block = { prelude: '', body: '', children: [] };
  const open = [root];
  let text = '';
  for (const char of css) {
    if (char === '{') {
      const block: Block = { prelude: text.trim(), body: '', children: [] };
      open.at(-1)!.children.push(block);
      open.push(block);
      text = '';
    } else if (char === '}') {
      open.pop()!.body = text;
      text = '';
    } else text += char;
  }
  if (open.length !== 1) throw new Error('Unbalanced braces in the theme stylesheet');
  return root;
}

/** A selector list's selectors, split at the commas outside parentheses. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...selectors, prelude.slice(start).trim()];
}

/** The block without the selectors of unused classes; null when nothing of it is left. */
function prune(block: Block): Block | null {
  if (block.children.length > 0) {
    const children = block.children.map(prune).filter((child): child is Block => child !== null);
    return children.length > 0 ? { ...block, children } : null;
  }
  if (block.prelude.startsWith('@')) return block;
  const selectors = selectorsOf(block.prelude).filter((selector) => !UNUSED.test(selector));
  return selectors.length > 0 ? { ...block, prelude: selectors.join(', ') } : null;
}

const print = (block: Block): string =>
  `${block.prelude}{${block.children.length > 0 ? block.children.map(print).join('') : block.body}}`;

/**
 * Cloudscape's base theme without the rules of UNUSED_THEME_CLASSES. Throws if there were none or
 * nothing else is left, so that a Cloudscape release that reshapes the file is looked at.
 */
export function pruneCloudscapeTheme(css: string): string {
  const root = parse(css);
  const pruned = prune(root);
  if (!pruned) throw new Error("Nothing left of Cloudscape's base theme: check cloudscapeTheme");
  const kept = pruned.children.map(print).join('');
  if (kept.length === root.children.map(print).join('').length)
    throw new Error("No unused modes found in Cloudscape's base theme: check cloudscapeTheme");
  return kept;
}

/** Serves Cloudscape's design tokens without the modes and contexts the app never uses. */
export const cloudscapeTheme = () =>
  rewriteDependency('wayfare:cloudscape-theme', BASE_THEME, (file) =>
    pruneCloudscapeTheme(readFileSync(file, 'utf8')),
  );
