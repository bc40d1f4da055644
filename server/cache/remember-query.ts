// A read-only query's rows, remembered with the public cache under the query's own SQL and
// parameters: two callers asking the same thing share one answer, and nothing can collide.
import type { PublicCache } from './public-cache.ts';

type Query<T> = PromiseLike<T> & { toSQL(): { sql: string; params: unknown[] } };

export function rememberQuery<T extends object>(cache: PublicCache, query: Query<T>): Promise<T> {
  return cache.remember(`query:${JSON.stringify(query.toSQL())}`, async () => await query);
}
