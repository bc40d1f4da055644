// /admin/taxonomy (admins): the category tree with the tags used in each main category; drag to
// reorder main categories, and subtopics within their main category.
import { Stack, Text, Title } from '@mantine/core';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getTagsInMainCategories } from '../../features/taxonomy/api/get-tags-in-main-categories.ts';
import { TaxonomyTree } from '../../features/taxonomy/components/taxonomy-tree.tsx';
import type { Route } from './+types/taxonomy';

export async function clientLoader() {
  const writer = await requireSession();
  if (writer.role !== 'admin') return { tree: [], tags: [] };
  const [tree, tags] = await Promise.all([getCategorySelection(), getTagsInMainCategories()]);
  return { tree, tags };
}

export function HydrateFallback() {
  return null;
}

export default function Taxonomy({ loaderData: d }: Route.ComponentProps) {
  const tagsByMain = new Map(d.tags.map((t) => [t.category.id, t.tags]));
  return (
    <Stack>
      <Title order={1} size="h2">
        タクソノミー
      </Title>
      <AdminOnly>
        <Text size="sm" c="dimmed">
          つまみ（⋮⋮）をドラッグして、メインカテゴリの順番と、各メインカテゴリ内のサブカテゴリの順番を変えられます。キーボードでは、つまみにフォーカスしてスペースキーで持ち上げ、上下の矢印キーで動かし、スペースキーで置きます。変更はすぐに保存されます。
        </Text>
        <TaxonomyTree tree={d.tree} tagsOf={(id) => tagsByMain.get(id) ?? []} />
      </AdminOnly>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
