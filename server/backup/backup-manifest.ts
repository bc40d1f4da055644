// What a backup archive says about itself (`manifest.json`), read from the snapshot it describes.
// Opening the snapshot to count its rows is also the proof that the copy can be started.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { migrationStatus } from '../db/migration-status.ts';
import { writers } from '../db/schema/accounts.ts';
import { articles, media } from '../db/schema/content.ts';

/** Raised with a message for the operator; the CLIs print it without a stack. */
export class BackupError extends Error {}

const BACKUP_FORMAT = 1;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  release: z.string(),
  createdAt: z.string(),
  /** Tag of the newest migration in the snapshot; a newer release migrates it further at start. */
  migration: z.string().nullable(),
  counts: z.object({ articles: z.number(), media: z.number(), writers: z.number() }),
  /** Whether the archive holds DATA_DIR/media (not when the files live in an S3 bucket). */
  mediaIncluded: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const release = (): string =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')).version;

export async function describeSnapshot(dump: Buffer, mediaIncluded: boolean): Promise<BackupManifest> {
  const database = await openDatabase({ dataDirDump: new Blob([new Uint8Array(dump)]) });
  try {
    const { db } = database;
    const rows = async (table: typeof articles | typeof media | typeof writers) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      format: BACKUP_FORMAT,
      release: release(),
      createdAt: new Date().toISOString(),
      migration: (await migrationStatus(db)).latest,
      counts: { articles: await rows(articles), media: await rows(media), writers: await rows(writers) },
      mediaIncluded,
    };
  } finally {
    await database.close();
  }
}
