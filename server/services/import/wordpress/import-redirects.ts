// The old site's addresses as redirects (source 'import'), and the imported bodies' links to the old
// site pointed at the new addresses by the same table: as each batch of articles is written where the
// address is known by then, and once every article is in for the links that lead forward.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DocumentNode } from '../../../../contract/article-body/document.ts';
import { documentUrls, rewriteDocumentUrls } from '../../../../contract/article-body/document-urls.ts';
import { BODY_VERSION } from '../../../../contract/article-body/node-set.ts';
import { redirectKey } from '../../../../contract/redirects.ts';
import { articles } from '../../../db/schema/content.ts';
import { redirects } from '../../../db/schema/redirects.ts';
import { bodyOfDocument } from '../../article-body/render-body.ts';
import { articlePath } from '../../redirects/find-redirect-target.ts';
import type { ImportRun } from './import-run.ts';
import { oldPathOf } from './old-addresses.ts';

/** Where an old address goes: an article (followed to its current address) or a path here. */
export type RedirectTarget = { articleId: number } | { path: string };

/** Some old addresses of one item and where they now go. */
export type Redirecting = { addresses: readonly string[]; target: RedirectTarget };

/** Rows of one statement: a few thousand parameters, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Stores each old address (path and query as requested) as a redirect. A redirect an editor made for
 * the same address is left as it is; an imported one is pointed at the new target. An address given
 * twice goes to the later target, as if each had been stored in turn.
 */
export async function storeRedirects(run: ImportRun, items: readonly Redirecting[]) {
  const rows = items.flatMap(({ addresses, target }) => {
    const toPath = pathOf(target);
    const articleId = 'articleId' in target ? target.articleId : null;
    return redirectKeys(addresses, toPath).map((fromPath) => ({
      fromPath,
      toPath,
      articleId,
      source: 'import' as const,
    }));
  });
  for (const round of inTurn(rows)) {
    for (let at = 0; at < round.length; at += ROWS_PER_STATEMENT) {
      const chunk = round.slice(at, at + ROWS_PER_STATEMENT);
      const stored = await run.deps.db
        .insert(redirects)
        .values(chunk)
        .onConflictDoUpdate({
          target: redirects.fromPath,
          set: { toPath: sql`excluded.to_path`, articleId: sql`excluded.article_id`, updatedAt: sql`now()` },
          setWhere: sql`${redirects.source} = 'import' and (${redirects.toPath} is distinct from excluded.to_path or ${redirects.articleId} is distinct from excluded.article_id)`,
        })
        // xmax is 0 on a row this statement inserted, set on one it updated.
        .returning({ inserted: sql<boolean>`xmax = 0` });
      const inserted = stored.filter((row) => row.inserted).length;
      run.report.addMany('redirects', 'imported', inserted);
      run.report.addMany('redirects', 'updated', stored.length - inserted);
      run.report.addMany('redirects', 'skipped', chunk.length - stored.length);
    }
  }
}

/** The keys one item's addresses are stored under: never the site's root, nor the target itself. */
function redirectKeys(addresses: readonly string[], toPath: string): string[] {
  return [...new Set(addresses.map(redirectKey))].filter((key) => key !== '/' && key !== redirectKey(toPath));
}

const pathOf = (target: RedirectTarget) => ('articleId' in target ? articlePath(target.articleId) : target.path);

/** Rows in statements that each hold an address once: a repeat goes to a later statement than the first. */
function inTurn<T extends { fromPath: string }>(rows: T[]): T[][] {
  const rounds: T[][] = [];
  const times = new Map<string, number>();
  for (const row of rows) {
    const round = times.get(row.fromPath) ?? 0;
    times.set(row.fromPath, round + 1);
    if (round === rounds.length) rounds.push([]);
    rounds[round]?.push(row);
  }
  return rounds;
}

/** A body's links to pages of the old site (not its uploads), each with its redirect key. */
export function oldSiteLinks(document: DocumentNode, siteHosts: ReadonlySet<string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const url of documentUrls(document)) {
    const old = oldPathOf(url, siteHosts);
    if (old && !/\/wp-content\//.test(old)) keys.set(url, redirectKey(old));
  }
  return keys;
}

/** The document with each link of `links` whose key has a target pointed there; the rest as they were. */
export function pointLinks(document: DocumentNode, links: Map<string, string>, targets: Map<string, string>) {
  if (links.size === 0) return document;
  return rewriteDocumentUrls(document, (url) => {
    const key = links.get(url);
    return (key && targets.get(key)) ?? url;
  });
}

/**
 * Where each key leads once `claims` (key → new path: what the batch being written is about to
 * store) are stored, as storeRedirects stores them: an editor's redirect stays, an imported one
 * follows the claim. A key without a redirect yet is left out.
 */
export async function targetsOf(
  run: ImportRun,
  keys: ReadonlySet<string>,
  claims: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const rows =
    keys.size === 0
      ? []
      : await run.deps.db
          .select({
            fromPath: redirects.fromPath,
            toPath: redirects.toPath,
            articleId: redirects.articleId,
            source: redirects.source,
          })
          .from(redirects)
          .where(inArray(redirects.fromPath, [...keys]));
  const stored = new Map(rows.map((row) => [row.fromPath, row]));
  const targets = new Map<string, string>();
  for (const key of keys) {
    const row = stored.get(key);
    const storedTarget = row && (row.articleId ? articlePath(row.articleId) : row.toPath);
    const target = row?.source === 'editor' ? storedTarget : (claims.get(key) ?? storedTarget);
    if (target) targets.set(key, target);
  }
  return targets;
}

/**
 * The claims of a batch of articles about to be stored with their old addresses: key → the
 * article's new path, the later article's where two name one address.
 */
export function claimsOf(items: readonly Redirecting[]): Map<string, string> {
  const claims = new Map<string, string>();
  for (const { addresses, target } of items) {
    for (const key of redirectKeys(addresses, pathOf(target))) claims.set(key, pathOf(target));
  }
  return claims;
}

/**
 * Once every article is in: the links that led forward when their article was written (to a post
 * later in the export, an attachment page) now lead to where their redirects lead; a link to an
 * address the import did not know stays as it was.
 */
export async function pointLinksAtNewAddresses(run: ImportRun) {
  const ids = [...run.linkingArticles];
  for (let at = 0; at < ids.length; at += 50) {
    const rows = await run.deps.db
      .select({ id: articles.id, bodyJson: articles.bodyJson })
      .from(articles)
      .where(inArray(articles.id, ids.slice(at, at + 50)));
    const links = new Map(
      rows.flatMap((row) =>
        row.bodyJson ? [[row.id, oldSiteLinks(row.bodyJson as DocumentNode, run.index.siteHosts)] as const] : [],
      ),
    );
    const targets = await targetsOf(run, new Set([...links.values()].flatMap((keys) => [...keys.values()])));
    for (const row of rows) {
      const keys = links.get(row.id);
      if (!keys || ![...keys.values()].some((key) => targets.has(key))) continue;
      const body = bodyOfDocument(
        pointLinks(row.bodyJson as DocumentNode, keys, targets),
        'body_json',
        run.deps.config,
      );
      await run.deps.db
        .update(articles)
        .set({ bodyJson: body.json, bodyHtml: body.html, bodyVersion: BODY_VERSION })
        .where(eq(articles.id, row.id));
    }
  }
}
