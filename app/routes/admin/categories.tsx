// /admin/categories: the main categories with their subtopics, a title search, and (admins)
// create, edit and move to trash. The search lives in the URL.
import { Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Category } from '../../../contract/taxonomy.ts';
import { ListHeader } from '../../components/admin/list-header.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getPublicCounts } from '../../features/taxonomy/api/get-public-counts.ts';
import { moveCategoryToTrash } from '../../features/taxonomy/api/move-category-to-trash.ts';
import { searchCategories } from '../../features/taxonomy/api/search-categories.ts';
import { CategoryFormModal } from '../../features/taxonomy/components/category-form-modal.tsx';
import { type CategoryGroup, CategoryGroups } from '../../features/taxonomy/components/category-groups.tsx';
import { MoveToTrashModal } from '../../features/taxonomy/components/move-to-trash-modal.tsx';
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import type { Route } from './+types/categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const title = new URL(request.url).searchParams.get('title')?.trim().slice(0, 50) ?? '';
  const [tree, found, counts] = await Promise.all([
    getCategorySelection(),
    title ? searchCategories({ title }) : Promise.resolve(null),
    getPublicCounts(),
  ]);
  return { writer, tree, title, found, publicCounts: counts.categories };
}

export function HydrateFallback() {
  return null;
}

/** Search hits, kept in their place in the tree: a subtopic shows under its main category. */
function groupsOf(tree: Route.ComponentProps['loaderData']['tree'], found: Category[] | null): CategoryGroup[] {
  if (!found) return tree.map(({ children, ...main }) => ({ main, children }));
  const hit = new Set(found.map((c) => c.id));
  return tree
    .map(({ children, ...main }) => ({ main, children: children.filter((c) => hit.has(c.id)), self: hit.has(main.id) }))
    .filter((g) => g.self || g.children.length > 0)
    .map(({ main, children }) => ({ main, children }));
}

export default function Categories({ loaderData: d }: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  // A new category starts under the main category it was added from, or none.
  const dialogs = useListDialogs<Category, { parent_id: number | null }>();
  const isAdmin = d.writer.role === 'admin';
  const groups = groupsOf(d.tree, d.found);

  return (
    <Stack>
      <ListHeader
        title="カテゴリ"
        addLabel="新規作成"
        onAdd={isAdmin ? () => dialogs.edit({ parent_id: null }) : undefined}
      />
      {!isAdmin && (
        <Text size="sm" c="dimmed">
          カテゴリの作成・編集・削除は管理者だけが行えます。
        </Text>
      )}
      <Paper withBorder p="md">
        <SearchBox
          key={d.title}
          label="タイトルで検索"
          placeholder="例: 収納"
          value={d.title}
          onSearch={(title) => setParams(title ? { title } : {})}
        />
      </Paper>
      {d.found && (
        <Text size="sm" c="dimmed" aria-live="polite">
          「{d.title}」に一致するカテゴリ: {d.found.length}件
        </Text>
      )}
      {groups.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">条件に合うカテゴリはありません。</Text>
        </Paper>
      ) : (
        <CategoryGroups
          groups={groups}
          canManage={isAdmin}
          onEdit={dialogs.edit}
          onTrash={dialogs.remove}
          onAddSubtopic={(main) => dialogs.edit({ parent_id: main.id })}
          emptyText={d.found ? '一致するサブカテゴリはありません' : 'サブカテゴリはありません'}
          publicCounts={d.publicCounts}
        />
      )}
      {dialogs.editing && (
        <CategoryFormModal category={dialogs.editing} mains={d.tree} onClose={dialogs.close} onSaved={dialogs.done} />
      )}
      <MoveToTrashModal
        item={dialogs.removing}
        noun="カテゴリ"
        move={moveCategoryToTrash}
        onClose={dialogs.close}
        onMoved={dialogs.done}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
