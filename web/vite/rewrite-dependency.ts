import type { Plugin } from 'vite';

/**
 * A plugin that serves the dependency files whose path matches `file` as `rewrite(path)` returns
 * them, before Vite reads them (the query of an id such as `?inline` is not part of its path).
 */
export function rewriteDependency(name: string, file: RegExp, rewrite: (path: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!;
      return file.test(path) ? rewrite(path) : null;
    },
  };
}
