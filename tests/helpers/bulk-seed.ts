// Bulk rows for the query-plan tests, loaded as the scale bench loads them (bench/scale/generate.ts):
// with triggers off. The triggers keep each article's search text, which a plan test of pages or
// analytics never reads, and at about 0.4 ms a row they were most of such a test's time.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';

/** Runs `statements` in one transaction that skips triggers and foreign-key checks (PostgreSQL superusers). */
export async function seedWithoutTriggers(db: Database, statements: SQL[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });
}
