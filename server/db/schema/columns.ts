// The column builders and the index order the schema modules share, so each reads the same in every table.
import { type ExtraConfigColumn, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/**
 * DESC as PostgreSQL sorts it by default (nulls first), so `order by … desc` matches the index; the
 * builder's plain desc() writes NULLS LAST, which a default descending sort cannot use.
 */
export function newestFirst(column: ExtraConfigColumn) {
  return column.desc().nullsFirst();
}
