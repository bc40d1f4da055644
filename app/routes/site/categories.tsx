// /categories: every main category with its subtopics. /categories/{id} leads to that category's page.
import { Link, redirect } from 'react-router';
import { keptPublicCounts } from '../../../server/services/articles/public/public-article-counts.ts';
import { getCategory, listPublicCategoryTree } from '../../../server/services/categories/read-categories.ts';
import { ArticleCount } from '../../components/site/article-count.tsx';
import { Text } from '../../components/site/text.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { idParam, orNotFound } from '../../lib/not-found.server.ts';
import { withNotFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/categories';

export const loader = withNotFoundPage(async ({ params, context }: Route.LoaderArgs) => {
  const deps = getDeps(context);
  if (params.id) {
    const category = await orNotFound(getCategory(deps, idParam(params.id)));
    throw redirect(category.parent ? `/${category.parent.slug}/${category.slug}` : `/${category.slug}`, 301);
  }
  const [tree, counts] = await Promise.all([listPublicCategoryTree(deps), keptPublicCounts(deps)]);
  const countOf = (id: number) => counts.categories[String(id)] ?? 0;
  return {
    siteUrl: deps.config.siteUrl,
    tree: tree.map((main) => ({
      ...main,
      count: main.children.reduce((sum, sub) => sum + countOf(sub.id), 0),
      children: main.children.map((sub) => ({ ...sub, count: countOf(sub.id) })),
    })),
  };
});

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'カテゴリ一覧', siteUrl: data.siteUrl, path: '/categories' }) : [];
}

export default function Categories({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-lg)' }}>
      <h1 style={{ fontSize: '1.7rem' }}>カテゴリ一覧</h1>
      <div className={ui.grid3} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        {d.tree.map((main) => (
          <section key={main.id}>
            <h2 style={{ fontSize: '1.25rem', margin: '0 0 4px' }}>
              <Link to={`/${main.slug}`}>{main.title}</Link>
              <ArticleCount count={main.count} />
            </h2>
            {main.description && (
              <Text size="sm" dimmed style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                {main.description}
              </Text>
            )}
            <ul style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
              {main.children.map((sub) => (
                <li key={sub.id}>
                  <Link to={`/${main.slug}/${sub.slug}`}>{sub.title}</Link>
                  <ArticleCount count={sub.count} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
