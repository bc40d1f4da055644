// /admin/tags: the tags page by page, a search over title, reading and slug, and (admins) create,
// edit and move to trash. Page and keyword live in the URL.
import { Paper, Stack, Text } from '@mantine/core';
import { pageWindow } from '../../../contract/common.ts';
import type { Tag } from '../../../contract/taxonomy.ts';
import { ListHeader } from '../../components/admin/list-header.tsx';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getPublicCounts } from '../../features/taxonomy/api/get-public-counts.ts';
import { getTags, getTagsInput } from '../../features/taxonomy/api/get-tags.ts';
import { moveTagToTrash } from '../../features/taxonomy/api/move-tag-to-trash.ts';
import { MoveToTrashModal } from '../../features/taxonomy/components/move-to-trash-modal.tsx';
import { TagFormModal } from '../../features/taxonomy/components/tag-form-modal.tsx';
import { TagsTable } from '../../features/taxonomy/components/tags-table.tsx';
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import { useListNavigation } from '../../hooks/use-list-navigation.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/tags';

const PER = 20;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query } = queryFromUrl(getTagsInput, request, { per: PER });
  const [list, counts] = await Promise.all([getTags(query), getPublicCounts()]);
  return { writer, keyword: query.keyword ?? '', list, publicCounts: counts.tags };
}

export function HydrateFallback() {
  return null;
}

export default function Tags({ loaderData: d }: Route.ComponentProps) {
  const dialogs = useListDialogs<Tag>();
  const { go } = useListNavigation(d);
  const isAdmin = d.writer.role === 'admin';
  const { tags, meta } = d.list;
  const shown = pageWindow(meta);

  return (
    <Stack>
      <ListHeader title="タグ" addLabel="新規作成" onAdd={isAdmin ? () => dialogs.edit('new') : undefined} />
      {!isAdmin && (
        <Text size="sm" c="dimmed">
          タグの作成・編集・削除は管理者だけが行えます。
        </Text>
      )}
      <Paper withBorder p="md">
        <SearchBox
          key={d.keyword}
          label="タグを検索"
          placeholder="タイトル・読み・スラッグ"
          value={d.keyword}
          onSearch={(keyword) => go({ keyword, page: 1 })}
        />
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {d.keyword && meta.total > 0 && `「${d.keyword}」の検索結果: `}
        {meta.total > 0 &&
          `${meta.total}件中 ${shown.offset + 1}〜${Math.min(shown.offset + shown.limit, meta.total)}件`}
      </Text>
      {tags.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{d.keyword ? '該当するタグはありません。' : 'タグはまだありません。'}</Text>
        </Paper>
      ) : (
        <Paper withBorder>
          <TagsTable
            tags={tags}
            publicCounts={d.publicCounts}
            canManage={isAdmin}
            onEdit={dialogs.edit}
            onTrash={dialogs.remove}
          />
        </Paper>
      )}
      <ListPagination meta={meta} onChange={(page) => go({ page })} />
      {dialogs.editing && (
        <TagFormModal
          tag={dialogs.editing === 'new' ? null : dialogs.editing}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      <MoveToTrashModal
        item={dialogs.removing}
        noun="タグ"
        move={moveTagToTrash}
        onClose={dialogs.close}
        onMoved={dialogs.done}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
