// /admin/reviewers (admin only): the 監修者 articles may name — add, edit, trash, restore — page by page,
// with a search and the trash. Page, keyword and view live in the URL.
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStethoscope } from '@tabler/icons-react';
import { useRevalidator } from 'react-router';
import type { Reviewer } from '../../../contract/reviewers.ts';
import { ListEmptyState } from '../../components/admin/list-empty-state.tsx';
import { ListHeader } from '../../components/admin/list-header.tsx';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { getReviewers, getReviewersInput } from '../../features/reviewers/api/get-reviewers.ts';
import { restoreReviewer } from '../../features/reviewers/api/restore-reviewer.ts';
import { DeleteReviewerModal } from '../../features/reviewers/components/delete-reviewer-modal.tsx';
import { ReviewerFormModal } from '../../features/reviewers/components/reviewer-form-modal.tsx';
import { ReviewersTable } from '../../features/reviewers/components/reviewers-table.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import { useListNavigation } from '../../hooks/use-list-navigation.ts';
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
  const revalidator = useRevalidator();
  const dialogs = useListDialogs<Reviewer>();
  const { go, reloadAfterRemoval } = useListNavigation(d);

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
      <ListHeader title="監修者" addLabel="監修者を登録" onAdd={d.list ? () => dialogs.edit('new') : undefined} />
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
              <ListEmptyState
                icon={<IconStethoscope size={28} />}
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
            ) : (
              <Paper withBorder>
                <ReviewersTable
                  reviewers={d.list.reviewers}
                  onEdit={dialogs.edit}
                  onDelete={dialogs.remove}
                  onRestore={(reviewer) => void restore(reviewer)}
                />
              </Paper>
            )}
            <ListPagination meta={d.list.meta} onChange={(page) => go({ page })} />
          </Stack>
        )}
      </AdminOnly>
      {dialogs.editing && (
        <ReviewerFormModal
          reviewer={dialogs.editing === 'new' ? null : dialogs.editing}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      <DeleteReviewerModal
        reviewer={dialogs.removing}
        onClose={dialogs.close}
        onDeleted={() => {
          dialogs.close();
          if (d.list) reloadAfterRemoval(d.list.meta, d.list.reviewers.length);
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
