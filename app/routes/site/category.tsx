// A main category (/living) or one of its subtopics (/living/food): articles, subtopic tabs, tags, trending.
import { NavLink } from 'react-router';
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { CATEGORY_SLUG } from '../../../contract/slugs.ts';
import {
  listCategorizedArticles,
  resolveCategorySlugs,
} from '../../../server/services/articles/public/list-categorized-articles.ts';
import { ArticleCard, ArticleGrid } from '../../components/site/article-card.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { PageLinks } from '../../components/site/page-links.tsx';
import { PromotionNotice, Section } from '../../components/site/section.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/category';

const PER_PAGE = 12;

export const loader = withNotFoundPage(async ({ params, request, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  if (!CATEGORY_SLUG.test(params.category) || (params.subtopic && !CATEGORY_SLUG.test(params.subtopic)))
    throw new Response(null, { status: 404 });
  const page = pageFromUrl(request.url, PER_PAGE);
  const slugs = { category: params.category, second_category: params.subtopic };
  const [{ main, sub, children }, feed] = await Promise.all([
    orNotFound(resolveCategorySlugs(deps, slugs)),
    orNotFound(listCategorizedArticles(deps, { ...slugs, ...page })),
  ]);
  if (page.page > 1 && feed.articles.length === 0) throw new Response(null, { status: 404 });
  return {
    siteUrl: deps.config.siteUrl,
    main: { slug: main.slug, title: main.title, description: main.description },
    sub: sub ? { slug: sub.slug, title: sub.title, description: sub.description } : null,
    children: children.map((c) => ({ slug: c.slug, title: c.title })),
    ...feed,
    hasPromotion: hasPromotion(feed.articles, feed.trending),
  };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const current = data.sub ?? data.main;
  const path = data.sub ? `/${data.main.slug}/${data.sub.slug}` : `/${data.main.slug}`;
  const page = data.meta.page > 1 ? `（${data.meta.page}ページ目）` : '';
  return pageMeta({
    title: `${current.title}の記事一覧${page}`,
    description: current.description ?? undefined,
    siteUrl: data.siteUrl,
    path: data.meta.page > 1 ? `${path}?page=${data.meta.page}` : path,
  });
}

export default function CategoryPage({ loaderData: d }: Route.ComponentProps) {
  const base = d.sub ? `/${d.main.slug}/${d.sub.slug}` : `/${d.main.slug}`;
  const current = d.sub ?? d.main;
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
      <Breadcrumbs
        items={[
          { label: 'ホーム', to: '/' },
          { label: d.main.title, to: `/${d.main.slug}` },
          ...(d.sub ? [{ label: d.sub.title }] : []),
        ]}
      />
      <h1 style={{ margin: '16px 0 4px', fontSize: '1.8rem' }}>{current.title}</h1>
      {current.description && (
        <Text dimmed size="sm">
          {current.description}
        </Text>
      )}
      {d.hasPromotion && <PromotionNotice />}
      <nav aria-label="サブカテゴリ" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '20px 0 8px' }}>
        <NavLink to={`/${d.main.slug}`} end className="topic-tab">
          すべて
        </NavLink>
        {d.children.map((c) => (
          <NavLink key={c.slug} to={`/${d.main.slug}/${c.slug}`} className="topic-tab" prefetch="intent">
            {c.title}
          </NavLink>
        ))}
      </nav>
      <div className="home-columns" style={{ display: 'grid', gap: 40 }}>
        <div>
          <Section title={`${current.title}の新着記事`}>
            {d.articles.length === 0 ? (
              <Text dimmed>まだ記事がありません。</Text>
            ) : (
              <ArticleGrid articles={d.articles} eagerFirst={2} />
            )}
          </Section>
          <PageLinks meta={d.meta} href={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
        </div>
        <aside aria-label="サイドバー">
          {d.trending.length > 0 && (
            <Section title="この1週間の人気記事">
              <div style={{ display: 'grid', gap: 20 }}>
                {d.trending.map((a) => (
                  <ArticleCard key={a.id} article={a} sizes="320px" />
                ))}
              </div>
            </Section>
          )}
          {d.related_tags.length > 0 && (
            <Section title="関連するタグ">
              <TagChips tags={d.related_tags} />
            </Section>
          )}
        </aside>
      </div>
    </div>
  );
}
