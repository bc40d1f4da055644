// What the query-plan tests share: the queries a few requests run, recorded, and the big tables each
// one's plan reads from start to end on PostgreSQL.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Database, schema } from '../../server/db/client.ts';
import type { TestApp } from './app.ts';

export type RecordedQuery = { sql: string; params: unknown[] };

/** The app's PostgreSQL pool, to EXPLAIN on. */
function poolOf(t: TestApp): pg.Pool {
  return (t.deps.db as unknown as { $client: pg.Pool }).$client;
}

/** The queries `run` makes the app send, in order. */
export async function recordQueries(t: TestApp, run: () => Promise<void>): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  const logged = drizzle(poolOf(t), {
    schema,
    logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) },
  });
  const original = t.deps.db;
  t.deps.db = logged as unknown as Database;
  try {
    await run();
  } finally {
    t.deps.db = original;
  }
  return recorded;
}

/** The big tables a plan reads from start to end, e.g. ["Seq Scan on articles"]. */
export function fullScans(plan: Record<string, unknown>, bigTables: Set<string>): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && bigTables.has(String(plan['Relation Name']))
      ? [`Seq Scan on ${plan['Relation Name']}`]
      : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap((child) => fullScans(child, bigTables))];
}

/** Each read among `queries` whose plan reads a big table whole, with its scans, SQL and parameters. */
export async function fullScanOffenders(
  t: TestApp,
  queries: RecordedQuery[],
  bigTables: Set<string>,
): Promise<string[]> {
  const offenders: string[] = [];
  for (const query of queries.filter((q) => /^\s*(select|with)\b/i.test(q.sql))) {
    const { rows } = await poolOf(t).query(`explain (format json) ${query.sql}`, query.params);
    const scans = fullScans(rows[0]['QUERY PLAN'][0].Plan, bigTables);
    if (scans.length > 0) offenders.push(`${scans.join(', ')}:\n${query.sql}\n${JSON.stringify(query.params)}`);
  }
  return offenders;
}
