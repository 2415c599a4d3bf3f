import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Cloudscape's global styles: normalize, its design tokens and Open Sans, each weight a base64 woff2. */
const GLOBAL_STYLES = /[\\/]@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const INLINE_FONT =
  /(@font-face\s*{[^}]*?font-weight:\s*(\d+);[^}]*?font-style:\s*(\w+);[^}]*?src:\s*)url\(['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\)/g;

export interface FontFile {
  name: string;
  bytes: Buffer;
}

/**
 * Takes the fonts inlined in a stylesheet out into woff2 files: each `@font-face` then points at
 * `<fontDir>/<name>` instead of carrying the font itself.
 */
export function extractInlineFonts(css: string, fontDir: string): { css: string; fonts: FontFile[] } {
  const fonts: FontFile[] = [];
  const rewritten = css.replace(
    INLINE_FONT,
    (_match, head: string, weight: string, style: string, data: string) => {
      const name = `open-sans-${weight}-${style}.woff2`;
      fonts.push({ name, bytes: Buffer.from(data, 'base64') });
      return `${head}url('${fontDir}/${name}')`;
    },
  );
  return { css: rewritten, fonts };
}

/**
 * Cloudscape's stylesheet inlines eight Open Sans faces as base64 (~140 kB gzip that no style can
 * use before all of it arrives). This serves that stylesheet with the faces written out as woff2
 * files beside Vite's cache, which the build then emits as hashed assets: the stylesheet shrinks
 * to its rules, and a browser fetches only the faces the page's text uses, after the styles.
 */
export function cloudscapeFontFiles(): Plugin {
  let fontRoot = '';
  return {
    name: 'wayfare:cloudscape-font-files',
    enforce: 'pre',
    configResolved(config) {
      fontRoot = join(config.cacheDir, 'cloudscape-fonts');
    },
    load(id) {
      const file = id.split('?')[0]!;
      if (!GLOBAL_STYLES.test(file)) return null;
      const { css, fonts } = extractInlineFonts(
        readFileSync(file, 'utf8'),
        relative(dirname(file), fontRoot).split('\\').join('/'),
      );
      // A Cloudscape release that changes how it ships fonts must be looked at, not shipped inline again.
      if (fonts.length === 0) throw new Error(`No inline fonts found in ${file}: check cloudscapeFontFiles`);
      mkdirSync(fontRoot, { recursive: true });
      for (const font of fonts) writeFileSync(join(fontRoot, font.name), font.bytes);
      return css;
    },
  };
}
