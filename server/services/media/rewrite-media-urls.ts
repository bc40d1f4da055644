// Points every stored picture address at the bucket: `/media/<key>` (and this site's absolute
// `SITE_URL/media/<key>`) becomes `<S3_PUBLIC_URL>/<key>`, in every table that keeps one, in one
// transaction. Article pictures are indexed by path (article_media_paths); its trigger follows.
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articles, media } from '../../db/schema/content.ts';
import { articleRevisions } from '../../db/schema/editorial.ts';
import { ads, shopItems } from '../../db/schema/site.ts';
import { queryRows } from '../analytics/query-rows.ts';

/**
 * A local address where an address starts: at the start of a field, or after a quote, a space, a
 * comma (srcset), `(` or `=`. Another site's `https://example.com/media/…` is left alone.
 */
const LOCAL_PATH = `(^|[\\s"'(,=])/media/`;

export type RewriteReport = Record<'media' | 'articles' | 'revisions' | 'writers' | 'ads' | 'shopItems', number>;

export async function rewriteMediaUrls(
  db: Database,
  /** `bucketUrl`: what a key is appended to for its public URL (S3_PUBLIC_URL and a slash). */
  options: { siteUrl: string; bucketUrl: string; dryRun: boolean },
): Promise<RewriteReport> {
  const prefix = options.bucketUrl;
  const absolute = `${options.siteUrl}/media/`;
  const rewritten = (value: SQL) =>
    sql`regexp_replace(replace(${value}, ${absolute}, ${prefix}), ${LOCAL_PATH}, ${`\\1${prefix}`}, 'g')`;
  const text = (column: AnyPgColumn) => rewritten(sql`${column}`);
  const json = (column: AnyPgColumn) => sql`(${rewritten(sql`${column}::text`)})::jsonb`;
  /** Rows where any of the columns changes; only those are written (and fire their triggers). */
  const changing = (columns: [AnyPgColumn, SQL][]) =>
    sql.join(
      columns.map(([column, value]) => sql`${value} is distinct from ${column}`),
      sql` or `,
    );

  let report: RewriteReport | undefined;
  await db
    .transaction(async (tx) => {
      const update = async (table: PgTable, columns: [AnyPgColumn, SQL][]) => {
        const set = sql.join(
          columns.map(([column, value]) => sql`${sql.identifier(column.name)} = ${value}`),
          sql`, `,
        );
        const [changed] = await queryRows<{ n: number }>(
          tx,
          sql`with changed as (update ${table} set ${set} where ${changing(columns)} returning 1)
              select count(*)::int as n from changed`,
        );
        return changed?.n ?? 0;
      };
      report = {
        media: await update(media, [
          [media.url, text(media.url)],
          [media.variants, json(media.variants)],
        ]),
        articles: await update(articles, [
          [articles.bodyHtml, text(articles.bodyHtml)],
          [articles.bodyJson, json(articles.bodyJson)],
          [articles.thumbnailUrl, text(articles.thumbnailUrl)],
          [articles.ogImageUrl, text(articles.ogImageUrl)],
        ]),
        // A revision brought back must show its pictures too.
        revisions: await update(articleRevisions, [
          [articleRevisions.bodyHtml, text(articleRevisions.bodyHtml)],
          [articleRevisions.bodyJson, json(articleRevisions.bodyJson)],
          [articleRevisions.fields, json(articleRevisions.fields)],
        ]),
        writers: await update(writers, [[writers.profileImgUrl, text(writers.profileImgUrl)]]),
        ads: await update(ads, [[ads.src, text(ads.src)]]),
        shopItems: await update(shopItems, [[shopItems.photo, text(shopItems.photo)]]),
      };
      if (options.dryRun) tx.rollback();
    })
    .catch((error) => {
      // A dry run counts inside the transaction and takes everything back.
      if (!(options.dryRun && error instanceof TransactionRollbackError)) throw error;
    });
  if (!report) throw new Error('the rewrite reported nothing');
  return report;
}
