// /search?keyword=: Japanese-aware search (services/articles/public/search-articles.ts), with the
// tags and categories the keyword names offered above the results, each result's title and
// passage marked, 「もしかして」 for a keyword one slip from a tag or category, and popular tags for an
// empty search.

import { Link } from 'react-router';
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { searchPage } from '../../../server/services/search/search-page.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { SearchForm } from '../../components/site/site-header.tsx';
import { TagChips } from '../../components/site/tag-chips.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, 100);
  const found = await searchPage(deps, { keyword, page: pageFromUrl(request.url, ARTICLES_PER_PAGE) });
  return { ...found, keyword, siteUrl: deps.config.siteUrl, hasPromotion: hasPromotion(found.articles) };
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
