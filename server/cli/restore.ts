// `npm run restore -- <backup.tar.gz> [--yes]`: replaces DATA_DIR's database and media with a backup's.
// Refused while Salvia runs on DATA_DIR; the next start migrates a backup taken by an older release.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-manifest.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadConfig } from '../config.ts';

const { values, positionals } = parseArgs({
  options: { yes: { type: 'boolean', short: 'y' } },
  allowPositionals: true,
});

async function confirmed(question: string): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} Type "yes" to go on: `);
  rl.close();
  return answer.trim() === 'yes';
}

const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--yes]');
  process.exit(2);
}
try {
  const config = loadConfig();
  if (!(await confirmed(`This replaces the database and media in ${config.dataDir} with ${file}.`))) {
    console.error('Not restored (answer "yes", or pass --yes when not on a terminal).');
    process.exit(2);
  }
  const { manifest, mediaRestored } = await restoreBackup({ config, file });
  const { articles, media, writers } = manifest.counts;
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
  console.log(
    `  migration ${manifest.migration ?? '(none)'}; ${articles} articles, ${media} media, ${writers} writers`,
  );
  if (!mediaRestored) console.log('  media files left as they are (not in the backup, or MEDIA_STORAGE=s3)');
  console.log('  Start Salvia as usual: it applies any migrations newer than the backup.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
