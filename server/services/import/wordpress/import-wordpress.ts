// A WordPress site moves in: its export read twice — once whole, to check it and note what items need
// of each other, before anything is written; then a batch of items at a time (import-items.ts) —
// into writers, categories, tags, pictures, articles and redirects for every old address. Keyed by
// WordPress's ids, so a second run updates what changed and duplicates nothing. A dry run does all of
// it in a transaction it rolls back.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { writers } from '../../../db/schema/accounts.ts';
import type { Deps } from '../../../deps.ts';
import type { MediaStorage } from '../../../storage/storage.ts';
import { storeArchiveRedirects, storeAttachmentRedirects } from './archive-redirects.ts';
import { indexExport } from './export-index.ts';
import { ItemImporter } from './import-items.ts';
import { pointLinksAtNewAddresses } from './import-redirects.ts';
import { ImportReport } from './import-report.ts';
import type { ImportDeps, ImportOptions, ImportRun } from './import-run.ts';
import { ImportSetupError, importCategories, importTags } from './import-taxonomy.ts';
import { importWriters } from './import-writers.ts';
import { importMemory } from './imported-items.ts';
import { readWxr } from './read-wxr.ts';
import type { WxrInput } from './stream-wxr.ts';
import type { WxrItem } from './wxr-records.ts';

export type ImportProgress = { done: number; total: number };

/** A comment as the file beside the report keeps it: the post it was on, old and new. */
export type KeptComment = WxrItem['comments'][number] & { post_id: number; post_title: string; post_link: string };

export type ImportInput = {
  /** Opens the export from its start: it is read twice. */
  open: () => WxrInput;
  options: ImportOptions;
  /** Where comments go (one call per comment): Salvia has none, so they are kept beside the report. */
  keepComment?: (comment: KeptComment) => void | Promise<void>;
  onProgress?: (progress: ImportProgress) => void;
};

class DryRunDone extends Error {}

export async function importWordPress(
  deps: ImportDeps & Pick<Deps, 'publicCache'>,
  input: ImportInput,
): Promise<ImportReport> {
  const { options } = input;
  // The whole file is read and checked first: a malformed or cut file stops here, nothing written.
  const index = await indexExport(input.open(), { extraHosts: options.mapping.hosts });
  const report = new ImportReport(options.dryRun);
  const [admin] = await deps.db
    .select({ id: writers.id })
    .from(writers)
    .where(and(eq(writers.role, 'admin'), isNull(writers.deletedAt)))
    .orderBy(asc(writers.id))
    .limit(1);
  if (!admin) throw new ImportSetupError('管理者がいません。先に npm run create-admin で管理者を作ってください');

  const work = async (db: Database, storage: MediaStorage) => {
    const source = index.site.baseSiteUrl || index.site.link;
    const memory = importMemory(db, source);
    const run: ImportRun = {
      deps: { ...deps, db, storage },
      source,
      index,
      options,
      report,
      memory,
      writers: new Map(),
      categories: new Map(),
      tags: new Map(),
      importedPictures: await memory.all('picture'),
      pictures: new Map(),
      linkingArticles: new Set(),
    };
    // Categories first: their check of the site's set-up comes before any write.
    await importCategories(run);
    await importTags(run);
    await importWriters(run);
    await storeArchiveRedirects(run);
    const total = Object.values(index.itemCounts).reduce((sum, n) => sum + n, 0);
    let done = 0;
    const items = new ItemImporter(run, {
      adminId: admin.id,
      keepComment: input.keepComment,
      onItem: () => input.onProgress?.({ done: ++done, total }),
    });
    for await (const record of readWxr(input.open())) {
      if (record.type === 'item') await items.add(record);
    }
    await items.finish();
    await storeAttachmentRedirects(run);
    await pointLinksAtNewAddresses(run);
  };

  if (options.dryRun) {
    await deps.db
      .transaction(async (tx) => {
        await work(tx as unknown as Database, discardingStorage);
        throw new DryRunDone();
      })
      .catch((error) => {
        if (!(error instanceof DryRunDone)) throw error;
      });
  } else {
    await work(deps.db, deps.storage);
    await deps.publicCache.invalidate();
  }
  return report;
}

/** A dry run's pictures are made and measured but never stored. */
const discardingStorage: MediaStorage = {
  put: async (key) => `/media/${key}`,
  remove: async () => {},
};
