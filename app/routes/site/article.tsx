// /articles/{id}: a published article (article-view.tsx), with its search and social meta.
import { promotionTitle } from '../../../contract/promotion.ts';
import { isEditorialTeam, SITE_LOGO_PATH, SITE_SHORT_NAME } from '../../../contract/site.ts';
import { ArticleView } from '../../components/site/article-view.tsx';
import { personExtras } from '../../components/site/writer-byline.tsx';
import { getDeps } from '../../context.server.ts';
import { correctionsLd, reviewedByLd } from '../../lib/article-credits-ld.ts';
import { loadPublicArticlePage } from '../../lib/article-page.server.ts';
import { sized, srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/article';

export const loader = withNotFoundPage(async ({ params, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const page = await loadPublicArticlePage(deps, idParam(params.id));
  if (!page) throw new Response(null, { status: 404 });
  return page;
});

/** The widest variant an upload has: Google Discover wants a picture 1200 px wide or more, and said so. */
const DISCOVER_WIDTH = 1280;

function structuredImage(thumbnail: string | null, siteUrl: string) {
  if (!thumbnail) return undefined;
  // An upload has every width; another picture is named as it is, its size unknown.
  if (!srcSet(thumbnail)) return [new URL(thumbnail, siteUrl).href];
  const url = new URL(sized(thumbnail, DISCOVER_WIDTH) as string, siteUrl).href;
  return [{ '@type': 'ImageObject', url, width: DISCOVER_WIDTH }];
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  // A missing article is the site layout's 404 page, which sets its own title.
  if (!data) return [];
  const { article: a, siteUrl } = data;
  const url = `${siteUrl}/articles/${a.id}`;
  const crumbs = [
    { name: 'ホーム', url: `${siteUrl}/` },
    ...(a.category?.parent ? [{ name: a.category.parent.title, url: `${siteUrl}/${a.category.parent.slug}` }] : []),
    ...(a.category?.parent
      ? [{ name: a.category.title, url: `${siteUrl}/${a.category.parent.slug}/${a.category.slug}` }]
      : []),
    { name: a.title, url },
  ];
  const corrections = correctionsLd(data.notes);
  return [
    ...pageMeta({
      title: promotionTitle({ ...a, title: a.meta_title ?? a.title }),
      description: a.meta_description ?? a.lead,
      siteUrl,
      path: `/articles/${a.id}`,
      image: data.shareImage,
      type: 'article',
      noindex: a.noindex,
      canonical: a.canonical_url,
    }),
    ...(a.published_at ? [{ property: 'article:published_time', content: a.published_at }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'NewsArticle',
            headline: a.title,
            description: a.lead,
            image: structuredImage(a.thumbnail_url, siteUrl),
            datePublished: a.published_at,
            // The shown 更新日: a minor save changes neither.
            dateModified: a.revised_at ?? a.published_at,
            author: {
              '@type': isEditorialTeam(a.writer.name) ? 'Organization' : 'Person',
              name: a.writer.name,
              url: `${siteUrl}/writers/${a.writer.id}`,
              ...(!isEditorialTeam(a.writer.name) && personExtras(a.writer)),
            },
            publisher: {
              '@type': 'Organization',
              name: SITE_SHORT_NAME,
              logo: { '@type': 'ImageObject', url: `${siteUrl}${SITE_LOGO_PATH}`, width: 512, height: 512 },
            },
            mainEntityOfPage: url,
            inLanguage: 'ja',
            ...(corrections.length > 0 && { correction: corrections }),
          },
          ...(data.reviewers.length > 0
            ? [
                {
                  '@type': 'WebPage',
                  '@id': url,
                  url,
                  name: a.title,
                  reviewedBy: reviewedByLd(data.reviewers, siteUrl),
                },
              ]
            : []),
          {
            '@type': 'BreadcrumbList',
            itemListElement: crumbs.map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.name,
              item: c.url,
            })),
          },
        ],
      },
    },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />;
}
