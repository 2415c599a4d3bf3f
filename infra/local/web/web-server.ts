/**
 * Serves the web app with `/amplify-config.json` pointing Amplify at the twin.
 * `dev`: Vite's dev server (hot reload, for `npm start`); `static`: the built `web/dist`
 * with the single-page fallback the cloud's CloudFront gives (for browser tests).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { WEB_APP_CONFIG_PATH, type WebAppConfig } from '@wayfare/shared';
import { closeServer, listen, sendJson } from '../support/http';

export const webRoot = join(__dirname, '..', '..', '..', 'web');
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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export async function startStaticWebServer(options: {
  port: number;
  host?: string;
  config: () => WebAppConfig;
}): Promise<WebServer> {
  const dist = join(webRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('web/dist is missing: build the web app first with `npm run build -w web`.');
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    if (path === CONFIG_PATH) return sendJson(res, 200, options.config());
    const file = normalize(join(dist, path));
    const inside = file.startsWith(dist);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': contentTypes[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  const url = await listen(server, options.port, options.host ?? '127.0.0.1');
  return { url, close: () => closeServer(server) };
}

function configPlugin(config: () => WebAppConfig): Plugin {
  return {
    name: 'wayfare-twin-config',
    configureServer(server) {
      server.middlewares.use(CONFIG_PATH, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(config()));
      });
    },
  };
}

export async function startDevWebServer(options: {
  port: number;
  host?: string;
  config: () => WebAppConfig;
}): Promise<WebServer> {
  const { createServer: createViteServer } = await import('vite');
  const host = options.host ?? '127.0.0.1';
  const vite = await createViteServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { port: options.port, host, strictPort: true },
    plugins: [configPlugin(options.config)],
    logLevel: 'warn',
  });
  await vite.listen();
  return { url: `http://${host}:${options.port}`, close: () => vite.close() };
}
