import type { Manifest } from 'vite';
import { screenShell } from './first-screens';

const manifest: Manifest = {
  'app.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot-2.js' },
  'src/frame.tsx': {
    file: 'assets/frame-3.js',
    imports: ['_boot.js', '_shared.js'],
    css: ['assets/frame-4.css'],
  },
  'src/screen.tsx': { file: 'assets/screen-5.js', imports: ['_shared.js'], dynamicImports: ['src/map.tsx'] },
  '_shared.js': { file: 'assets/shared-6.js' },
  'src/map.tsx': { file: 'assets/map-7.js' },
};
const shell = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/app-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/boot-2.js">',
  '</head><body></body></html>',
].join('\n');

describe("an app screen's shell", () => {
  it('names every file of the screen’s static imports once, stylesheets as preloads, and nothing it loads later', () => {
    const html = screenShell(shell, manifest, ['src/frame.tsx', 'src/screen.tsx'], '/');
    const named = [...html.matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(named).toEqual([
      'modulepreload /assets/boot-2.js',
      'modulepreload /assets/frame-3.js',
      'preload /assets/frame-4.css',
      'modulepreload /assets/shared-6.js',
      'modulepreload /assets/screen-5.js',
    ]);
    expect(html.indexOf('screen-5.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('follows the build’s base path', () => {
    expect(screenShell(shell, manifest, ['src/screen.tsx'], '/app/')).toContain(
      'href="/app/assets/screen-5.js"',
    );
  });

  it('refuses a module the build did not make, rather than writing a shell short of it', () => {
    expect(() => screenShell(shell, manifest, ['src/gone.tsx'], '/')).toThrow('No chunk for src/gone.tsx');
  });
});
