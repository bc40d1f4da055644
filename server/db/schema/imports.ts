// What an import brought in (DESIGN.md §5): each item of the other system, by its own id, and what it
// became here, so a second run of the same (or a newer) export updates instead of duplicating.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const importedItems = pgTable(
  'imported_items',
  {
    /** The site the export came from (its base URL), so two sites' ids never meet. */
    source: text('source').notNull(),
    /** writer, category, tag, picture, article. */
    kind: text('kind', { enum: ['writer', 'category', 'tag', 'picture', 'article'] }).notNull(),
    /** The item's key in the export: WordPress's user, term or post id, or an uploaded file's path. */
    externalId: text('external_id').notNull(),
    /** The row it became (writers.id, categories.id, tags.id, media.id, articles.id). */
    targetId: integer('target_id').notNull(),
    /** A digest of what was imported: an unchanged item is skipped on the next run. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.source, t.kind, t.externalId] })],
);
