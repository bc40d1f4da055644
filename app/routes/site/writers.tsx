// /writers: everyone who writes for Salvia.
import { Link } from 'react-router';
import { MAX_PER, pageFromUrl } from '../../../contract/common.ts';
import { listPublicWriters } from '../../../server/services/writers/public-writers.ts';
import { PageLinks } from '../../components/site/page-links.tsx';
import { Avatar, Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { sized } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/writers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const page = pageFromUrl(request.url, MAX_PER);
  const list = await listPublicWriters(deps, page);
  if (page.page > 1 && list.writers.length === 0) throw new Response(null, { status: 404 });
  return { siteUrl: deps.config.siteUrl, ...list };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'ライター一覧', siteUrl: data.siteUrl, path: '/writers' }) : [];
}

export default function Writers({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <h1 style={{ fontSize: '1.7rem' }}>ライター一覧</h1>
      <div className={ui.grid3} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        {d.writers.map((w) => (
          <Link
            key={w.id}
            to={`/writers/${w.id}`}
            style={{ display: 'flex', gap: 16, color: 'inherit', textDecoration: 'none' }}
          >
            <Avatar src={sized(w.profile_img_url, 128)} size={64} />
            <div>
              <Text bold>{w.name}</Text>
              <Text size="xs" dimmed>
                {w.article_count}本の記事
              </Text>
              <Text size="sm" lineClamp={3} style={{ marginTop: 4 }}>
                {w.profile_text}
              </Text>
            </div>
          </Link>
        ))}
      </div>
      <PageLinks meta={d.meta} href={(p) => (p === 1 ? '/writers' : `/writers?page=${p}`)} />
    </div>
  );
}
