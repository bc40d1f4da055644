// /search?keyword=: Japanese-aware search (services/articles/search-articles.ts), with the tags and
// categories whose names match offered above the results; an empty search suggests popular tags.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { searchArticles } from '../../../server/services/articles/search-articles.ts';
import { listTagsOfTrendingArticles } from '../../../server/services/articles/trending-tags.ts';
import { listCategoryTree } from '../../../server/services/categories/read-categories.ts';
import { searchTags } from '../../../server/services/tags/read-tags.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { SearchForm } from '../../components/site/site-header.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
import { tagMatches } from '../../features/taxonomy/tag-reading.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/search';

const RELATED_TAGS = 8;
const EMPTY = { articles: [], meta: { page: 1, per: ARTICLES_PER_PAGE, total: 0, total_pages: 0 } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, 100);
  const [result, related] = keyword
    ? await Promise.all([
        searchArticles(deps, { title: keyword, ...pageFromUrl(request.url, ARTICLES_PER_PAGE) }),
        relatedTaxonomy(deps, keyword),
      ])
    : [EMPTY, { tags: [], categories: [] }];
  // Popular tags are offered only in place of results: the ranking behind them reads days of views.
  const popular = result.articles.length === 0 ? await listTagsOfTrendingArticles(deps, { limit: 12 }) : [];
  return {
    siteUrl: deps.config.siteUrl,
    keyword,
    popular,
    related,
    ...result,
    hasPromotion: hasPromotion(result.articles),
  };
}

/** Tags (by name or reading) and categories (by name) the keyword names: 収納 → #玄関 収納, 収納. */
async function relatedTaxonomy(deps: ReturnType<typeof getDeps>, keyword: string) {
  const [{ tags }, tree] = await Promise.all([
    searchTags(deps, { keyword, page: 1, per: RELATED_TAGS }),
    listCategoryTree(deps),
  ]);
  const categories = tree
    .flatMap((main) => [
      { id: main.id, title: main.title, path: `/${main.slug}` },
      ...main.children.map((c) => ({ id: c.id, title: c.title, path: `/${main.slug}/${c.slug}` })),
    ])
    .filter((c) => tagMatches({ title: c.title, reading: null }, keyword));
  return { tags: tags.map((t) => ({ id: t.id, title: t.title })), categories };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: data.keyword ? `「${data.keyword}」の検索結果` : '記事を検索',
    siteUrl: data.siteUrl,
    path: '/search',
    noindex: true,
  });
}

export default function SearchPage({ loaderData: d }: Route.ComponentProps) {
  const q = encodeURIComponent(d.keyword);
  return (
    <ArticleListPage
      title={d.keyword ? `「${d.keyword}」の検索結果` : '記事を検索'}
      intro={
        <>
          <SearchForm id="page-search" defaultValue={d.keyword} />
          {d.related.tags.length + d.related.categories.length > 0 && (
            <nav aria-label="タグ・カテゴリから探す" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <Text size="sm" dimmed style={{ marginBottom: 6 }}>
                タグ・カテゴリから探す
              </Text>
              <TagChips
                tags={[
                  ...d.related.categories.map((c) => ({ id: c.id, title: c.title, to: c.path })),
                  ...d.related.tags,
                ]}
              />
            </nav>
          )}
        </>
      }
      articles={d.articles}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => `/search?keyword=${q}${p > 1 ? `&page=${p}` : ''}`}
      empty={
        <div>
          <Text style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            {d.keyword
              ? '該当する記事が見つかりませんでした。別のキーワードや、人気のタグから探してみてください。'
              : '上の検索窓にキーワードを入力してください。人気のタグから探すこともできます。'}
          </Text>
          <TagChips tags={d.popular} />
        </div>
      }
    />
  );
}
