/** Private image storage reached through presigned URLs. */
export interface ImageStore {
  /** A URL to PUT exactly this content type and length to `key`. */
  presignUpload(input: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<string>;
  /** A URL to GET `key`. */
  presignDownload(key: string, expiresInSeconds: number): Promise<string>;
  /** Size and type of a stored object, or null when there is none. */
  describe(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The object's first `count` bytes (fewer when it is shorter), or null when there is none. */
  firstBytes(key: string, count: number): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}
