// 表記ルール: the house dictionary admins keep — words the editor flags with the form to use instead
// (表記ゆれ, brand names written wrong) and words an article may not be published with (NG words).
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const styleRules = pgTable(
  'style_rules',
  {
    id: serial('id').primaryKey(),
    /** The words looked for, as written (latin letters match in any case). */
    find: text('find').notNull(),
    /** The form to write instead; null for an NG word with nothing to offer. */
    replacement: text('replacement'),
    kind: text('kind', { enum: ['variant', 'brand', 'ng'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('style_rules_kind_check', sql`${t.kind} in ('variant', 'brand', 'ng')`),
    // One rule per word: iphone and iPhone are the same word to look for.
    uniqueIndex('style_rules_find_key').on(sql`lower(${t.find})`),
  ],
);
