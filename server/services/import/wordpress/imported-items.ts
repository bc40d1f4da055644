// The import's memory between runs (imported_items): what each exported item became and a digest of
// what it was, so a second run updates what changed, skips what did not and duplicates nothing.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { importedItems } from '../../../db/schema/imports.ts';

type Kind = (typeof importedItems.$inferSelect)['kind'];
export type ImportedItem = { targetId: number; fingerprint: string; updatedAt: Date };

/** A digest of the exported fields an item is made from. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value, (_key, v) => (v instanceof Map ? Object.fromEntries(v) : v)))
    .digest('base64url');
}

export function importMemory(db: Database, source: string) {
  const ofKind = (kind: Kind) => and(eq(importedItems.source, source), eq(importedItems.kind, kind));
  const byId = (rows: (ImportedItem & { externalId: string })[]) =>
    new Map(rows.map((row): [string, ImportedItem] => [row.externalId, row]));
  return {
    /** Every item of a kind already imported from this source, by its id there. */
    async all(kind: Kind): Promise<Map<string, ImportedItem>> {
      return byId(await db.select().from(importedItems).where(ofKind(kind)));
    },
    /** Those of `externalIds` already imported, by id: one query for a batch. */
    async some(kind: Kind, externalIds: readonly string[]): Promise<Map<string, ImportedItem>> {
      if (externalIds.length === 0) return new Map();
      return byId(
        await db
          .select()
          .from(importedItems)
          .where(and(ofKind(kind), inArray(importedItems.externalId, [...externalIds]))),
      );
    },
    async remember(kind: Kind, externalId: string, targetId: number, fingerprint: string) {
      await this.rememberAll(kind, [{ externalId, targetId, fingerprint }]);
    },
    /** One statement for a batch; each id once in it. */
    async rememberAll(kind: Kind, items: readonly { externalId: string; targetId: number; fingerprint: string }[]) {
      if (items.length === 0) return;
      await db
        .insert(importedItems)
        .values(items.map((item) => ({ source, kind, ...item })))
        .onConflictDoUpdate({
          target: [importedItems.source, importedItems.kind, importedItems.externalId],
          set: {
            targetId: sql`excluded.target_id`,
            fingerprint: sql`excluded.fingerprint`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
