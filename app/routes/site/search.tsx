// /search?keyword=: Japanese-aware title search; an empty search suggests popular tags.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { searchArticles } from '../../../server/services/articles/search-articles.ts';
import { listTagsOfTrendingArticles } from '../../../server/services/articles/trending-tags.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { SearchForm } from '../../components/site/site-header.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/search';

const EMPTY = { articles: [], meta: { page: 1, per: ARTICLES_PER_PAGE, total: 0, total_pages: 0 } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, 100);
  const result = keyword
    ? await searchArticles(deps, { title: keyword, ...pageFromUrl(request.url, ARTICLES_PER_PAGE) })
    : EMPTY;
  // Popular tags are offered only in place of results: the ranking behind them reads days of views.
  const popular = result.articles.length === 0 ? await listTagsOfTrendingArticles(deps, { limit: 12 }) : [];
  return { siteUrl: deps.config.siteUrl, keyword, popular, ...result, hasPromotion: hasPromotion(result.articles) };
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
      intro={<SearchForm id="page-search" defaultValue={d.keyword} />}
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
