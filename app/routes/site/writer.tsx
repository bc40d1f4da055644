// /writers/:id: a writer's profile and their public articles.
import { pageFromUrl } from '../../../contract/common.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { getWriterPage } from '../../../server/services/articles/public/public-writer-articles.ts';
import { ArticleListPage } from '../../components/site/article-list-page.tsx';
import { Avatar, Text } from '../../components/site/text.tsx';
import { personExtras, WriterJobTitle, WriterLinks, WriterReading } from '../../components/site/writer-byline.tsx';
import { getDeps } from '../../context.server.ts';
import { sized } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam, orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/writer';

const PER_PAGE = 12;

export const loader = withNotFoundPage(async ({ params, request, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  const page = await orNotFound(
    getWriterPage(deps, { writer_id: idParam(params.id), ...pageFromUrl(request.url, PER_PAGE) }),
  );
  return { siteUrl: deps.config.siteUrl, ...page, hasPromotion: hasPromotion(page.articles) };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const url = `${data.siteUrl}/writers/${data.writer.id}`;
  return [
    ...pageMeta({
      title: `${data.writer.name}の記事一覧`,
      description: data.writer.profile_text ?? undefined,
      siteUrl: data.siteUrl,
      path: `/writers/${data.writer.id}`,
      // The site's 1200×630 card: a profile picture is too small and square for a share card.
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: { '@type': 'Person', name: data.writer.name, url, ...personExtras(data.writer) },
      },
    },
  ];
}

export default function WriterPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <ArticleListPage
      title={d.writer.name}
      intro={
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 'var(--mantine-spacing-md)',
            marginTop: 'var(--mantine-spacing-sm)',
          }}
        >
          <Avatar src={sized(d.writer.profile_img_url, 128)} size={72} />
          <div style={{ minWidth: 0 }}>
            <WriterReading writer={d.writer} />
            <WriterJobTitle writer={d.writer} />
            <Text>{d.writer.profile_text}</Text>
            <WriterLinks writer={d.writer} />
          </div>
        </div>
      }
      articles={d.articles}
      hasPromotion={d.hasPromotion}
      meta={d.meta}
      href={(p) => (p === 1 ? `/writers/${d.writer.id}` : `/writers/${d.writer.id}?page=${p}`)}
    />
  );
}
