// /admin/articles/new_article and /admin/articles/edit_article/{id}: the article editor.
import '@mantine/tiptap/styles.css';
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { getArticle } from '../../features/articles/api/get-article.ts';
import { getReviewSettings } from '../../features/articles/api/review.ts';
import { ArticleEditor } from '../../features/articles/components/editor/article-editor.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getTagSelection } from '../../features/taxonomy/api/get-tag-selection.ts';
import { idFromParam, orApiNotFound } from '../../lib/api-not-found.ts';
import type { Route } from './+types/article-editor';

export function meta({ loaderData: d }: Route.MetaArgs) {
  const title = d?.article ? `「${d.article.title}」を編集` : '新しい記事';
  return [{ title: `${title} | Salvia 管理画面` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const id = params.id === undefined ? null : idFromParam(params.id);
  const [article, categories, tags, rules] = await orApiNotFound(
    Promise.all([
      id ? getArticle(id) : Promise.resolve(null),
      getCategorySelection(),
      getTagSelection(),
      getReviewSettings(),
    ]),
  );
  return { writer, article, categories, tags, mayPublish: rules.may_publish };
}

export function HydrateFallback() {
  return null;
}

export default function ArticleEditorPage({ loaderData: d }: Route.ComponentProps) {
  // A copy just made opens a fresh editor (its form, lock and copy start afresh). The first save of a
  // new article only changes the address: the same editor goes on, with what was typed meanwhile.
  const editorFor = (useLocation().state as { editorFor?: number } | null)?.editorFor;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/articles" size="sm">
          記事
        </Anchor>
        <span>{d.article ? '編集' : '新規作成'}</span>
      </Breadcrumbs>
      <Title order={1} size="h3">
        {d.article ? '記事を編集' : '新しい記事'}
      </Title>
      <ArticleEditor
        key={editorFor ?? 'editor'}
        writer={d.writer}
        article={d.article}
        categories={d.categories}
        tags={d.tags}
        mayPublish={d.mayPublish}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
