// The media bucket on an S3-compatible store: its client, how keys become public URLs and back, and
// how objects are written (type and caching). Used by the app's storage and by `npm run media:to-s3`.
import type { Config } from '../config.ts';

type S3Media = Extract<Config['media'], { storage: 's3' }>;

/** Keys carry a random part and are never rewritten, so an object can be cached for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type S3Bucket = {
  /** The public URL of the object under `key`. */
  urlOf(key: string): string;
  /** The key behind one of this bucket's public URLs; undefined for any other URL. */
  keyOf(url: string): string | undefined;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Succeeds when the object is already gone, as S3 itself does. */
  remove(key: string): Promise<void>;
  /** The object's size in bytes, or undefined when there is none under `key`. */
  sizeOf(key: string): Promise<number | undefined>;
};

export function createS3Bucket(media: S3Media): S3Bucket {
  const prefix = `${media.publicUrl.replace(/\/$/, '')}/`;
  // Loaded lazily: the SDK is only needed where MEDIA_STORAGE=s3.
  const client = import('@aws-sdk/client-s3').then(
    (s3) =>
      [
        s3,
        new s3.S3Client({
          region: media.region,
          endpoint: media.endpoint,
          forcePathStyle: Boolean(media.endpoint),
          credentials: { accessKeyId: media.accessKeyId, secretAccessKey: media.secretAccessKey },
          // With S3_ENDPOINT the store is not Amazon's: since SDK 3.729 every upload carries an
          // x-amz-checksum-crc32 header that several compatible stores refuse (Backblaze B2, R2 and
          // MinIO releases of that time). Asked only when an operation requires it; SigV4 still signs
          // the body's SHA-256, so a corrupted upload is still refused.
          ...(media.endpoint && {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }),
        }),
      ] as const,
  );
  return {
    urlOf: (key) => `${prefix}${key}`,
    keyOf: (url) => (url.startsWith(prefix) ? url.slice(prefix.length) : undefined),
    async put(key, body, contentType) {
      const [s3, s3Client] = await client;
      await s3Client.send(
        new s3.PutObjectCommand({
          Bucket: media.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      const [s3, s3Client] = await client;
      await s3Client.send(new s3.DeleteObjectCommand({ Bucket: media.bucket, Key: key }));
    },
    async sizeOf(key) {
      const [s3, s3Client] = await client;
      try {
        const head = await s3Client.send(new s3.HeadObjectCommand({ Bucket: media.bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
  };
}
