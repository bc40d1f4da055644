// The addresses a WordPress site answered at, which readers, links and search engines still use: each
// becomes a redirect to its new home. Pure: the import stores them (import-redirects.ts).

/** The old site's category and tag bases (Settings → Permalinks); WordPress's defaults unless mapped. */
export type ArchiveBases = { category: string; tag: string };

/**
 * An address on one of the old site's hosts (or already a path), as a request for it would arrive:
 * path and query. Null for another site's address.
 */
export function oldPathOf(url: string, siteHosts: ReadonlySet<string>): string | null {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    if (parsed.hostname !== 'relative.invalid' && !siteHosts.has(parsed.hostname.toLowerCase())) return null;
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * A post's old addresses: its permalink, `/?p=ID`, and the permalink under each earlier slug
 * (`_wp_old_slug`, which WordPress itself redirects from), where the permalink ends in the slug.
 */
export function postAddresses(
  post: { postId: number; link: string; slug: string; oldSlugs: readonly string[] },
  siteHosts: ReadonlySet<string>,
): string[] {
  const addresses = [`/?p=${post.postId}`];
  const permalink = oldPathOf(post.link, siteHosts);
  if (!permalink) return addresses;
  addresses.push(permalink);
  // Compared decoded: the link percent-encodes a Japanese slug, the reader has decoded it.
  const path = safeDecode(permalink).replace(/\/$/, '');
  if (post.slug && !path.includes('?') && path.endsWith(`/${post.slug}`)) {
    const base = path.slice(0, path.length - post.slug.length - 1);
    for (const old of post.oldSlugs) addresses.push(`${base}/${safeDecode(old)}/`);
  }
  return addresses;
}

/** A category's archive, nested as WordPress links it (`/category/parent/child/`) and flat, and `/?cat=ID`. */
export function categoryAddresses(
  category: { termId: number; nicename: string; ancestors: readonly string[] },
  bases: ArchiveBases,
): string[] {
  const nested = [...category.ancestors, category.nicename].join('/');
  const addresses = [`/${bases.category}/${nested}/`, `/?cat=${category.termId}`];
  if (category.ancestors.length > 0) addresses.push(`/${bases.category}/${category.nicename}/`);
  return addresses;
}

export function tagAddresses(tag: { slug: string }, bases: ArchiveBases): string[] {
  return [`/${bases.tag}/${tag.slug}/`, `/?tag=${tag.slug}`];
}

/** `/author/<nicename>/`: WordPress's nicename is the login, sanitised as a slug. */
export function authorAddresses(author: { login: string }): string[] {
  const nicename = author.login
    .toLowerCase()
    .replace(/[^a-z0-9_\-.@]+/g, '-')
    .replace(/[.@]/g, '')
    .replace(/^-+|-+$/g, '');
  return nicename ? [`/author/${nicename}/`] : [];
}

/** An attachment's page (its own permalink) and `/?attachment_id=ID`. */
export function attachmentAddresses(
  attachment: { postId: number; link: string },
  siteHosts: ReadonlySet<string>,
): string[] {
  const page = oldPathOf(attachment.link, siteHosts);
  return [`/?attachment_id=${attachment.postId}`, ...(page ? [page] : [])];
}

/** The site's feeds: the main one and its common spellings. */
export const FEED_ADDRESSES = ['/feed/', '/feed/rss2/', '/feed/atom/', '/rss/'];

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
