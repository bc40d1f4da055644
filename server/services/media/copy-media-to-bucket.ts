// Copies the local media folder into the S3 bucket under the same keys (`2026/11/abc-640.webp`), so
// `/media/<key>` and the bucket's `<S3_PUBLIC_URL>/<key>` name the same file. An object already there
// with the same size is left alone: a run cut short is simply run again.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Bucket } from '../../storage/s3-bucket.ts';

/** Uploads at once: enough to hide each request's round trip, few enough for any store's rate limit. */
const PARALLEL = 8;

// What the pipeline writes (upload-media.ts), plus what older uploads or hand-placed files may be.
const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

export type CopyReport = { files: number; copied: number; skipped: number; bytesCopied: number };

export async function copyMediaToBucket(options: {
  dir: string;
  bucket: S3Bucket;
  /** Counts what would be copied, copying nothing. */
  dryRun: boolean;
}): Promise<CopyReport> {
  const { dir, bucket, dryRun } = options;
  const keys = await filesUnder(dir);
  const report: CopyReport = { files: keys.length, copied: 0, skipped: 0, bytesCopied: 0 };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      const file = path.join(dir, ...key.split('/'));
      const { size } = await stat(file);
      if ((await bucket.sizeOf(key)) === size) {
        report.skipped += 1;
        continue;
      }
      if (!dryRun) {
        const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
        await bucket.put(key, await readFile(file), type);
      }
      report.copied += 1;
      report.bytesCopied += size;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}

/** Every file under `dir` as a key (relative, `/`-separated), in a stable order; none when it is missing. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
