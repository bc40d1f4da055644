// /admin/articles: every article the signed-in writer may manage, with search, filters, sort,
// pagination and bulk move to trash. The query lives in the URL.
import { Alert, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { pageWindow } from '../../../contract/common.ts';
import { articlesQuerySchema, getArticles } from '../../features/articles/api/get-articles.ts';
import { ArticleCards } from '../../features/articles/components/article-cards.tsx';
import { ArticleFilters, type Filters } from '../../features/articles/components/article-filters.tsx';
import { ArticlesTable } from '../../features/articles/components/articles-table.tsx';
import { TrashArticlesButton } from '../../features/articles/components/trash-articles-button.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getAllWriters } from '../../features/writers/api/get-writers.ts';
import { formatTotal } from '../../lib/format.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/articles';

const PER = 20;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query, valid } = queryFromUrl(articlesQuerySchema, request, { per: PER });
  const [list, categories, writers] = await Promise.all([getArticles(query), getCategorySelection(), getAllWriters()]);
  return { writer, list, categories, writers, invalidQuery: !valid };
}

export function HydrateFallback() {
  return null;
}

export default function Articles({ loaderData: d }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const names = useMemo(() => new Map(d.writers.map((w) => [w.id, w.name])), [d.writers]);
  const isAdmin = d.writer.role === 'admin';
  const phone = useMediaQuery('(max-width: 48em)');

  const filters: Filters = {
    keyword: params.get('keyword') ?? '',
    status: params.get('status') ?? '',
    review: params.get('review') ?? '',
    category: params.get('category') ?? '',
    writer_id: params.get('writer_id') ?? '',
    sort: params.get('sort') ?? 'updated_at',
    order: params.get('order') ?? 'desc',
  };

  function update(next: Partial<Filters> & { page?: string }) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setSelected(new Set());
    setParams(merged);
  }

  const { articles, meta } = d.list;
  const shown = pageWindow(meta);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          記事
        </Title>
        <Button component={Link} to="/admin/articles/new_article" leftSection={<IconPencilPlus size={18} />}>
          新規作成
        </Button>
      </Group>
      <Paper withBorder p="md">
        <ArticleFilters
          key={params.toString()}
          value={filters}
          onChange={update}
          categories={d.categories}
          writers={isAdmin ? d.writers : null}
        />
      </Paper>
      {d.invalidQuery && <Alert color="yellow">検索条件が正しくなかったので、すべての記事を表示しています。</Alert>}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {meta.total > 0 &&
            `${formatTotal(meta)}${meta.total_capped ? 'のうち' : '中'} ${shown.offset + 1}〜${Math.min(shown.offset + shown.limit, meta.total)}件`}
        </Text>
        <TrashArticlesButton
          articles={articles.filter((a) => selected.has(a.id))}
          onDone={() => {
            setSelected(new Set());
            revalidator.revalidate();
          }}
        />
      </Group>
      {articles.length === 0 ? (
        <Paper withBorder p="xl" ta="center" role="status">
          <Text fw={700}>該当する記事はありません</Text>
          <Text size="sm" c="dimmed" mt={4}>
            キーワードや絞り込みの条件を変えてお試しください。
          </Text>
        </Paper>
      ) : phone ? (
        <ArticleCards
          articles={articles}
          selected={selected}
          onSelect={setSelected}
          writerName={(id) => names.get(id) ?? null}
          currentWriterId={d.writer.id}
        />
      ) : (
        <Paper withBorder>
          <ArticlesTable
            articles={articles}
            selected={selected}
            onSelect={setSelected}
            writerName={(id) => names.get(id) ?? null}
            currentWriterId={d.writer.id}
          />
        </Paper>
      )}
      {meta.total_pages > 1 && (
        <Group justify="center">
          <Pagination
            total={meta.total_pages}
            value={meta.page}
            onChange={(page) => update({ page: String(page) })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? '次のページ' : control === 'previous' ? '前のページ' : undefined,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
