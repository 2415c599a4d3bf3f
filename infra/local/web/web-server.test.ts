import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { WebAppConfig } from '@wayfare/shared';
import { BUILD_STAMP, ensureWebBuild } from './web-build';
import { startStaticWebServer, type ConfigSource, type WebServer } from './web-server';

const INDEX = '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>';
const LANDING = '<!doctype html><h1>Prerendered landing page</h1>';
const ABOUT_AR = '<!doctype html><html lang="ar" dir="rtl"><h1>من نحن</h1>';
const SCRIPT = 'console.log("a line a bundler would write");\n'.repeat(200);

/** A raw GET (fetch would undo the compression this checks). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** What `npm start` does: build when stale (here a stand-in for Vite's output), then serve it. */
async function startAsNpmStart(
  config: ConfigSource = () => ({ mode: 'local' }) as unknown as WebAppConfig,
): Promise<WebServer> {
  const root = mkdtempSync(join(tmpdir(), 'web-serve-'));
  writeFileSync(join(root, 'main.tsx'), 'export {};');
  const dist = join(root, 'dist');
  await ensureWebBuild({
    dist,
    inputs: [join(root, 'main.tsx')],
    root,
    build: async () => {
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'app.html'), INDEX);
      writeFileSync(join(dist, 'index.html'), LANDING);
      mkdirSync(join(dist, 'ar', 'about-us'), { recursive: true });
      writeFileSync(join(dist, 'ar', 'about-us', 'index.html'), ABOUT_AR);
      writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
      writeFileSync(join(dist, 'assets', 'logo-GhI789.png'), Buffer.alloc(2048, 7));
      writeFileSync(join(dist, 'assets', 'index-DeF456.css'), 'body{}');
      writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
    },
  });
  return startStaticWebServer({ port: 0, config, dist, compressedFolder: join(root, 'compressed') });
}

describe('the static web server npm start uses', () => {
  let web: WebServer;
  beforeAll(async () => {
    web = await startAsNpmStart();
  });
  afterAll(() => web.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${web.url}${path}`, { headers });

  it('serves the prerendered landing page at / for revalidation on every load', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LANDING);
  });

  it('serves a prerendered public page by its folder, with or without the final slash', async () => {
    for (const path of ['/ar/about-us', '/ar/about-us/']) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(ABOUT_AR);
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const script = await get('/assets/index-AbC123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const style = await get('/assets/index-DeF456.css');
    expect(style.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker, and answers an unchanged file 304', async () => {
    const first = await get('/sw.js');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/sw.js', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers app routes with the app’s shell (the single-page fallback)', async () => {
    for (const path of ['/drivers', '/ride/trip/b-1', '/login', '/ar']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers a missing asset 404, not with the app’s shell', async () => {
    expect((await get('/assets/gone-XyZ789.js')).status).toBe(404);
    expect((await get('/old-icon.png')).status).toBe(404);
  });

  it('never serves the build stamp or a path outside the build', async () => {
    expect(await (await get(`/${BUILD_STAMP}`)).text()).toBe(INDEX);
    expect(await (await get('/../main.tsx')).text()).toBe(INDEX);
  });

  it('sends text compressed as CloudFront does: brotli first, then gzip, else as stored', async () => {
    const url = `${web.url}/assets/index-AbC123.js`;
    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet(url, 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const page = await rawGet(`${web.url}/ride`, 'br');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
  });

  it('sends images as stored, compressed or not asked', async () => {
    const image = await rawGet(`${web.url}/assets/logo-GhI789.png`, 'gzip, br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2048);
  });

  it('serves the runtime config, never cached', async () => {
    const response = await get('/amplify-config.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ mode: 'local' });
  });

  it('serves the files while the twin starts, and answers a config asked for meanwhile once the twin is ready', async () => {
    let ready: (config: WebAppConfig) => void = () => {};
    const starting = new Promise<WebAppConfig>((resolve) => (ready = resolve));
    const early = await startAsNpmStart(() => starting);
    try {
      const config = fetch(`${early.url}/amplify-config.json`);
      expect((await fetch(`${early.url}/`)).status).toBe(200);
      ready({ mode: 'local', region: 'us-east-1' } as unknown as WebAppConfig);
      expect(await (await config).json()).toEqual({ mode: 'local', region: 'us-east-1' });
    } finally {
      await early.close();
    }
  });
});

describe('compressed files kept between servers', () => {
  it('sends what a server before it compressed, by content, and compresses what it does not find', async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-kept-'));
    const dist = join(root, 'dist');
    const folder = join(root, 'compressed');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'app.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'kept-AbC123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'new-DeF456.js'), `${SCRIPT}// new\n`);
    // As if an earlier server had compressed the first file (its bytes made recognisable here).
    mkdirSync(folder, { recursive: true });
    const hash = createHash('sha256').update(SCRIPT).digest('hex');
    writeFileSync(join(folder, `${hash}.br`), brotliCompressSync('kept by an earlier server'));

    const config = () => ({ mode: 'local' }) as unknown as WebAppConfig;
    const web = await startStaticWebServer({ port: 0, config, dist, compressedFolder: folder });
    try {
      const kept = await rawGet(`${web.url}/assets/kept-AbC123.js`, 'br');
      expect(brotliDecompressSync(kept.body).toString()).toBe('kept by an earlier server');
      const fresh = await rawGet(`${web.url}/assets/new-DeF456.js`, 'br');
      expect(brotliDecompressSync(fresh.body).toString()).toBe(`${SCRIPT}// new\n`);
      const freshHash = createHash('sha256').update(`${SCRIPT}// new\n`).digest('hex');
      expect(brotliDecompressSync(readFileSync(join(folder, `${freshHash}.br`))).toString()).toBe(
        `${SCRIPT}// new\n`,
      );
    } finally {
      await web.close();
    }
  });
});
