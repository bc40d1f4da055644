// Home: highlights, newest, rankings, trending tags, famous parents, each main category, shop and ads.
import { Link } from 'react-router';
import { hasPromotion } from '../../../contract/promotion.ts';
import { SITE_LOGO_PATH, SITE_SHORT_NAME } from '../../../contract/site.ts';
import { listFamousParents } from '../../../server/services/articles/public/famous-parents.ts';
import { listHighlightedArticles } from '../../../server/services/articles/public/highlights.ts';
import { listMainCategorySections } from '../../../server/services/articles/public/list-main-category-sections.ts';
import { listPublicArticles } from '../../../server/services/articles/public/list-public-articles.ts';
import { listPeriodTrending } from '../../../server/services/articles/public/trending-articles.ts';
import { listTagsOfTrendingArticles } from '../../../server/services/articles/public/trending-tags.ts';
import { listAds, listShopItems } from '../../../server/services/site/list-promotions.ts';
import { listPublicWriters } from '../../../server/services/writers/public-writers.ts';
import { ArticleGrid } from '../../components/site/article-card.tsx';
import { Highlights } from '../../components/site/highlights.tsx';
import { AdBanners, ShopBlock } from '../../components/site/promotions.tsx';
import { RankingTabs } from '../../components/site/ranking-list.tsx';
import { PromotionNotice, Section } from '../../components/site/section.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Avatar, Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { sized } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/home';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: SITE_SHORT_NAME, siteUrl: data?.siteUrl ?? '', path: '/' }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            name: SITE_SHORT_NAME,
            url: `${data?.siteUrl}/`,
            logo: `${data?.siteUrl}${SITE_LOGO_PATH}`,
          },
          {
            '@type': 'WebSite',
            name: SITE_SHORT_NAME,
            url: `${data?.siteUrl}/`,
            inLanguage: 'ja',
            potentialAction: {
              '@type': 'SearchAction',
              target: `${data?.siteUrl}/search?keyword={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      },
    },
  ];
}

/** The writers the home page shows (the rest are on /writers). */
const HOME_WRITERS = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const [editorial, day, week, month, trendingTags, ads, shop, writers] = await Promise.all([
    listEditorialBlocks(deps),
    listPeriodTrending(deps, { period: 'day', limit: 5 }),
    listPeriodTrending(deps, { period: 'week', limit: 5 }),
    listPeriodTrending(deps, { period: 'month', limit: 5 }),
    listTagsOfTrendingArticles(deps, { limit: 15 }),
    listAds(deps),
    listShopItems(deps),
    listPublicWriters(deps, { page: 1, per: HOME_WRITERS * 2 }),
  ]);
  const { highlights, latest, famous, sections } = editorial;
  const ranking = { day: day.articles, week: week.articles, month: month.articles };
  return {
    siteUrl: deps.config.siteUrl,
    latest,
    highlights,
    ranking,
    trendingTags,
    ads,
    shop,
    sections,
    famous,
    // Who writes here, with their pictures: those with a public article, the first few of them.
    writers: writers.writers
      .filter((w) => w.article_count > 0)
      .slice(0, HOME_WRITERS)
      .map((w) => ({ id: w.id, name: w.name, picture: w.profile_img_url })),
    hasPromotion: hasPromotion(
      latest,
      highlights,
      famous,
      ...sections.map((s) => s.articles),
      ...Object.values(ranking),
    ),
  };
}

/**
 * The carousel, 新着, 有名人ママ・パパ and the category blocks, each leaving out what the ones before
 * it show: a reader never meets one article twice on the page (the ranking is a ranking, and may).
 */
async function listEditorialBlocks(deps: ReturnType<typeof getDeps>) {
  const highlights = (await listHighlightedArticles(deps, { limit: 5 })).articles;
  const shown = highlights.map((a) => a.id);
  const latest = (await listPublicArticles(deps, { page: 1, per: 6 }, { excluding: shown })).articles;
  shown.push(...latest.map((a) => a.id));
  // A site without the famous-parents tag simply has no such section.
  const famous = await listFamousParents(deps, { page: 1, per: 3 }, { excluding: shown }).then(
    (r) => r.articles,
    () => [],
  );
  shown.push(...famous.map((a) => a.id));
  const sections = await listMainCategorySections(deps, { perSection: 3, excluding: shown });
  return { highlights, latest, famous, sections };
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
      <h1 className={ui.visuallyHidden}>Salvia（サルビア）暮らし・家事・美容と健康のライフスタイルマガジン</h1>
      {d.hasPromotion && <PromotionNotice />}
      <Highlights articles={d.highlights} />
      <div style={{ display: 'grid', gap: 40 }} className="home-columns">
        <div>
          <Section title="新着記事" more={{ to: '/articles' }}>
            <ArticleGrid articles={d.latest} />
          </Section>
          {d.famous.length > 0 && (
            <Section title="有名人ママ・パパ">
              <ArticleGrid articles={d.famous} />
            </Section>
          )}
          {d.sections.map((s) => (
            <Section key={s.slug} title={s.label} more={{ to: `/${s.slug}` }}>
              <ArticleGrid articles={s.articles} />
            </Section>
          ))}
        </div>
        <aside aria-label="サイドバー">
          <Section title="ランキング" more={{ to: '/ranking' }}>
            <RankingTabs ranking={d.ranking} />
          </Section>
          <Section title="人気のタグ" more={{ to: '/tag_list', label: 'タグ一覧' }}>
            <TagChips tags={d.trendingTags} />
          </Section>
          <Section title="広告">
            <AdBanners ads={d.ads} />
          </Section>
        </aside>
      </div>
      <Section title="Salvia SHOP 手づくり日めくりカレンダー">
        <Text size="sm" dimmed style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          作家さんが一枚ずつ手づくりした日めくりカレンダー。外部のハンドメイドマーケットでお求めいただけます。
        </Text>
        <ShopBlock items={d.shop} />
      </Section>
      <Section title="ライター" more={{ to: '/writers', label: 'ライター一覧' }}>
        <ul className="home-writers">
          {d.writers.map((w) => (
            <li key={w.id}>
              <Link to={`/writers/${w.id}`}>
                <Avatar src={sized(w.picture, 128)} size={64} />
                <Text as="span" size="sm" lineClamp={2}>
                  {w.name}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
