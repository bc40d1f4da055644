// /admin/tags: the tags page by page, a search over title, reading and slug, and (admins) create,
// edit and move to trash. Page and keyword live in the URL.
import { Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { pageWindow } from '../../../contract/common.ts';
import type { Tag } from '../../../contract/taxonomy.ts';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getPublicCounts } from '../../features/taxonomy/api/get-public-counts.ts';
import { getTags, getTagsInput } from '../../features/taxonomy/api/get-tags.ts';
import { moveTagToTrash } from '../../features/taxonomy/api/move-tag-to-trash.ts';
import { MoveToTrashModal } from '../../features/taxonomy/components/move-to-trash-modal.tsx';
import { TagFormModal } from '../../features/taxonomy/components/tag-form-modal.tsx';
import { TagsTable } from '../../features/taxonomy/components/tags-table.tsx';
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
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [trashing, setTrashing] = useState<Tag | null>(null);
  const isAdmin = d.writer.role === 'admin';
  const { tags, meta } = d.list;
  const shown = pageWindow(meta);

  function go(next: { keyword?: string; page?: number }) {
    const keyword = next.keyword ?? d.keyword;
    const query: Record<string, string> = {};
    if (keyword) query.keyword = keyword;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          タグ
        </Title>
        {isAdmin && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            新規作成
          </Button>
        )}
      </Group>
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
            onEdit={setEditing}
            onTrash={setTrashing}
          />
        </Paper>
      )}
      {meta.total_pages > 1 && (
        <Group justify="center">
          <Pagination
            total={meta.total_pages}
            value={meta.page}
            onChange={(page) => go({ page })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? '次のページ' : control === 'previous' ? '前のページ' : undefined,
            })}
          />
        </Group>
      )}
      {editing && (
        <TagFormModal
          tag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
      <MoveToTrashModal
        item={trashing}
        noun="タグ"
        move={moveTagToTrash}
        onClose={() => setTrashing(null)}
        onMoved={() => {
          setTrashing(null);
          revalidator.revalidate();
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
