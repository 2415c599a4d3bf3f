import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ImageStore } from '../../ports/image-store';

/** ImageStore over one private S3 bucket. */
export function createS3ImageStore(client: S3Client, bucket: string): ImageStore {
  return {
    presignUpload: ({ key, contentType, contentLength, expiresInSeconds }) =>
      // Content-Type and Content-Length are signed: S3 refuses a PUT of another type or size.
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: contentLength,
        }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
      ),

    presignDownload: (key, expiresInSeconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      }),

    async describe(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },

    async firstBytes(key, count) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }),
        );
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return bytes.subarray(0, count);
      } catch (error) {
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
