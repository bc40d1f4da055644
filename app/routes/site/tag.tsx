// /tags/:id: the articles carrying one tag.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { listArticlesByTag } from '../../../server/services/articles/public/list-articles-by-tag.ts';
import { ARTICLES_PER_PAGE, ArticleListPage } from '../../components/site/article-list-page.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam, orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/tag';

export const loader = withNotFoundPage(async ({ params, request, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const list = await orNotFound(
    listArticlesByTag(deps, { tag_id: idParam(params.id), ...pageFromUrl(request.url, ARTICLES_PER_PAGE) }),
  );
  return { siteUrl: deps.config.siteUrl, ...list, hasPromotion: hasPromotion(list.articles) };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: `「${data.tag.title}」の記事一覧`,
    description: data.tag.description ?? undefined,
    siteUrl: data.siteUrl,
    path: `/tags/${data.tag.id}`,
  });
}

export default function TagPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <ArticleListPage
      title={`#${d.tag.title}`}
      intro={d.tag.description && <Text dimmed>{d.tag.description}</Text>}
      articles={d.articles}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => (p === 1 ? `/tags/${d.tag.id}` : `/tags/${d.tag.id}?page=${p}`)}
    />
  );
}
