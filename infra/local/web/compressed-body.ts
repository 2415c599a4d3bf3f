/**
 * Text responses compressed the way CloudFront's `compress: true` serves them: brotli when the
 * browser accepts it, else gzip, else as stored. Each file is compressed once per version (path,
 * size and modification time), so a page load costs a lookup, not a compression; with a folder to
 * keep them in, once per content for every server that shares the folder.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** CloudFront compresses these types only; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;

/** The encoding to answer with, from the request's Accept-Encoding (q=0 refuses one). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
): ContentEncoding | undefined {
  if (!COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export type CompressedFiles = (file: string, version: string, encoding: ContentEncoding) => Buffer;

function compress(raw: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: 9 });
}

/**
 * The compressed bytes kept in `folder` by the content's hash: MapLibre alone took a second or more
 * to compress, again in every test file's twin and after every `npm start`. Written under a
 * temporary name and renamed, so a server never reads another's half-written file.
 */
function keptCompression(folder: string, raw: Buffer, encoding: ContentEncoding): Buffer {
  const path = join(folder, `${createHash('sha256').update(raw).digest('hex')}.${encoding}`);
  try {
    return readFileSync(path);
  } catch {
    const body = compress(raw, encoding);
    mkdirSync(folder, { recursive: true });
    const written = `${path}.${randomUUID()}`;
    writeFileSync(written, body);
    renameSync(written, path);
    return body;
  }
}

/**
 * A server's own store: a file's bytes in `encoding`, compressed on first use of that version of
 * the file, or read from `folder` when a server sharing it compressed the same content before.
 */
export function compressedFiles(folder?: string): CompressedFiles {
  const cache = new Map<string, Buffer>();
  return (file, version, encoding) => {
    const key = `${encoding}:${file}:${version}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = folder ? keptCompression(folder, raw, encoding) : compress(raw, encoding);
      cache.set(key, body);
    }
    return body;
  };
}
