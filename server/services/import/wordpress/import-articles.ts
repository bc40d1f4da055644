// One WordPress post becomes one article: its body through the one pipeline (the editor's HTML read into
// the checked document), its pictures made media items, its place, tags, writer, state, SEO and PR
// from map-post.ts, and its old addresses redirects. A post changed in the export since the last run
// is updated; one edited here since is left alone.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type DocumentNode, documentNodes } from '../../../../contract/article-body/document.ts';
import { documentText } from '../../../../contract/article-body/document-facts.ts';
import { rewriteDocumentUrls } from '../../../../contract/article-body/document-urls.ts';
import { BODY_VERSION } from '../../../../contract/article-body/node-set.ts';
import { articleFields } from '../../../../contract/articles.ts';
import { storedSponsor } from '../../../../contract/promotion.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import { articleBodyOf, bodyOfDocument } from '../../article-body/render-body.ts';
import { recordRevision } from '../../articles/manage/record-revision.ts';
import { blockBodyHtml } from './block-body.ts';
import { type ClassicBody, classicBodyHtml } from './classic-body.ts';
import { pictureFor } from './import-pictures.ts';
import { storeRedirects } from './import-redirects.ts';
import { reasonOf } from './import-report.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf, importMemory } from './imported-items.ts';
import { mapPost } from './map-post.ts';
import { oldPathOf, postAddresses } from './old-addresses.ts';
import { uploadPathOf } from './upload-paths.ts';
import type { WxrItem } from './wxr-records.ts';

/** WordPress's excerpt for Japanese (WP Multibyte Patch): the first 110 characters of the text. */
const EXCERPT_CHARACTERS = 110;
const TAGS_MAX = 10;

export async function importArticle(run: ImportRun, item: WxrItem, fallbackWriterId: number) {
  const label = `「${item.title.normalize('NFC') || '（無題）'}」（ID ${item.postId}）`;
  const oldSlugs =
    item.repeatedMeta.get('_wp_old_slug') ??
    (item.meta.has('_wp_old_slug') ? [item.meta.get('_wp_old_slug') as string] : []);
  const fingerprint = fingerprintOf({
    ...item,
    line: undefined,
    comments: undefined,
    meta: [...item.meta].filter(([key]) => !key.startsWith('_edit_')),
  });
  const memory = await run.memory.find('article', String(item.postId));
  let current: { id: number; updatedAt: Date } | undefined;
  if (memory) {
    [current] = await run.deps.db
      .select({ id: articles.id, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.id, memory.targetId));
    if (current && memory.fingerprint === fingerprint) {
      run.report.add('articles', 'skipped');
      return;
    }
    // The import writes WordPress's own modified date; any save here since is later than the import.
    if (current && current.updatedAt.getTime() > memory.updatedAt.getTime()) {
      run.report.add(
        'articles',
        'skipped',
        label,
        'Salvia で編集されているため、書き出し側の変更で上書きしませんでした',
      );
      return;
    }
  }
  try {
    const article = await articleOf(run, item, fallbackWriterId);
    const id = await run.deps.db.transaction(async (tx) => {
      // On the embedded database a query outside the transaction would wait for it forever.
      const inTransaction: ImportRun = { ...run, deps: { ...run.deps, db: tx }, memory: importMemory(tx, run.source) };
      const values = {
        title: article.fields.title,
        lead: article.fields.lead,
        bodyJson: article.body.json,
        bodyHtml: article.body.html,
        bodyVersion: BODY_VERSION,
        thumbnailUrl: article.fields.thumbnail_url ?? null,
        categoryId: article.fields.category_id ?? null,
        writerId: article.writerId,
        status: article.fields.status,
        publishedAt: article.publishedAt,
        isPr: article.fields.is_pr,
        sponsor: storedSponsor(article.fields),
        isHighlight: article.fields.is_highlight,
        metaTitle: article.fields.meta_title ?? null,
        metaDescription: article.fields.meta_description ?? null,
        canonicalUrl: article.fields.canonical_url ?? null,
        noindex: article.fields.noindex,
        reviewState: article.reviewState,
        deletedAt: article.inTrash ? new Date() : null,
        // The last change WordPress knew of, as the page's 更新日; an edit here later is newer.
        updatedAt: article.modifiedAt ?? article.publishedAt ?? new Date(),
      };
      let articleId = current?.id;
      if (articleId === undefined) {
        const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
        if (!row) throw new Error('insert returned no row');
        articleId = row.id;
      } else {
        await tx.update(articles).set(values).where(eq(articles.id, articleId));
        const liveTags = tx.select({ id: tags.id }).from(tags).where(isNull(tags.deletedAt));
        await tx
          .delete(articleTags)
          .where(and(eq(articleTags.articleId, articleId), inArray(articleTags.tagId, liveTags)));
      }
      if (article.fields.tag_ids.length > 0) {
        await tx
          .insert(articleTags)
          .values(article.fields.tag_ids.map((tagId) => ({ articleId: articleId as number, tagId })))
          .onConflictDoNothing();
      }
      await recordRevision(tx, {
        articleId,
        writerId: article.writerId,
        kind: 'save',
        keep: run.deps.config.revisionsKept,
      });
      await inTransaction.memory.remember('article', String(item.postId), articleId, fingerprint);
      await storeRedirects(
        inTransaction,
        postAddresses({ postId: item.postId, link: item.link, slug: item.slug, oldSlugs }, run.index.siteHosts),
        { articleId },
      );
      return articleId;
    });
    if (article.linksToOldSite) run.linkingArticles.add(id);
    run.report.add('articles', current ? 'updated' : 'imported');
    for (const note of article.notes) run.report.note('articles', label, note);
  } catch (error) {
    run.report.add('articles', 'failed', label, reasonOf(error));
  }
}

