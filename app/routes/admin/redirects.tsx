// /admin/redirects (admin only): the old addresses that answer 301, page by page, with a search over
// both addresses, and add, edit and delete. Page and keyword live in the URL.
import { Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { Redirect } from '../../../contract/redirects.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { searchPublished } from '../../features/articles/api/search-published.ts';
import { getRedirects, getRedirectsInput } from '../../features/redirects/api/get-redirects.ts';
import type { ArticleOption } from '../../features/redirects/components/article-target-select.tsx';
import { DeleteRedirectModal } from '../../features/redirects/components/delete-redirect-modal.tsx';
import { RedirectFormModal } from '../../features/redirects/components/redirect-form-modal.tsx';
import { RedirectsTable } from '../../features/redirects/components/redirects-table.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { formatTotal } from '../../lib/format.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/redirects';

const PER = 20;

export function meta() {
  return [{ title: 'リダイレクト | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query } = queryFromUrl(getRedirectsInput, request, { per: PER });
  const keyword = query.keyword ?? '';
  // The API refuses writers: they get the page's explanation, not an error.
  return { keyword, list: writer.role === 'admin' ? await getRedirects(query) : null };
}

export function HydrateFallback() {
  return null;
}

/** An article target is picked among the published articles, found by title. */
async function findArticles(title: string): Promise<ArticleOption[]> {
  return (await searchPublished(title, 10)).articles;
}

export default function Redirects({ loaderData: d }: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Redirect | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);

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
          リダイレクト
        </Title>
        {d.list && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            リダイレクトを追加
          </Button>
        )}
      </Group>
      <AdminOnly>
        {d.list && (
          <Stack>
            <Text size="sm" c="dimmed">
              サイトにないアドレス（移転前の記事の URL など）へのアクセスを、転送先へ恒久的に転送（301）します。
            </Text>
            <Paper withBorder p="md">
              <SearchBox
                key={d.keyword}
                label="リダイレクトを検索"
                placeholder="転送元・転送先のパスや URL"
                value={d.keyword}
                onSearch={(keyword) => go({ keyword, page: 1 })}
              />
            </Paper>
            <Text size="sm" c="dimmed" aria-live="polite">
              {d.keyword && `「${d.keyword}」の検索結果: `}
              {formatTotal(d.list.meta)}
            </Text>
            {d.list.redirects.length === 0 ? (
              <Paper withBorder>
                <EmptyState
                  py="xl"
                  icon={<IconRoute size={28} />}
                  withIndicatorBackground
                  title={d.keyword ? '条件に合うリダイレクトはありません' : 'リダイレクトはまだありません'}
                  description={
                    d.keyword
                      ? '別のキーワードで検索するか、検索語を消して一覧に戻ってください。'
                      : '記事の URL を変えたときや、ほかのサイトから移転したときに、古いアドレスを新しいアドレスへ転送できます。'
                  }
                >
                  {d.keyword && (
                    <EmptyState.Actions>
                      <Button variant="light" onClick={() => go({ keyword: '' })}>
                        すべてのリダイレクトを表示
                      </Button>
                    </EmptyState.Actions>
                  )}
                </EmptyState>
              </Paper>
            ) : (
              <Paper withBorder>
                <RedirectsTable redirects={d.list.redirects} onEdit={setEditing} onDelete={setDeleting} />
              </Paper>
            )}
            <ListPagination meta={d.list.meta} onChange={(page) => go({ page })} />
          </Stack>
        )}
      </AdminOnly>
      {editing && (
        <RedirectFormModal
          redirect={editing === 'new' ? null : editing}
          findArticles={findArticles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
      <DeleteRedirectModal
        redirect={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // The last one of a later page went: show the page before it.
          if (d.list && d.list.redirects.length === 1 && d.list.meta.page > 1) go({ page: d.list.meta.page - 1 });
          else revalidator.revalidate();
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
