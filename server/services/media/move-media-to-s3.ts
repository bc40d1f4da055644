// `npm run media:to-s3`: the local media folder copied into the configured bucket, then every stored
// address pointed at it, then the public cache dropped so no page names the old addresses.
import { type Config, localMediaDir } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { createS3Bucket } from '../../storage/s3-bucket.ts';
import { copyMediaToBucket } from './copy-media-to-bucket.ts';
import { rewriteMediaUrls } from './rewrite-media-urls.ts';

export class NotOnS3Error extends Error {}

/** The bucket settings, or a refusal that says what to set. */
export function s3MediaOf(config: Config): Extract<Config['media'], { storage: 's3' }> {
  if (config.media.storage === 's3') return config.media;
  throw new NotOnS3Error(
    'MEDIA_STORAGE is not s3: set MEDIA_STORAGE=s3 and the S3_* settings of the bucket to copy to',
  );
}

export async function moveMediaToS3(deps: Pick<Deps, 'db' | 'config' | 'publicCache'>, options: { dryRun: boolean }) {
  const { config } = deps;
  const bucket = createS3Bucket(s3MediaOf(config));
  // Every file first: addresses move only once their files are there.
  const files = await copyMediaToBucket({ dir: localMediaDir(config.dataDir), bucket, dryRun: options.dryRun });
  const rows = await rewriteMediaUrls(deps.db, {
    siteUrl: config.siteUrl,
    bucketUrl: bucket.urlOf(''),
    dryRun: options.dryRun,
  });
  if (!options.dryRun) await deps.publicCache.invalidate();
  return { files, rows };
}
