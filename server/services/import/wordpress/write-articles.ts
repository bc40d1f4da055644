// A batch of prepared posts (import-articles.ts) written as articles in one transaction: a statement
// for each kind of row however many posts there are, where one post a transaction took a dozen round
// trips. Their links to the old site point at the new addresses before the insert, so a body is
// written once; only one that links forward (to a post later in the export) is written again at the end.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BODY_VERSION } from '../../../../contract/article-body/node-set.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import { bodyOfDocument } from '../../article-body/render-body.ts';
import { recordRevisions } from '../../articles/manage/record-revision.ts';
import type { PreparedArticle } from './import-articles.ts';
import { claimsOf, oldSiteLinks, pointLinks, storeRedirects, targetsOf } from './import-redirects.ts';
import { reasonOf } from './import-report.ts';
import type { ImportRun } from './import-run.ts';
import { importMemory } from './imported-items.ts';

/** A prepared article with its id (new ones get theirs before the insert) and its rendered body. */
type PlacedArticle = PreparedArticle & { id: number; body: { json: unknown; html: string }; linksForward: boolean };

/** What became of each article of a batch written, for the report (fileWritten). */
export type Written = { article: PlacedArticle; failure?: string }[];

/**
 * Writes the placed articles; when their transaction fails, each again (placed anew) in a
 * transaction of its own, so one bad article fails alone.
 */
export async function writeArticles(run: ImportRun, placed: readonly PlacedArticle[]): Promise<Written> {
  if (placed.length === 0) return [];
  try {
    await run.deps.db.transaction(async (tx) => {
      // On the embedded database a query outside the transaction would wait for it forever.
      await storeArticles({ ...run, deps: { ...run.deps, db: tx }, memory: importMemory(tx, run.source) }, placed);
    });
    return placed.map((article) => ({ article }));
  } catch (error) {
    if (placed.length === 1) return [{ article: placed[0] as PlacedArticle, failure: reasonOf(error) }];
    const written: Written = [];
    for (const article of placed) written.push(...(await writeArticles(run, await placeArticles(run, [article]))));
    return written;
  }
}

/** The written batch in the report, and the articles whose links lead forward kept for the end. */
export function fileWritten(run: ImportRun, written: Written) {
  for (const { article, failure } of written) {
    if (failure !== undefined) {
      run.report.add('articles', 'failed', article.label, failure);
      continue;
    }
    if (article.linksForward) run.linkingArticles.add(article.id);
    run.report.add('articles', article.currentId === undefined ? 'imported' : 'updated');
    for (const note of article.notes) run.report.note('articles', article.label, note);
  }
}

/**
 * Each article with its id and its body rendered, its links to the old site pointing where they lead
 * once the batch is in: to an article of the batch, or where the redirects table says.
 */
export async function placeArticles(run: ImportRun, prepared: readonly PreparedArticle[]): Promise<PlacedArticle[]> {
  if (prepared.length === 0) return [];
  const newIds = await nextArticleIds(run, prepared.filter((article) => article.currentId === undefined).length);
  const withIds = prepared.map((article) => ({
    ...article,
    id: article.currentId ?? (newIds.shift() as number),
  }));
  const claims = claimsOf(withIds.map(({ addresses, id }) => ({ addresses, target: { articleId: id } })));
  const links = withIds.map((article) => oldSiteLinks(article.document, run.index.siteHosts));
  const targets = await targetsOf(run, new Set(links.flatMap((keys) => [...keys.values()])), claims);
  return withIds.flatMap((article, at) => {
    const keys = links[at] as Map<string, string>;
    try {
      const body = bodyOfDocument(pointLinks(article.document, keys, targets), 'body_json', run.deps.config);
      return [{ ...article, body, linksForward: [...keys.values()].some((key) => !targets.has(key)) }];
    } catch (error) {
      run.report.add('articles', 'failed', article.label, reasonOf(error));
      return [];
    }
  });
}

/** Ids for new articles, taken from the table's sequence before they are written. */
async function nextArticleIds(run: ImportRun, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await run.deps.db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('articles', 'id'))::integer` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/** The articles, their tags, revisions, memory and old addresses, inside the batch's transaction. */
async function storeArticles(run: ImportRun, placed: readonly PlacedArticle[]) {
  const db = run.deps.db;
  const rowOf = (article: PlacedArticle) => ({
    ...article.values,
    bodyJson: article.body.json,
    bodyHtml: article.body.html,
    bodyVersion: BODY_VERSION,
  });
  const fresh = placed.filter((article) => article.currentId === undefined);
  const updated = placed.filter((article) => article.currentId !== undefined);
  const written =
    fresh.length > 0
      ? await db
          .insert(articles)
          .values(fresh.map((article) => ({ ...rowOf(article), id: article.id })))
          .returning()
      : [];
  if (updated.length > 0) {
    for (const article of updated) {
      written.push(...(await db.update(articles).set(rowOf(article)).where(eq(articles.id, article.id)).returning()));
    }
    // A tag trashed here stays on the article, as the editor keeps it.
    const liveTags = db.select({ id: tags.id }).from(tags).where(isNull(tags.deletedAt));
    await db.delete(articleTags).where(
      and(
        inArray(
          articleTags.articleId,
          updated.map((article) => article.id),
        ),
        inArray(articleTags.tagId, liveTags),
      ),
    );
  }
  const tagRows = placed.flatMap((article) => article.tagIds.map((tagId) => ({ articleId: article.id, tagId })));
  if (tagRows.length > 0) await db.insert(articleTags).values(tagRows).onConflictDoNothing();
  await recordRevisions(
    db,
    written.map((article) => ({ article, writerId: article.writerId })),
    { kind: 'save', keep: run.deps.config.revisionsKept },
  );
  await run.memory.rememberAll(
    'article',
    placed.map((article) => ({
      externalId: String(article.postId),
      targetId: article.id,
      fingerprint: article.fingerprint,
    })),
  );
  await storeRedirects(
    run,
    placed.map((article) => ({ addresses: article.addresses, target: { articleId: article.id } })),
  );
}