async function articleOf(run: ImportRun, item: WxrItem, fallbackWriterId: number) {
  const mapped = mapPost(item, { prMarkers: run.options.mapping.pr_markers });
  const notes = [...mapped.notes];
  const writerId = run.writers.get(item.creator) ?? fallbackWriterId;
  if (!run.writers.has(item.creator))
    notes.push(`投稿者「${item.creator}」が見つからないため、最初の管理者の記事にしました`);

  const converted: ClassicBody = item.content.includes('<!-- wp:')
    ? blockBodyHtml(item.content)
    : classicBodyHtml(item.content, (id) => {
        const attachment = run.index.attachments.get(id);
        return attachment && { url: attachment.url, alt: attachment.alt, caption: attachment.caption };
      });
  notes.push(...converted.notes);
  const parsed = articleBodyOf({ body_html: converted.html }, run.deps.config);
  if (!parsed) throw new Error('no body');
  const pictured = await withNewPictures(run, parsed.json, writerId, notes);
  const body = bodyOfDocument(pictured, 'body_json', run.deps.config);

  const thumbnailId = Number(item.meta.get('_thumbnail_id'));
  const thumbnailPath = run.index.attachments.get(thumbnailId)?.path;
  const thumbnail = thumbnailPath ? await pictureFor(run, thumbnailPath, writerId) : null;
  if (item.meta.has('_thumbnail_id') && !thumbnail) notes.push('アイキャッチ画像を取り込めませんでした');

  const categoryTerm = primaryCategory(run, item);
  const categoryId = categoryTerm ? run.categories.get(categoryTerm) : undefined;
  const tagIds = [
    ...new Set(item.terms.filter((t) => t.domain === 'post_tag').flatMap((t) => run.tags.get(t.nicename) ?? [])),
  ];
  if (tagIds.length > TAGS_MAX) notes.push(`タグが${tagIds.length}個あったため、最初の${TAGS_MAX}個にしました`);

  let status = mapped.status;
  if (status === 'published' && !categoryId) {
    status = 'draft';
    notes.push('カテゴリがないため下書きにしました');
  }
  const excerpt = stripTags(item.excerpt).trim();
  const text = documentText(body.json).replace(/\s+/g, ' ').trim();
  const lead = excerpt || (text.length > EXCERPT_CHARACTERS ? `${text.slice(0, EXCERPT_CHARACTERS)}…` : text);
  const checked = articleFields.safeParse({
    title: mapped.title,
    lead: lead.slice(0, 300),
    thumbnail_url: thumbnail?.url ?? null,
    category_id: categoryId ?? null,
    tag_ids: tagIds.slice(0, TAGS_MAX),
    status,
    is_pr: mapped.isPr,
    sponsor: mapped.sponsor,
    is_highlight: mapped.isHighlight,
    meta_title: mapped.metaTitle,
    meta_description: mapped.metaDescription,
    canonical_url: mapped.canonicalUrl,
    noindex: mapped.noindex,
  });
  if (!checked.success) throw new Error(checked.error.issues.map((issue) => issue.message).join(' '));
  const missingAlt = [...documentNodes(body.json)].filter(
    (node) => node.type === 'image' && !node.attrs?.alt && node.attrs?.decorative !== true,
  ).length;
  if (missingAlt > 0 && status === 'published') {
    notes.push(
      `代替テキストのない画像が${missingAlt}枚あります（公開のまま取り込みました。編集画面で入力してください）`,
    );
  }
  const linksToOldSite = [...documentNodes(body.json)].some((node) =>
    (node.marks ?? []).some(
      (mark) =>
        mark.type === 'link' &&
        typeof mark.attrs?.href === 'string' &&
        oldPathOf(mark.attrs.href, run.index.siteHosts) !== null,
    ),
  );
  return {
    fields: checked.data,
    body,
    writerId,
    publishedAt: mapped.publishedAt,
    modifiedAt: mapped.modifiedAt,
    reviewState: mapped.reviewState,
    inTrash: mapped.inTrash,
    linksToOldSite,
    notes,
  };
}

