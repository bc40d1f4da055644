// /admin/articles/edit_article/{id}/update: the editor of a live article's pending version (予約更新).
import '@mantine/tiptap/styles.css';
import { Anchor, Breadcrumbs, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { getArticle } from '../../features/articles/api/get-article.ts';
import { getReviewSettings } from '../../features/articles/api/review.ts';
import { getScheduledUpdate } from '../../features/articles/api/scheduled-update.ts';
import { UpdateEditor } from '../../features/articles/components/update/update-editor.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getTagSelection } from '../../features/taxonomy/api/get-tag-selection.ts';
import { idFromParam, orApiNotFound } from '../../lib/api-not-found.ts';
import type { Route } from './+types/article-update-editor';

export function meta({ loaderData: d }: Route.MetaArgs) {
  const title = d?.live ? `「${d.live.title}」の更新版` : '更新版';
  return [{ title: `${title} | Salvia 管理画面` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const id = idFromParam(params.id);
  const [live, update, categories, tags, rules] = await orApiNotFound(
    Promise.all([
      getArticle(id),
      getScheduledUpdate(id),
      getCategorySelection(),
      getTagSelection(),
      getReviewSettings(),
    ]),
  );
  return { writer, live, update, categories, tags, mayPublish: rules.may_publish };
}

export function HydrateFallback() {
  return null;
}

export default function ArticleUpdateEditorPage({ loaderData: d }: Route.ComponentProps) {
  const articlePath = `/admin/articles/edit_article/${d.live.id}`;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/articles" size="sm">
          記事
        </Anchor>
        <Anchor component={Link} to={articlePath} size="sm">
          {d.live.title}
        </Anchor>
        <span>更新版</span>
      </Breadcrumbs>
      <Title order={1} size="h3">
        更新版を編集
      </Title>
      {d.update ? (
        <UpdateEditor
          key={d.update.created_at}
          writer={d.writer}
          live={d.live}
          update={d.update}
          categories={d.categories}
          tags={d.tags}
          mayPublish={d.mayPublish}
        />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>この記事に更新版はありません。公開されたか、破棄されました。</Text>
          <Button component={Link} to={articlePath} variant="light">
            記事の編集に戻る
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
