/**
 * Text responses compressed the way CloudFront's `compress: true` serves them: brotli when the
 * browser accepts it, else gzip, else as stored. Each file is compressed once per version (path,
 * size and modification time), so a page load costs a lookup, not a compression.
 */
import { readFileSync } from 'node:fs';
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

/** A server's own store: a file's bytes in `encoding`, compressed on first use of that version of the file. */
export function compressedFiles(): CompressedFiles {
  const cache = new Map<string, Buffer>();
  return (file, version, encoding) => {
    const key = `${encoding}:${file}:${version}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    return body;
  };
}
