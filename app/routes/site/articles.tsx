// /articles: every public article, newest first.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { listPublicArticles } from '../../../server/services/articles/public/list-public-articles.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/articles';

export const loader = withNotFoundPage(async ({ request, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const page = pageFromUrl(request.url, ARTICLES_PER_PAGE);
  const list = await listPublicArticles(deps, page);
  if (page.page > 1 && list.articles.length === 0) throw new Response(null, { status: 404 });
  return { siteUrl: deps.config.siteUrl, ...list, hasPromotion: hasPromotion(list.articles) };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'すべての記事', siteUrl: data.siteUrl, path: '/articles' }) : [];
}

export default function Articles({ loaderData: d }: Route.ComponentProps) {
  return (
    <ArticleListPage
      title="すべての記事"
      articles={d.articles}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => (p === 1 ? '/articles' : `/articles?page=${p}`)}
    />
  );
}
