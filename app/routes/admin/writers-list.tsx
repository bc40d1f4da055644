// /admin/writers/list: the staff directory with search by name and pages; admins also add, edit,
// trash and send password-reset mail from here. The query lives in the URL.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { pageFromUrl } from '../../../contract/common.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getPublicArticleCounts } from '../../features/writers/api/get-public-writers.ts';
import { getWritersPage } from '../../features/writers/api/get-writers.ts';
import { searchWriters } from '../../features/writers/api/search-writers.ts';
import { WriterList } from '../../features/writers/components/writer-list.tsx';
import type { Route } from './+types/writers-list';

const PER = 20;

export function meta() {
  return [{ title: 'ライター一覧 | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const params = new URL(request.url).searchParams;
  const name = params.get('name')?.trim().slice(0, 50) ?? '';
  const page = pageFromUrl(request.url, PER);
  const [list, articleCounts] = await Promise.all([
    name ? searchWriters({ name, ...page }) : getWritersPage(page),
    // Only for the counts beside each name; the list itself does not depend on it.
    getPublicArticleCounts().catch(() => new Map<number, number>()),
  ]);
  return { writer, name, list, articleCounts };
}

export function HydrateFallback() {
  return null;
}

export default function WritersList({ loaderData: d }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const isAdmin = d.writer.role === 'admin';
  const { writers, meta } = d.list;

  function update(next: { name?: string; page?: number }) {
    const merged = new URLSearchParams(params);
    if (next.name !== undefined) {
      if (next.name) merged.set('name', next.name);
      else merged.delete('name');
      merged.delete('page');
    }
    if (next.page) merged.set('page', String(next.page));
    setParams(merged);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          ライター一覧
        </Title>
        {isAdmin && (
          <Button component={Link} to="/admin/writers/new" leftSection={<IconUserPlus size={18} />}>
            ライターを追加
          </Button>
        )}
      </Group>
      <SearchBox
        key={d.name}
        label="名前で検索"
        placeholder="例：山田"
        value={d.name}
        onSearch={(name) => update({ name })}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {d.name ? `「${d.name}」の検索結果：` : ''}
        {meta.total}人
      </Text>
      {writers.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{d.name ? '該当するライターはいません。' : 'ライターはまだいません。'}</Text>
        </Paper>
      ) : (
        <WriterList
          writers={writers}
          articleCounts={d.articleCounts}
          isAdmin={isAdmin}
          onChanged={() => revalidator.revalidate()}
        />
      )}
      <ListPagination meta={meta} onChange={(page) => update({ page })} />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
