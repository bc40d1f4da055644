// What a WordPress post says about the article it becomes, besides its body: where it stands (status,
// date, review), whether it is sponsored, and its search settings from whichever SEO plugin wrote them.
// Pure: the import reads the export and writes the rows.
import { startsWithPrMark, withoutPrMark } from '../../../../contract/promotion.ts';

/** The fields of an exported post this reads (wp:status, wp:post_date_gmt, postmeta …). */
export type ExportedPost = {
  title: string;
  status: string;
  postPassword: string;
  postDateGmt: string;
  postModifiedGmt: string;
  isSticky: boolean;
  terms: { domain: string; nicename: string; name: string }[];
  meta: ReadonlyMap<string, string>;
};

/** Names that mark a post sponsored, as a category, a tag or a custom field (the mapping file may name others). */
const DEFAULT_PR_MARKERS = ['PR', '広告', 'タイアップ', 'sponsored'];

export type MappedPost = {
  title: string;
  status: 'draft' | 'published';
  /** Null for a draft never given a date. */
  publishedAt: Date | null;
  /** When it last changed there: the article's 更新日 here. Null when WordPress kept none. */
  modifiedAt: Date | null;
  reviewState: 'pending' | null;
  inTrash: boolean;
  isHighlight: boolean;
  isPr: boolean;
  sponsor: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  notes: string[];
};

/** WordPress writes an unset GMT date as zeros; a valid one is UTC without a zone. */
function gmtDate(value: string): Date | null {
  if (!value || value.startsWith('0000-00-00')) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The first of the keys that holds a value, trimmed. */
function firstMeta(meta: ReadonlyMap<string, string>, keys: string[]): string | null {
  for (const key of keys) {
    const value = meta.get(key)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * SEO plugins' templates (`%%title%% %%sep%% %%sitename%%`, `%title%`) are not a title of their own:
 * they mean the post's, which Salvia shows by default.
 */
function ownText(value: string | null): string | null {
  return value && !/%%?[a-z_]+%%?/i.test(value) ? value : null;
}

export function mapPost(post: ExportedPost, options: { prMarkers?: string[] } = {}): MappedPost {
  const notes: string[] = [];
  const markers = new Set((options.prMarkers ?? DEFAULT_PR_MARKERS).map((marker) => marker.toLowerCase()));
  const date = gmtDate(post.postDateGmt);
  const status = post.status;
  const isLive = (status === 'publish' || status === 'future') && !post.postPassword;
  if ((status === 'publish' || status === 'future') && post.postPassword) {
    notes.push('パスワード保護の記事は下書きとして取り込みました');
  }
  if (status === 'private') notes.push('非公開の記事は下書きとして取り込みました');
  const prTerm = post.terms.find(
    (term) => markers.has(term.name.toLowerCase()) || markers.has(term.nicename.toLowerCase()),
  );
  const prField = [...markers].find((marker) => post.meta.has(marker) && post.meta.get(marker) !== '0');
  const titlePr = startsWithPrMark(post.title);
  const isPr = Boolean(prTerm || prField || titlePr);
  const sponsor = firstMeta(post.meta, ['sponsor', 'スポンサー', '提供', ...(prField ? [prField] : [])]);
  return {
    // 【PR】 is shown by the page for every sponsored article: never twice.
    title: withoutPrMark(post.title.normalize('NFC')).trim() || post.title.normalize('NFC'),
    status: isLive ? 'published' : 'draft',
    publishedAt: isLive || status === 'draft' || status === 'pending' ? date : null,
    modifiedAt: gmtDate(post.postModifiedGmt),
    reviewState: status === 'pending' ? 'pending' : null,
    inTrash: status === 'trash',
    isHighlight: post.isSticky,
    isPr,
    sponsor: isPr ? (sponsor && sponsor !== '1' ? sponsor : (prTerm?.name ?? 'PR')) : null,
    metaTitle: ownText(
      firstMeta(post.meta, ['_yoast_wpseo_title', 'rank_math_title', '_aioseo_title', '_aioseop_title']),
    ),
    metaDescription: ownText(
      firstMeta(post.meta, [
        '_yoast_wpseo_metadesc',
        'rank_math_description',
        '_aioseo_description',
        '_aioseop_description',
      ]),
    ),
    canonicalUrl: firstMeta(post.meta, ['_yoast_wpseo_canonical', 'rank_math_canonical_url', '_aioseo_canonical_url']),
    noindex:
      post.meta.get('_yoast_wpseo_meta-robots-noindex') === '1' ||
      post.meta.get('_aioseop_noindex') === 'on' ||
      post.meta.get('_aioseo_robots_noindex') === '1' ||
      // Rank Math keeps its robots as a PHP-serialised list: a:1:{i:0;s:7:"noindex";}
      (post.meta.get('rank_math_robots') ?? '').includes('"noindex"'),
    notes,
  };
}
