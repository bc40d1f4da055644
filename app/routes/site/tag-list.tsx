// /tag_list and /tags: every tag, grouped by the 五十音 row of its reading.
import { keptPublicCounts } from '../../../server/services/articles/public/public-article-counts.ts';
import { listAllTags } from '../../../server/services/tags/read-tags.ts';
import { TagChips } from '../../components/site/tag-chips.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { groupByGojuon } from '../../lib/gojuon.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/tag-list';

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const [tags, counts] = await Promise.all([listAllTags(deps), keptPublicCounts(deps)]);
  // Only what a chip shows goes to the page: the list can hold thousands of tags.
  const groups = groupByGojuon(tags, (t) => t.reading).map(({ label, items }) => ({
    label,
    items: items.map(({ id, title }) => ({ id, title, count: counts.tags[String(id)] ?? 0 })),
  }));
  return { siteUrl: deps.config.siteUrl, groups };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'タグ一覧', siteUrl: data.siteUrl, path: '/tag_list' }) : [];
}

export default function TagList({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <h1 style={{ fontSize: '1.7rem' }}>タグ一覧</h1>
      <nav aria-label="五十音" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '8px 0 24px' }}>
        {d.groups.map((g) => (
          <a key={g.label} href={`#${g.label}`}>
            {g.label}
          </a>
        ))}
      </nav>
      {d.groups.map((g) => (
        <section key={g.label} id={g.label} style={{ marginBottom: 32, scrollMarginTop: 72 }}>
          <h2
            style={{
              fontSize: '1.2rem',
              borderBottom: '1px solid var(--mantine-color-default-border)',
              paddingBottom: 6,
            }}
          >
            {g.label}
          </h2>
          <TagChips tags={g.items} />
        </section>
      ))}
    </div>
  );
}
