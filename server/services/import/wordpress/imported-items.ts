// The import's memory between runs (imported_items): what each exported item became and a digest of
// what it was, so a second run updates what changed, skips what did not and duplicates nothing.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
  return {
    /** Every item of a kind already imported from this source, by its id there. */
    async all(kind: Kind): Promise<Map<string, ImportedItem>> {
      const rows = await db
        .select()
        .from(importedItems)
        .where(and(eq(importedItems.source, source), eq(importedItems.kind, kind)));
      return new Map(rows.map((row) => [row.externalId, row]));
    },
    async find(kind: Kind, externalId: string): Promise<ImportedItem | undefined> {
      const [row] = await db
        .select()
        .from(importedItems)
        .where(
          and(eq(importedItems.source, source), eq(importedItems.kind, kind), eq(importedItems.externalId, externalId)),
        );
      return row;
    },
    async remember(kind: Kind, externalId: string, targetId: number, fingerprint: string) {
      await db
        .insert(importedItems)
        .values({ source, kind, externalId, targetId, fingerprint })
        .onConflictDoUpdate({
          target: [importedItems.source, importedItems.kind, importedItems.externalId],
          set: { targetId, fingerprint, updatedAt: sql`now()` },
        });
    },
  };
}
