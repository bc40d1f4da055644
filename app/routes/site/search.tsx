// /search?keyword=: Japanese-aware search (services/articles/search-articles.ts), with the tags and
// categories the keyword names offered above the results, each result's title and passage marked,
// 「もしかして」 for a keyword one slip from a tag or category, and popular tags for an empty search.

import { Link } from 'react-router';
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { nameMatches } from '../../../contract/search-keyword.ts';
import { searchArticles, searchExcerpts } from '../../../server/services/articles/search-articles.ts';
import { listTagsOfTrendingArticles } from '../../../server/services/articles/trending-tags.ts';
import { didYouMean, searchVocabulary } from '../../../server/services/search/search-vocabulary.ts';
import { searchTags } from '../../../server/services/tags/read-tags.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { SearchForm } from '../../components/site/site-header.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
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
  // Popular tags and a correction are offered only in place of results: the ranking behind the tags
  // reads days of views, and a correction is checked by searching again.
  const [popular, excerpts, correction] = await Promise.all([
    result.articles.length === 0 ? listTagsOfTrendingArticles(deps, { limit: 12 }) : [],
    searchExcerpts(deps, keyword, result.articles),
    keyword && result.articles.length === 0 ? didYouMean(deps, keyword) : undefined,
  ]);
  return {
    excerpts,
    correction,
    siteUrl: deps.config.siteUrl,
    keyword,
    popular,
    related,
    ...result,
    hasPromotion: hasPromotion(result.articles),
  };
}

/** Tags and categories the keyword names, by name or reading: 収納 → #玄関 収納; そうじ → 掃除. */
async function relatedTaxonomy(deps: ReturnType<typeof getDeps>, keyword: string) {
  const [{ tags }, vocabulary] = await Promise.all([
    searchTags(deps, { keyword, page: 1, per: RELATED_TAGS }),
    searchVocabulary(deps),
  ]);
  const categories = vocabulary.categories
    .filter((c) => nameMatches(c, keyword))
    .map((c) => ({ title: c.title, to: c.path }));
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
          <SearchForm id="page-search" label="キーワードを変えて検索" defaultValue={d.keyword} />
          {d.related.tags.length + d.related.categories.length > 0 && (
            <nav aria-label="タグ・カテゴリから探す" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <Text size="sm" dimmed style={{ marginBottom: 6 }}>
                タグ・カテゴリから探す
              </Text>
              <TagChips tags={[...d.related.categories, ...d.related.tags]} />
            </nav>
          )}
        </>
      }
      articles={d.articles}
      excerpts={d.excerpts}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => `/search?keyword=${q}${p > 1 ? `&page=${p}` : ''}`}
      empty={
        <div>
          {d.correction && (
            <Text style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
              もしかして：
              <Link to={`/search?keyword=${encodeURIComponent(d.correction)}`} style={{ fontWeight: 700 }}>
                {d.correction}
              </Link>
            </Text>
          )}
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
