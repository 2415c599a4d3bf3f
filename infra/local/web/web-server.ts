/**
 * Serves the web app with `/amplify-config.json` pointing Amplify at the twin.
 * `static`: the built `web/dist` with caching headers and the single-page fallback (`npm start`
 * and the browser tests); `dev`: Vite's dev server with hot reload (`npm run dev`).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { WEB_APP_CONFIG_PATH, WEB_APP_SHELL, type WebAppConfig } from '@wayfare/shared';
import { closeServer, listen, sendJson } from '../support/http';
import { chooseEncoding, compressedFiles } from './compressed-body';

export const webRoot = join(__dirname, '..', '..', '..', 'web');
/** Compressed files kept between servers and runs, where other tools keep their caches. */
const COMPRESSED_FOLDER = join(webRoot, '..', 'node_modules', '.cache', 'wayfare-compressed');
const CONFIG_PATH = WEB_APP_CONFIG_PATH;

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Vite names everything under `assets/` by its content hash: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The rest (the pages, the service worker, the manifest, icons) is revalidated on each use. */
const REVALIDATE = 'no-cache';

/**
 * The file a path names inside `dist`, or the `index.html` of the folder it names (a prerendered
 * public page: `/about-us` → `about-us/index.html`); dot-files (the build stamp) are never served.
 */
function fileIn(dist: string, path: string): string | undefined {
  const file = normalize(join(dist, path));
  if (!(file + sep).startsWith(dist + sep) || file.split(sep).some((part) => part.startsWith('.')))
    return undefined;
  if (!existsSync(file)) return undefined;
  if (statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  return existsSync(index) ? index : undefined;
}

/**
 * The app's runtime config. The twin's web server listens before the twin is ready (its address is
 * part of the handlers' environment), so a config asked for meanwhile waits for the twin.
 */
export type ConfigSource = () => WebAppConfig | Promise<WebAppConfig>;

/**
 * Serves a production build: hashed assets cached for a year, everything else revalidated (ETag,
 * 304), the prerendered public pages by their folder, a missing file a 404 (not the app's shell,
 * which a browser would run as a script), and any other path the app's shell (the single-page
 * fallback, as CloudFront gives in the cloud).
 */
export async function startStaticWebServer(options: {
  port: number;
  host?: string;
  config: ConfigSource;
  dist?: string;
  compressedFolder?: string;
}): Promise<WebServer> {
  const dist = normalize(options.dist ?? join(webRoot, 'dist'));
  if (!existsSync(join(dist, WEB_APP_SHELL))) {
    throw new Error('web/dist is missing: build the web app first with `npm run build -w web`.');
  }
  const compressedFile = compressedFiles(options.compressedFolder ?? COMPRESSED_FOLDER);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    if (path === CONFIG_PATH) return void sendConfig(res, options.config);
    const file = fileIn(dist, path);
    if (!file && (path.startsWith('/assets/') || extname(path) in contentTypes)) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': REVALIDATE });
      return res.end('Not found');
    }
    const target = file ?? join(dist, WEB_APP_SHELL);
    const { size, mtimeMs } = statSync(target);
    const version = `${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}`;
    const etag = `W/"${version}"`;
    const contentType = contentTypes[extname(target)] ?? 'application/octet-stream';
    const headers = {
      'content-type': contentType,
      'cache-control': path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], contentType);
    if (encoding) {
      const body = compressedFile(target, version, encoding);
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(target).pipe(res);
  });
  const url = await listen(server, options.port, options.host ?? '127.0.0.1');
  return { url, close: () => closeServer(server) };
}

async function sendConfig(res: ServerResponse, config: ConfigSource): Promise<void> {
  sendJson(res, 200, await config(), { 'cache-control': 'no-store' });
}

function configPlugin(config: ConfigSource): Plugin {
  return {
    name: 'wayfare-twin-config',
    configureServer(server) {
      server.middlewares.use(CONFIG_PATH, (_req, res) => void sendConfig(res, config));
    },
  };
}

/**
 * Vite's dev server answers `/` and app routes with `index.html`; the app's shell is `app.html`
 * (the build's `index.html` is the prerendered landing page, which the dev server does not make).
 * Page loads therefore get the shell: in development every public page is the app's own render.
 */
function appShellPlugin(): Plugin {
  return {
    name: 'wayfare-app-shell',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        if (req.headers.accept?.includes('text/html') && !extname(path)) req.url = `/${WEB_APP_SHELL}`;
        next();
      });
    },
  };
}

export async function startDevWebServer(options: {
  port: number;
  host?: string;
  config: ConfigSource;
}): Promise<WebServer> {
  const { createServer: createViteServer } = await import('vite');
  const host = options.host ?? '127.0.0.1';
  const vite = await createViteServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { port: options.port, host, strictPort: true },
    plugins: [configPlugin(options.config), appShellPlugin()],
    logLevel: 'warn',
  });
  await vite.listen();
  return { url: `http://${host}:${options.port}`, close: () => vite.close() };
}
