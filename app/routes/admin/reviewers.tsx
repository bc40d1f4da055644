// /admin/reviewers (admin only): the 監修者 articles may name — add, edit, trash, restore — page by page,
// with a search and the trash. Page, keyword and view live in the URL.
import { Button, EmptyState, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { Reviewer } from '../../../contract/reviewers.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { getReviewers, getReviewersInput } from '../../features/reviewers/api/get-reviewers.ts';
import { restoreReviewer } from '../../features/reviewers/api/restore-reviewer.ts';
import { DeleteReviewerModal } from '../../features/reviewers/components/delete-reviewer-modal.tsx';
import { ReviewerFormModal } from '../../features/reviewers/components/reviewer-form-modal.tsx';
import { ReviewersTable } from '../../features/reviewers/components/reviewers-table.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { formatTotal } from '../../lib/format.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/reviewers';

const PER = 20;

export function meta() {
  return [{ title: '監修者 | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query } = queryFromUrl(getReviewersInput, request, { per: PER });
  return {
    keyword: query.keyword ?? '',
    trash: query.trash === 'true',
    // Writers may read the list (to name reviewers) but not manage it: they get the page's explanation.
    list: writer.role === 'admin' ? await getReviewers(query) : null,
  };
}

export function HydrateFallback() {
  return null;
}

export default function Reviewers({ loaderData: d }: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Reviewer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Reviewer | null>(null);

  function go(next: { keyword?: string; page?: number; trash?: boolean }) {
    const keyword = next.keyword ?? d.keyword;
    const trash = next.trash ?? d.trash;
    const query: Record<string, string> = {};
    if (keyword) query.keyword = keyword;
    if (trash) query.trash = 'true';
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  }

  async function restore(reviewer: Reviewer) {
    try {
      await restoreReviewer(reviewer.id);
      notifications.show({ color: 'teal', message: `「${reviewer.name}」をゴミ箱から戻しました` });
      revalidator.revalidate();
    } catch (error) {
      notifications.show({ color: 'red', title: '戻せませんでした', message: (error as Error).message });
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          監修者
        </Title>
        {d.list && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            監修者を登録
          </Button>
        )}
      </Group>
      <AdminOnly>
        {d.list && (
          <Stack>
            <Text size="sm" c="dimmed">
              医師・管理栄養士など、記事の内容を確認する専門家です。記事の編集画面で選ぶと、記事の冒頭と末尾に「監修」として表示されます。
            </Text>
            <Paper withBorder p="md">
              <Group align="flex-end" gap="md">
                <div style={{ flex: 1, minWidth: 220 }}>
                  <SearchBox
                    key={d.keyword}
                    label="監修者を検索"
                    placeholder="名前・よみ・肩書き・所属"
                    value={d.keyword}
                    onSearch={(keyword) => go({ keyword, page: 1 })}
                  />
                </div>
                <SegmentedControl
                  aria-label="表示する監修者"
                  value={d.trash ? 'trash' : 'live'}
                  onChange={(value) => go({ trash: value === 'trash', page: 1 })}
                  data={[
                    { value: 'live', label: '登録中' },
                    { value: 'trash', label: 'ゴミ箱' },
                  ]}
                />
              </Group>
            </Paper>
            <Text size="sm" c="dimmed" aria-live="polite">
              {d.keyword && `「${d.keyword}」の検索結果: `}
              {formatTotal(d.list.meta)}
            </Text>
            {d.list.reviewers.length === 0 ? (
              <Paper withBorder>
                <EmptyState
                  py="xl"
                  icon={<IconStethoscope size={28} />}
                  withIndicatorBackground
                  title={
                    d.keyword
                      ? '条件に合う監修者はいません'
                      : d.trash
                        ? 'ゴミ箱に監修者はいません'
                        : '監修者はまだ登録されていません'
                  }
                  description={
                    d.keyword || d.trash
                      ? undefined
                      : '美容・健康の記事を確認してくれる医師や管理栄養士を登録すると、記事の監修者として選べます。'
                  }
                />
              </Paper>
            ) : (
              <Paper withBorder>
                <ReviewersTable
                  reviewers={d.list.reviewers}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onRestore={(reviewer) => void restore(reviewer)}
                />
              </Paper>
            )}
            <ListPagination meta={d.list.meta} onChange={(page) => go({ page })} />
          </Stack>
        )}
      </AdminOnly>
      {editing && (
        <ReviewerFormModal
          reviewer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
      <DeleteReviewerModal
        reviewer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          if (d.list && d.list.reviewers.length === 1 && d.list.meta.page > 1) go({ page: d.list.meta.page - 1 });
          else revalidator.revalidate();
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
