// An article: breadcrumbs, PR disclosure, 目次, body, tags, share buttons, recommended and ranking.
import { Link } from 'react-router';
import { hasPromotion, promotionTitle } from '../../../contract/promotion.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { getArticle } from '../../../server/services/articles/get-article.ts';
import { listRecommendedArticles } from '../../../server/services/articles/recommended-articles.ts';
import { listPeriodTrending } from '../../../server/services/articles/trending-articles.ts';
import { ArticleGrid, PrLabel } from '../../components/site/article-card.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { RankingTabs } from '../../components/site/ranking-list.tsx';
import { PromotionNotice, Section } from '../../components/site/section.tsx';
import { ShareButtons } from '../../components/site/share-buttons.tsx';
import { TableOfContents } from '../../components/site/table-of-contents.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Avatar, Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { formatDate } from '../../lib/format.ts';
import { sized, srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam, orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import { withTableOfContents } from '../../lib/table-of-contents.ts';
import type { Route } from './+types/article';
import classes from './article.module.css';

export const loader = withNotFoundPage(async ({ params, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const id = idParam(params.id);
  const article = await orNotFound(getArticle(deps, { id }));
  const [recommended, day, week, month] = await Promise.all([
    listRecommendedArticles(deps, { id, limit: 6 }),
    listPeriodTrending(deps, { period: 'day', limit: 5 }),
    listPeriodTrending(deps, { period: 'week', limit: 5 }),
    listPeriodTrending(deps, { period: 'month', limit: 5 }),
  ]);
  const { html, toc } = withTableOfContents(article.body_html);
  const ranking = { day: day.articles, week: week.articles, month: month.articles };
  return {
    siteUrl: deps.config.siteUrl,
    article: { ...article, body_html: html, body_json: null },
    toc,
    recommended: recommended.articles,
    ranking,
    hasPromotion: hasPromotion([article], recommended.articles, ...Object.values(ranking)),
  };
});

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
  return [
    ...pageMeta({
      title: promotionTitle({ ...a, title: a.meta_title ?? a.title }),
      description: a.meta_description ?? a.lead,
      siteUrl,
      path: `/articles/${a.id}`,
      image: a.og_image_url ?? a.thumbnail_url,
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
            image: a.thumbnail_url ? [new URL(a.thumbnail_url, siteUrl).href] : undefined,
            datePublished: a.published_at,
            dateModified: a.updated_at,
            author: { '@type': 'Person', name: a.writer.name, url: `${siteUrl}/writers/${a.writer.id}` },
            publisher: {
              '@type': 'Organization',
              name: SITE_SHORT_NAME,
              logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
            },
            mainEntityOfPage: url,
            inLanguage: 'ja',
          },
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

export default function ArticlePage({ loaderData: d }: Route.ComponentProps) {
  const a = d.article;
  const url = `${d.siteUrl}/articles/${a.id}`;
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
      <Breadcrumbs
        items={[
          { label: 'ホーム', to: '/' },
          ...(a.category?.parent
            ? [
                { label: a.category.parent.title, to: `/${a.category.parent.slug}` },
                { label: a.category.title, to: `/${a.category.parent.slug}/${a.category.slug}` },
              ]
            : []),
        ]}
      />
      {d.hasPromotion && <PromotionNotice />}
      <div className={classes.columns}>
        <article className={classes.main}>
          {a.is_pr && <PrLabel sponsor={a.sponsor} />}
          <h1 className={classes.title}>{a.title}</h1>
          <div className={ui.group} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <Avatar src={sized(a.writer.profile_img_url, 128)} size={36} />
            <Text size="sm">
              <Link to={`/writers/${a.writer.id}`}>{a.writer.name}</Link>
            </Text>
            {a.published_at && (
              <Text size="sm" dimmed>
                <time dateTime={a.published_at}>{formatDate(a.published_at)}</time>
                {a.updated_at > a.published_at && <>（更新 {formatDate(a.updated_at)}）</>}
              </Text>
            )}
          </div>
          {a.thumbnail_url && (
            <img
              className={classes.hero}
              src={a.thumbnail_url}
              srcSet={srcSet(a.thumbnail_url)}
              sizes="(min-width: 62em) 760px, 100vw"
              alt=""
              width={1280}
              height={720}
              fetchPriority="high"
            />
          )}
          <p className={classes.lead}>{a.lead}</p>
          <TableOfContents entries={d.toc} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitised on the server when saved */}
          <div className={classes.body} dangerouslySetInnerHTML={{ __html: a.body_html }} />
          {a.is_pr && (
            <div className={classes.prFooter}>
              <PrLabel sponsor={a.sponsor} />
              <Text size="xs" dimmed style={{ marginTop: 4 }}>
                この記事は{a.sponsor ?? '広告主'}の提供によるプロモーションです。
              </Text>
            </div>
          )}
          {a.tags.length > 0 && (
            <div style={{ marginTop: 32 }}>
              <TagChips tags={a.tags} />
            </div>
          )}
          <ShareButtons url={url} title={a.title} />
        </article>
        <aside>
          <Section title="ランキング">
            <RankingTabs ranking={d.ranking} />
          </Section>
        </aside>
      </div>
      {d.recommended.length > 0 && (
        <Section title="あわせて読みたい">
          <ArticleGrid articles={d.recommended} />
        </Section>
      )}
    </div>
  );
}
