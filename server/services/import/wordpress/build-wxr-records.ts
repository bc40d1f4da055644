// Turns the text of one export element's children into its typed record.
import type {
  WxrAuthor,
  WxrCategory,
  WxrComment,
  WxrItem,
  WxrItemTerm,
  WxrSite,
  WxrTag,
  WxrTerm,
} from './wxr-records.ts';

/** Child element name → its text, for one <item>, <wp:author>, <wp:comment>… */
export type Fields = Map<string, string>;

/** What an <item> holds besides its plain fields. */
export interface ItemParts {
  terms: WxrItemTerm[];
  meta: [key: string, value: string][];
  comments: WxrComment[];
}

export function buildSite(f: Fields, line: number): WxrSite {
  return {
    type: 'site',
    line,
    title: text(f, 'title'),
    link: text(f, 'link'),
    description: text(f, 'description'),
    language: text(f, 'language'),
    wxrVersion: text(f, 'wp:wxr_version').trim(),
    baseSiteUrl: text(f, 'wp:base_site_url'),
    baseBlogUrl: text(f, 'wp:base_blog_url'),
  };
}

export function buildAuthor(f: Fields, line: number): WxrAuthor {
  return {
    type: 'author',
    line,
    authorId: int(f, 'wp:author_id'),
    login: text(f, 'wp:author_login'),
    email: text(f, 'wp:author_email'),
    displayName: text(f, 'wp:author_display_name'),
    firstName: text(f, 'wp:author_first_name'),
    lastName: text(f, 'wp:author_last_name'),
  };
}

export function buildCategory(f: Fields, line: number): WxrCategory {
  return {
    type: 'category',
    line,
    termId: int(f, 'wp:term_id'),
    nicename: slug(text(f, 'wp:category_nicename')),
    parent: slug(text(f, 'wp:category_parent')),
    name: text(f, 'wp:cat_name'),
    description: text(f, 'wp:category_description'),
  };
}

export function buildTag(f: Fields, line: number): WxrTag {
  return {
    type: 'tag',
    line,
    termId: int(f, 'wp:term_id'),
    slug: slug(text(f, 'wp:tag_slug')),
    name: text(f, 'wp:tag_name'),
    description: text(f, 'wp:tag_description'),
  };
}

export function buildTerm(f: Fields, line: number): WxrTerm {
  return {
    type: 'term',
    line,
    termId: int(f, 'wp:term_id'),
    taxonomy: text(f, 'wp:term_taxonomy'),
    slug: slug(text(f, 'wp:term_slug')),
    parent: slug(text(f, 'wp:term_parent')),
    name: text(f, 'wp:term_name'),
    description: text(f, 'wp:term_description'),
  };
}

export function buildItemTerm(attributes: Record<string, string>, name: string): WxrItemTerm {
  return { domain: attributes.domain ?? '', nicename: slug(attributes.nicename ?? ''), name };
}

export function buildComment(f: Fields, line: number): WxrComment {
  return {
    line,
    commentId: int(f, 'wp:comment_id'),
    author: text(f, 'wp:comment_author'),
    authorEmail: text(f, 'wp:comment_author_email'),
    authorUrl: text(f, 'wp:comment_author_url'),
    date: text(f, 'wp:comment_date'),
    dateGmt: text(f, 'wp:comment_date_gmt'),
    content: text(f, 'wp:comment_content'),
    approved: text(f, 'wp:comment_approved'),
    commentType: text(f, 'wp:comment_type'),
    parentId: int(f, 'wp:comment_parent'),
    userId: int(f, 'wp:comment_user_id'),
  };
}

export function buildItem(f: Fields, parts: ItemParts, line: number, oversized: string | null = null): WxrItem {
  const meta = new Map<string, string>();
  const all = new Map<string, string[]>();
  for (const [key, value] of parts.meta) {
    const values = all.get(key);
    if (values) values.push(value);
    else {
      all.set(key, [value]);
      meta.set(key, value);
    }
  }
  return {
    type: 'item',
    line,
    title: text(f, 'title'),
    link: text(f, 'link'),
    pubDate: text(f, 'pubDate'),
    creator: text(f, 'dc:creator'),
    guid: text(f, 'guid'),
    description: text(f, 'description'),
    content: text(f, 'content:encoded'),
    excerpt: text(f, 'excerpt:encoded'),
    postId: int(f, 'wp:post_id'),
    postDate: text(f, 'wp:post_date'),
    postDateGmt: text(f, 'wp:post_date_gmt'),
    postModified: text(f, 'wp:post_modified'),
    postModifiedGmt: text(f, 'wp:post_modified_gmt'),
    commentStatus: text(f, 'wp:comment_status'),
    pingStatus: text(f, 'wp:ping_status'),
    slug: slug(text(f, 'wp:post_name')),
    status: text(f, 'wp:status'),
    parentId: int(f, 'wp:post_parent'),
    menuOrder: int(f, 'wp:menu_order'),
    postType: text(f, 'wp:post_type'),
    postPassword: text(f, 'wp:post_password'),
    isSticky: int(f, 'wp:is_sticky') === 1,
    attachmentUrl: f.get('wp:attachment_url') ?? null,
    terms: parts.terms,
    meta,
    repeatedMeta: new Map([...all].filter(([, values]) => values.length > 1)),
    comments: parts.comments,
    oversized,
  };
}

function text(f: Fields, name: string): string {
  return f.get(name) ?? '';
}

function int(f: Fields, name: string): number {
  const value = Number.parseInt(text(f, name).trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** WordPress stores a non-ASCII slug percent-encoded (%e6%9a%ae…); one that is not valid UTF-8 stays as it is. */
function slug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
