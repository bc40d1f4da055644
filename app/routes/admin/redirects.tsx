// /admin/redirects (admin only): the old addresses that answer 301, page by page, with a search over
// both addresses, and add, edit and delete. Page and keyword live in the URL.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { Redirect } from '../../../contract/redirects.ts';
import { ListEmptyState } from '../../components/admin/list-empty-state.tsx';
import { ListHeader } from '../../components/admin/list-header.tsx';
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
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import { useListNavigation } from '../../hooks/use-list-navigation.ts';
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
  const dialogs = useListDialogs<Redirect>();
  const { go, reloadAfterRemoval } = useListNavigation(d);

  return (
    <Stack>
      <ListHeader
        title="リダイレクト"
        addLabel="リダイレクトを追加"
        onAdd={d.list ? () => dialogs.edit('new') : undefined}
      />
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
              <ListEmptyState
                icon={<IconRoute size={28} />}
                title={d.keyword ? '条件に合うリダイレクトはありません' : 'リダイレクトはまだありません'}
                description={
                  d.keyword
                    ? '別のキーワードで検索するか、検索語を消して一覧に戻ってください。'
                    : '記事の URL を変えたときや、ほかのサイトから移転したときに、古いアドレスを新しいアドレスへ転送できます。'
                }
              >
                {d.keyword && (
                  <Button variant="light" onClick={() => go({ keyword: '' })}>
                    すべてのリダイレクトを表示
                  </Button>
                )}
              </ListEmptyState>
            ) : (
              <Paper withBorder>
                <RedirectsTable redirects={d.list.redirects} onEdit={dialogs.edit} onDelete={dialogs.remove} />
              </Paper>
            )}
            <ListPagination meta={d.list.meta} onChange={(page) => go({ page })} />
          </Stack>
        )}
      </AdminOnly>
      {dialogs.editing && (
        <RedirectFormModal
          redirect={dialogs.editing === 'new' ? null : dialogs.editing}
          findArticles={findArticles}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      <DeleteRedirectModal
        redirect={dialogs.removing}
        onClose={dialogs.close}
        onDeleted={() => {
          dialogs.close();
          if (d.list) reloadAfterRemoval(d.list.meta, d.list.redirects.length);
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
