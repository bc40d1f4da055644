// Per-page meta tags: title, description, canonical, Open Graph and Twitter card.
import { SITE_DESCRIPTION, SITE_SHORT_NAME } from '../../contract/site.ts';

export type PageMeta = {
  title: string;
  description?: string;
  siteUrl: string;
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Another address search engines should treat as the original (a syndicated article's source). */
  canonical?: string | null;
};

const DEFAULT_SHARE_IMAGE = '/og-default.png';

export function pageMeta(m: PageMeta) {
  const title = m.title === SITE_SHORT_NAME ? m.title : `${m.title} | ${SITE_SHORT_NAME}`;
  const description = m.description ?? SITE_DESCRIPTION;
  const url = `${m.siteUrl}${m.path}`;
  const image = new URL(m.image ?? DEFAULT_SHARE_IMAGE, m.siteUrl).href;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: m.canonical ?? url },
    { property: 'og:site_name', content: SITE_SHORT_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: m.type ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'ja_JP' },
    { name: 'twitter:card', content: 'summary_large_image' },
    // Google Discover shows an article with a large picture only when the page allows it.
    ...(m.noindex
      ? [{ name: 'robots', content: 'noindex' }]
      : m.type === 'article'
        ? [{ name: 'robots', content: 'max-image-preview:large' }]
        : []),
  ];
}
