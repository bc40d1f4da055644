// An S3-protocol server in the test process (s3rver, files in a temporary folder) with one empty
// bucket, and a look inside it through the real AWS SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

export async function startS3Server(bucket = 'salvia-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'salvia-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'auto', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  /** Objects are public at the server's path-style address; the store serves them as a CDN would. */
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    publicUrl,
    /** The settings that point the app at this bucket. */
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'auto',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PUBLIC_URL: publicUrl,
    },
    /** Every key in the bucket with its size, in key order. */
    async objects(): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) found.set(object.Key ?? '', object.Size ?? 0);
        token = page.NextContinuationToken;
      } while (token);
      return found;
    },
    head: (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    /** Takes an object away behind the app's back. */
    deleteObject: (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
