/**
 * s3rver stands in for the images bucket. It accepts presigned PUT/GET from the browser (CORS
 * configured like the cloud bucket); it does not check signatures.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';

export interface S3Twin {
  endpoint: string;
  close(): Promise<void>;
}

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

export async function startS3Twin(options: {
  dataDir: string;
  bucket: string;
  port?: number;
  host?: string;
}): Promise<S3Twin> {
  const directory = resolve(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port ?? 0,
    address: options.host ?? '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  const address = await server.run();
  return { endpoint: `http://${address.address}:${address.port}`, close: () => server.close() };
}
