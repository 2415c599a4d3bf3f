import { ApiError, INTERNAL_ERROR_KEY } from './api-error';
import { graphql } from './generated';
import { runOperation } from './graphql-client';

export type UploadKind =
  'PROFILE_IMAGE' | 'LICENCE_IMAGE' | 'CAR_TYPE_IMAGE' | 'PRODUCT_IMAGE' | 'TRIP_IMAGE';

interface UploadTarget {
  url: string;
  key: string;
  /** AWSJSON: the headers the URL was signed with, sent exactly. */
  headers: string | Record<string, string>;
  maxBytes: number;
  expiresAt: string;
}

const CREATE_UPLOAD_URL = graphql(`
  mutation CreateUploadUrl($kind: UploadKind!, $contentType: String!, $contentLength: Int!, $uid: ID) {
    createUploadUrl(kind: $kind, contentType: $contentType, contentLength: $contentLength, uid: $uid) {
      url
      key
      headers
      maxBytes
      expiresAt
    }
  }
`);

/** The file types the server signs uploads for (docs/accounts.md). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type UploadProgress = (fraction: number) => void;

const asHeaders = (headers: UploadTarget['headers']): Record<string, string> =>
  typeof headers === 'string' ? (JSON.parse(headers) as Record<string, string>) : headers;

/** PUT through XMLHttpRequest, since fetch cannot report upload progress. */
function putWithProgress(target: UploadTarget, file: Blob, onProgress: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.url);
    for (const [name, value] of Object.entries(asHeaders(target.headers))) {
      // Browsers set Content-Length themselves and refuse it as a request header.
      if (name.toLowerCase() !== 'content-length') request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(`Upload${request.status}`, INTERNAL_ERROR_KEY));
    request.onerror = () => reject(new ApiError('UploadNetworkError', INTERNAL_ERROR_KEY));
    request.send(file);
  });
}

/**
 * Uploads one image through a presigned URL the server issued, reporting progress from 0 to 1,
 * and answers the object key to hand to updateProfile, setLicenceImage or setTripImage.
 */
export async function uploadImage(
  { kind, file, uid }: { kind: UploadKind; file: File; uid?: string },
  onProgress: UploadProgress = () => {},
): Promise<string> {
  const { createUploadUrl } = await runOperation(CREATE_UPLOAD_URL, {
    variables: { kind, contentType: file.type, contentLength: file.size, uid: uid ?? null },
    authMode: 'userPool',
  });
  const target: UploadTarget = createUploadUrl;
  onProgress(0);
  await putWithProgress(target, file, onProgress);
  onProgress(1);
  return target.key;
}
