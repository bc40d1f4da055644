// The records a WordPress export file is read into, one per <wp:author>, <wp:category>, <item>… in file order.
// Text stays as the file has it (no Unicode normalisation, no trimming); only slugs are percent-decoded.

export type WxrRecord = WxrSite | WxrAuthor | WxrCategory | WxrTag | WxrTerm | WxrItem;

/** The <channel>'s own fields; it comes first, before any other record. */
export interface WxrSite {
  type: 'site';
  line: number;
  title: string;
  link: string;
  description: string;
  language: string;
  /** "1.2" from WordPress 3.1 on; older files say "1.0" or "1.1". */
  wxrVersion: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
}

export interface WxrAuthor {
  type: 'author';
  line: number;
  authorId: number;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface WxrCategory {
  type: 'category';
  line: number;
  termId: number;
  /** The slug, percent-decoded. */
  nicename: string;
  /** The parent's nicename, '' for a top-level category. */
  parent: string;
  name: string;
  description: string;
}

export interface WxrTag {
  type: 'tag';
  line: number;
  termId: number;
  slug: string;
  name: string;
  description: string;
}

/** A term of any other taxonomy: nav_menu, post_format, a custom taxonomy. */
export interface WxrTerm {
  type: 'term';
  line: number;
  termId: number;
  taxonomy: string;
  slug: string;
  /** The parent's slug, '' for a top-level term. */
  parent: string;
  name: string;
  description: string;
}

/** A post of any type: post, page, attachment, nav_menu_item, wp_block, a custom type. */
export interface WxrItem {
  type: 'item';
  line: number;
  title: string;
  link: string;
  pubDate: string;
  /** The author's login (dc:creator). */
  creator: string;
  guid: string;
  description: string;
  content: string;
  excerpt: string;
  postId: number;
  /** Site-local "YYYY-MM-DD HH:MM:SS"; the GMT ones are "0000-00-00 00:00:00" on a draft never saved with a date. */
  postDate: string;
  postDateGmt: string;
  postModified: string;
  postModifiedGmt: string;
  commentStatus: string;
  pingStatus: string;
  slug: string;
  /** publish, future, draft, pending, private, trash, inherit (attachments), or a plugin's own. */
  status: string;
  parentId: number;
  menuOrder: number;
  postType: string;
  postPassword: string;
  isSticky: boolean;
  /** Only attachments have one. */
  attachmentUrl: string | null;
  /** The <category domain="…" nicename="…"> elements: categories, tags, formats, custom taxonomies. */
  terms: WxrItemTerm[];
  /** Postmeta: the first value of each key, as get_post_meta( $id, $key, true ) reads it. Serialised values stay serialised. */
  meta: ReadonlyMap<string, string>;
  /** Every value of the keys that appear more than once (_wp_old_slug does); usually empty. */
  repeatedMeta: ReadonlyMap<string, readonly string[]>;
  comments: WxrComment[];
  /** The element of the first field longer than MAX_FIELD_CHARS (read-wxr.ts), cut there; null when none was. */
  oversized: string | null;
}

export interface WxrItemTerm {
  /** The taxonomy: category, post_tag, post_format, nav_menu, or a custom one. */
  domain: string;
  /** The term's slug, percent-decoded. */
  nicename: string;
  name: string;
}

export interface WxrComment {
  line: number;
  commentId: number;
  author: string;
  authorEmail: string;
  authorUrl: string;
  date: string;
  dateGmt: string;
  content: string;
  /** "1" approved, "0" held for moderation, "trash"; spam is never exported. */
  approved: string;
  /** '' for a comment, "pingback" or "trackback" for the others. WordPress 5.5+ writes "comment". */
  commentType: string;
  /** 0 for a top-level comment. */
  parentId: number;
  /** The commenter's account id on the old site, 0 for a guest. */
  userId: number;
}
