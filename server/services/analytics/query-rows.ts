// Raw SQL in, typed rows out: the analytics queries are plain SQL over roll-up tables.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The database or a transaction on it. */
export type Executor = Pick<Database, 'execute'>;

export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
