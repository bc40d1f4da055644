// Renders stored bodies again from their documents when the renderer has changed (BODY_VERSION), in
// batches, on a live site: rows are read without a lock, rendered outside any transaction, and
// written only where nobody saved meanwhile (a save renders its own body). A body stored without a
// document gets the one its HTML reads as. Never touches updated_at: nobody edited the article.
import { and, asc, gt, lt, sql } from 'drizzle-orm';
import { BODY_VERSION } from '../../../contract/article-body/node-set.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { type ArticleBody, articleBodyOf, type BodySite } from './render-body.ts';

export type RenderProgress = { done: number; total: number; rendered: number; kept: number };

/**
 * Renders every body below BODY_VERSION. `kept` counts bodies whose stored document no longer passes
 * the node set's rules: their HTML stays as it is (marked current, so no run retries them), and a
 * writer's next save must fix them. Stops between batches when `signal` aborts (the next run goes
 * on from there). Answers the last progress.
 */
export async function renderStoredBodies(
  deps: Pick<Deps, 'db' | 'log' | 'publicCache' | 'config'>,
  options: {
    batch?: number;
    /** Told how far it is after a batch, at most every `progressMs` (every batch by default), and at the end. */
    onProgress?: (progress: RenderProgress) => void;
    progressMs?: number;
    signal?: AbortSignal;
  } = {},
): Promise<RenderProgress> {
  const batch = options.batch ?? 25;
  const stale = lt(articles.bodyVersion, BODY_VERSION);
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(articles)
    .where(stale);
  const progress: RenderProgress = { done: 0, total, rendered: 0, kept: 0 };
  let after = 0;
  let toldAt = -Infinity;
  while (progress.done < total && !options.signal?.aborted) {
    const rows = await deps.db
      .select({
        id: articles.id,
        json: articles.bodyJson,
        html: articles.bodyHtml,
        // As text: the database keeps microseconds, a Date only milliseconds.
        savedAt: sql<string>`${articles.updatedAt}::text`,
      })
      .from(articles)
      .where(and(stale, gt(articles.id, after)))
      .orderBy(asc(articles.id))
      .limit(batch);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const bodies = rows.map((row) => ({ row, body: renderedBody(row, deps.config) }));
    await writeBodies(deps, bodies);
    const rendered = bodies.filter(({ body }) => body !== null).length;
    progress.rendered += rendered;
    progress.kept += rows.length - rendered;
    progress.done += rows.length;
    if (progress.done === total || performance.now() - toldAt >= (options.progressMs ?? 0)) {
      toldAt = performance.now();
      options.onProgress?.({ ...progress });
    }
    // Let requests in between batches (PGlite serves one query at a time).
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (progress.kept > 0)
    deps.log.warn({ kept: progress.kept }, 'stored bodies the node set refuses were kept as they were');
  if (progress.rendered > 0) await deps.publicCache.invalidate();
  return progress;
}

function renderedBody(row: { id: number; json: unknown; html: string }, site: BodySite): ArticleBody | null {
  try {
    return articleBodyOf({ body_json: row.json, body_html: row.html }, site) ?? null;
  } catch {
    return null;
  }
}

/** Values bound one by one, for `array[…]`. */
const list = (values: unknown[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

type RenderedRow = { row: { id: number; html: string; savedAt: string }; body: ArticleBody | null };

/**
 * Each row written only if its save is still the one that was read. A body whose HTML comes out as
 * stored keeps its HTML column untouched, so the search and media triggers on it do not run.
 */
async function writeBodies(deps: Pick<Deps, 'db'>, bodies: RenderedRow[]) {
  const changed = bodies.filter(({ row, body }) => body && body.html !== row.html);
  const same = bodies.filter((rendered) => !changed.includes(rendered));
  const values = (rows: RenderedRow[]) => sql`unnest(
      array[${list(rows.map(({ row }) => row.id))}]::int[],
      array[${list(rows.map(({ body }) => (body ? JSON.stringify(body.json) : null)))}]::text[],
      array[${list(rows.map(({ row, body }) => body?.html ?? row.html))}]::text[],
      array[${list(rows.map(({ row }) => row.savedAt))}]::timestamptz[]) as b(id, json, html, saved_at)`;
  const current = sql`a.id = b.id and a.updated_at = b.saved_at and a.body_version < ${BODY_VERSION}`;
  if (changed.length > 0) {
    await deps.db.execute(sql`
      update articles a set body_json = b.json::jsonb, body_html = b.html, body_version = ${BODY_VERSION}
        from ${values(changed)} where ${current}`);
  }
  if (same.length > 0) {
    await deps.db.execute(sql`
      update articles a set body_json = coalesce(b.json::jsonb, a.body_json), body_version = ${BODY_VERSION}
        from ${values(same)} where ${current}`);
  }
}
