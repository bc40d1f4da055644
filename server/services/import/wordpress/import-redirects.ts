// The old site's addresses as redirects (source 'import'), and the imported bodies' links to the old
// site pointed at the new addresses by the same table once every article is in.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DocumentNode } from '../../../../contract/article-body/document.ts';
import { rewriteDocumentUrls } from '../../../../contract/article-body/document-urls.ts';
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

/**
 * Stores each old address (path and query as requested) as a redirect. A redirect an editor made for
 * the same address is left as it is; an imported one is pointed at the new target.
 */
export async function storeRedirects(run: ImportRun, addresses: readonly string[], target: RedirectTarget) {
  const toPath = 'articleId' in target ? articlePath(target.articleId) : target.path;
  const articleId = 'articleId' in target ? target.articleId : null;
  const keys = [...new Set(addresses.map(redirectKey))].filter((key) => key !== '/' && key !== redirectKey(toPath));
  if (keys.length === 0) return;
  const rows = await run.deps.db
    .insert(redirects)
    .values(keys.map((fromPath) => ({ fromPath, toPath, articleId, source: 'import' as const })))
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath, articleId, updatedAt: sql`now()` },
      setWhere: sql`${redirects.source} = 'import' and (${redirects.toPath} is distinct from ${toPath} or ${redirects.articleId} is distinct from ${articleId})`,
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const inserted = rows.filter((row) => row.inserted).length;
  run.report.addMany('redirects', 'imported', inserted);
  run.report.addMany('redirects', 'updated', rows.length - inserted);
  run.report.addMany('redirects', 'skipped', keys.length - rows.length);
}

/**
 * Links in imported bodies to the old site (a post, a category, a tag …) now lead to where its
 * redirect leads; a link to an address the import did not know stays as it was.
 */
export async function pointLinksAtNewAddresses(run: ImportRun) {
  const ids = [...run.linkingArticles];
  for (let at = 0; at < ids.length; at += 50) {
    const rows = await run.deps.db
      .select({ id: articles.id, bodyJson: articles.bodyJson })
      .from(articles)
      .where(inArray(articles.id, ids.slice(at, at + 50)));
    for (const row of rows) {
      if (!row.bodyJson) continue;
      const document = row.bodyJson as DocumentNode;
      const oldKeys = new Map<string, string>();
      rewriteDocumentUrls(document, (url) => {
        const old = oldPathOf(url, run.index.siteHosts);
        if (old && !/\/wp-content\//.test(old)) oldKeys.set(url, redirectKey(old));
        return url;
      });
      if (oldKeys.size === 0) continue;
      const found = await run.deps.db
        .select({ fromPath: redirects.fromPath, toPath: redirects.toPath, articleId: redirects.articleId })
        .from(redirects)
        .where(inArray(redirects.fromPath, [...new Set(oldKeys.values())]));
      const targets = new Map(found.map((r) => [r.fromPath, r.articleId ? articlePath(r.articleId) : r.toPath]));
      const rewritten = rewriteDocumentUrls(document, (url) => {
        const key = oldKeys.get(url);
        return (key && targets.get(key)) ?? url;
      });
      const body = bodyOfDocument(rewritten, 'body_json', run.deps.config);
      await run.deps.db
        .update(articles)
        .set({ bodyJson: body.json, bodyHtml: body.html, bodyVersion: BODY_VERSION })
        .where(eq(articles.id, row.id));
    }
  }
}
