// `npm run backup -- [--output file.tar.gz]`: the embedded database and the media folder in one archive,
// taken from the running server when there is one (see docs/operations/backups.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-manifest.ts';
import { createBackup } from '../backup/create-backup.ts';
import { loadConfig } from '../config.ts';

const { values } = parseArgs({ options: { output: { type: 'string', short: 'o' } } });

function defaultName(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `salvia-backup-${stamp}.tar.gz`;
}

try {
  const config = loadConfig();
  const file = path.resolve(values.output ?? defaultName());
  const started = performance.now();
  const { manifest, bytes, fromRunningServer } = await createBackup({ config, file });
  const { articles, media, writers } = manifest.counts;
  console.log(
    `Backed up ${config.dataDir} (${fromRunningServer ? 'snapshot from the running server' : 'no server running'})`,
  );
  console.log(
    `  migration ${manifest.migration ?? '(none)'}; ${articles} articles, ${media} media, ${writers} writers`,
  );
  console.log(manifest.mediaIncluded ? '  media files included' : '  media files not included (MEDIA_STORAGE=s3)');
  console.log(`  ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
