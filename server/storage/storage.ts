// Where media files live: the local disk (served at /media/…) or an S3-compatible bucket.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createS3Bucket } from './s3-bucket.ts';

export type MediaStorage = {
  /** Stores `body` under `key` (a relative path such as `2026/11/abc-640.webp`) and answers its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL that `put` answered; other URLs are left alone. */
  remove(url: string): Promise<void>;
};

export function createStorage(config: Pick<Config, 'media'>): MediaStorage {
  const media = config.media;
  if (media.storage === 's3') return createS3Storage(media);
  return {
    async put(key, body) {
      const file = safeJoin(media.dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/media/${key}`;
    },
    async remove(url) {
      if (!url.startsWith('/media/')) return;
      await rm(safeJoin(media.dir, url.slice('/media/'.length)), { force: true });
    },
  };
}

function safeJoin(root: string, key: string): string {
  const file = path.resolve(root, key);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key escapes the media folder: ${key}`);
  return file;
}

function createS3Storage(media: Extract<Config['media'], { storage: 's3' }>): MediaStorage {
  const bucket = createS3Bucket(media);
  return {
    async put(key, body, contentType) {
      await bucket.put(key, body, contentType);
      return bucket.urlOf(key);
    },
    async remove(url) {
      const key = bucket.keyOf(url);
      if (key !== undefined) await bucket.remove(key);
    },
  };
}