/**
 * The document with every picture of the old site (any size WordPress made of it) pointing at its
 * media item, and described where the body left it without alternative text but the library has one.
 * Pictures on other sites are listed in the notes: they still load from there.
 */
async function withNewPictures(run: ImportRun, document: DocumentNode, writerId: number, notes: string[]) {
  const made = new Map<string, string>();
  const elsewhere = new Set<string>();
  const alts = new Map<string, string>();
  rewriteDocumentUrls(document, (url) => {
    made.set(url, url);
    return url;
  });
  for (const url of made.keys()) {
    const uploadPath = uploadPathOf(url, run.index.siteHosts);
    if (!uploadPath) {
      if (/^https?:/i.test(url) && oldPathOf(url, run.index.siteHosts) === null && isPictureAddress(document, url))
        elsewhere.add(url);
      continue;
    }
    const picture = await pictureFor(run, uploadPath, writerId);
    if (picture) {
      made.set(url, picture.url);
      if (picture.alt) alts.set(picture.url, picture.alt);
    } else notes.push(`画像を取り込めなかったため、元のアドレスのままです: ${url}`);
  }
  for (const url of elsewhere) notes.push(`他のサイトの画像です（そのサイトから表示されます）: ${url}`);
  const rewritten = rewriteDocumentUrls(document, (url) => made.get(url) ?? url);
  for (const node of documentNodes(rewritten)) {
    if (node.type !== 'image' || !node.attrs || node.attrs.alt) continue;
    const alt = alts.get(String(node.attrs.src));
    if (alt) node.attrs.alt = alt;
  }
  return rewritten;
}

function isPictureAddress(document: DocumentNode, url: string): boolean {
  for (const node of documentNodes(document)) {
    if (node.type === 'image' && node.attrs?.src === url) return true;
  }
  return false;
}

/** A post sits in one subtopic here: the primary category Yoast or Rank Math kept, else the first it lists. */
function primaryCategory(run: ImportRun, item: WxrItem): string | undefined {
  const listed = item.terms.filter((term) => term.domain === 'category').map((term) => term.nicename);
  const primaryId = Number(
    item.meta.get('_yoast_wpseo_primary_category') ?? item.meta.get('rank_math_primary_category'),
  );
  const primary = run.index.categories.find((category) => category.termId === primaryId)?.nicename;
  return primary && listed.includes(primary) ? primary : listed[0];
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}
