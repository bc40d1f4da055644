// /reviewers/:id: a 監修者's profile and the public articles they reviewed, newest first.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { getReviewerPage } from '../../../server/services/reviewers/get-reviewer-page.ts';
import { ReviewerCard } from '../../components/site/article-credits.tsx';
import { ArticleListPage } from '../../components/site/article-list-page.tsx';
import { Text } from '../../components/site/text.tsx';
import { getDeps } from '../../context.server.ts';
import { reviewedByLd } from '../../lib/article-credits-ld.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam, orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/reviewer';

const PER_PAGE = 12;

export const loader = withNotFoundPage(async ({ params, request, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const page = await orNotFound(
    getReviewerPage(deps, { reviewer_id: idParam(params.id), ...pageFromUrl(request.url, PER_PAGE) }),
  );
  return { siteUrl: deps.config.siteUrl, ...page, hasPromotion: hasPromotion(page.articles) };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const { reviewer: r, siteUrl } = data;
  const [person] = reviewedByLd([r], siteUrl);
  return [
    ...pageMeta({
      title: `${r.name}（${r.credentials}）が監修した記事`,
      description: r.profile ?? `${r.credentials}の${r.name}さんが監修した記事の一覧です。`,
      siteUrl,
      path: `/reviewers/${r.id}`,
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${siteUrl}/reviewers/${r.id}`,
        mainEntity: person,
      },
    },
  ];
}

export default function ReviewerPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <ArticleListPage
      title={`${d.reviewer.name}さんが監修した記事`}
      intro={
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <ReviewerCard reviewer={d.reviewer} />
        </div>
      }
      articles={d.articles}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => (p === 1 ? `/reviewers/${d.reviewer.id}` : `/reviewers/${d.reviewer.id}?page=${p}`)}
      empty={<Text dimmed>監修した記事はまだありません。</Text>}
    />
  );
}
