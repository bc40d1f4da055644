// Reads that must reach their rows through the keyword (GIN) index, whatever the planner estimates.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Runs `read` in a transaction where the planner may not scan whole tables. It takes the piece
 * lookup and the LIKE for independent and charges the lookup per row either way, so for a word in
 * most articles it may pick a scan that calls search_grams (~50 µs) on every row it passes, where
 * the keyword index answers in milliseconds. `noListWalks` also rules out plain index scans, so no
 * list index is walked past thousands of rows: only for reads of `articles` alone, since the public
 * filter looks writers and categories up by primary key.
 */
export function throughKeywordIndex<T>(
  db: Database,
  read: (db: Database) => Promise<T>,
  options: { noListWalks?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      // JIT off too: the planner's penalty for what is turned off lifts the plan's cost far past
      // jit_above_cost, and compiling it took 150 ms of a query that runs in one.
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${options.noListWalks ? 'off' : 'on'}, true), set_config('jit', 'off', true)`,
    );
    return read(tx as unknown as Database);
  });
}
