// One WordPress post made ready to become one article: its body through the one pipeline (the
// editor's HTML read into the checked document), its pictures made media items, its place, tags,
// writer, state, SEO and PR from map-post.ts, and its old addresses. write-articles.ts writes it. A
// post changed in the export since the last run is updated; one edited here since is left alone.
import { inArray } from 'drizzle-orm';
import { type DocumentNode, documentNodes } from '../../../../contract/article-body/document.ts';
import { documentText } from '../../../../contract/article-body/document-facts.ts';
import { documentUrls, rewriteDocumentUrls } from '../../../../contract/article-body/document-urls.ts';
import { articleFields } from '../../../../contract/articles.ts';
import { storedSponsor } from '../../../../contract/promotion.ts';
import { articles } from '../../../db/schema/content.ts';
import { checkedBody, parseBodyHtml } from '../../article-body/render-body.ts';
import { blockBodyHtml } from './block-body.ts';
import { type ClassicBody, classicBodyHtml } from './classic-body.ts';
import { pictureFor } from './import-pictures.ts';
import { reasonOf } from './import-report.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf, type ImportedItem } from './imported-items.ts';
import { mapPost } from './map-post.ts';
import { oldPathOf, postAddresses } from './old-addresses.ts';
import { MAX_FIELD_CHARS } from './read-wxr.ts';
import { uploadPathOf } from './upload-paths.ts';
import type { WxrItem } from './wxr-records.ts';

/** WordPress's excerpt for Japanese (WP Multibyte Patch): the first 110 characters of the text. */
const EXCERPT_CHARACTERS = 110;
const TAGS_MAX = 10;

/**
 * A post ready to be written (write-articles.ts): its row but for the body, its body's document, its
 * tags and old addresses.
 */
export type PreparedArticle = {
  postId: number;
  label: string;
  fingerprint: string;
  /** The article an earlier run made of it; undefined for a new one. */
  currentId?: number;
  values: ArticleValues;
  /** Checked, its pictures pointing at their media; its links still to the old site. */
  document: DocumentNode;
  tagIds: number[];
  addresses: string[];
  notes: string[];
};

type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'bodyJson' | 'bodyHtml' | 'bodyVersion'> & {
  writerId: number;
};

/** What earlier runs made of a post: its memory, and the article while it exists. */
export type KnownArticle = { memory: ImportedItem; current?: { id: number; updatedAt: Date } };

/** The batch's posts that earlier runs imported, by post id: two queries for the whole batch. */
export async function knownArticles(run: ImportRun, postIds: readonly number[]): Promise<Map<string, KnownArticle>> {
  const memories = await run.memory.some('article', postIds.map(String));
  const targetIds = [...memories.values()].map((memory) => memory.targetId);
  const current =
    targetIds.length === 0
      ? []
      : await run.deps.db
          .select({ id: articles.id, updatedAt: articles.updatedAt })
          .from(articles)
          .where(inArray(articles.id, targetIds));
  const byId = new Map(current.map((row) => [row.id, row]));
  return new Map(
    [...memories].map(([postId, memory]) => [postId, { memory, current: byId.get(memory.targetId) }] as const),
  );
}

/**
 * The post made ready to write, its pictures made media items; undefined when it is skipped (unchanged
 * since the last run, or edited here since) or fails, as the report says.
 */
export async function prepareArticle(
  run: ImportRun,
  item: WxrItem,
  known: KnownArticle | undefined,
  fallbackWriterId: number,
): Promise<PreparedArticle | undefined> {
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
  const current = known?.current;
  if (known && current) {
    if (known.memory.fingerprint === fingerprint) {
      run.report.add('articles', 'skipped');
      return undefined;
    }
    // The import writes WordPress's own modified date; any save here since is later than the import.
    if (current.updatedAt.getTime() > known.memory.updatedAt.getTime()) {
      run.report.add(
        'articles',
        'skipped',
        label,
        'Salvia で編集されているため、書き出し側の変更で上書きしませんでした',
      );
      return undefined;
    }
  }
  try {
    const article = await articleOf(run, item, fallbackWriterId);
    return {
      postId: item.postId,
      label,
      fingerprint,
      currentId: current?.id,
      values: {
        title: article.fields.title,
        lead: article.fields.lead,
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
      },
      document: article.document,
      tagIds: article.fields.tag_ids,
      addresses: postAddresses(
        { postId: item.postId, link: item.link, slug: item.slug, oldSlugs },
        run.index.siteHosts,
      ),
      notes: article.notes,
    };
  } catch (error) {
    run.report.add('articles', 'failed', label, reasonOf(error));
    return undefined;
  }
}

/** How the report names a field that was too long to read whole. */
const FIELD_NAMES: Record<string, string> = {
  'content:encoded': '本文',
  'excerpt:encoded': '抜粋',
  title: 'タイトル',
  'wp:meta_value': 'カスタムフィールドの値',
};

async function articleOf(run: ImportRun, item: WxrItem, fallbackWriterId: number) {
  if (item.oversized) {
    const field = FIELD_NAMES[item.oversized] ?? `<${item.oversized}>`;
    throw new Error(`${field}が長すぎます（${MAX_FIELD_CHARS.toLocaleString('ja-JP')}文字まで）`);
  }
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
  const parsed = checkedBody(parseBodyHtml(converted.html), 'body_html');
  const document = checkedBody(await withNewPictures(run, parsed, writerId, notes), 'body_json');

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
  const text = documentText(document).replace(/\s+/g, ' ').trim();
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
  const missingAlt = [...documentNodes(document)].filter(
    (node) => node.type === 'image' && !node.attrs?.alt && node.attrs?.decorative !== true,
  ).length;
  if (missingAlt > 0 && status === 'published') {
    notes.push(
      `代替テキストのない画像が${missingAlt}枚あります（公開のまま取り込みました。編集画面で入力してください）`,
    );
  }
  return {
    fields: checked.data,
    document,
    writerId,
    publishedAt: mapped.publishedAt,
    modifiedAt: mapped.modifiedAt,
    reviewState: mapped.reviewState,
    inTrash: mapped.inTrash,
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
  for (const url of documentUrls(document)) {
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
