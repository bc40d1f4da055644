// /admin/series (admin only): 連載 as numbered series (decision 037): add, edit and delete them. Which
// article is which episode is set in the article editor's 連載 section.
import { Paper, Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { Series } from '../../../contract/series.ts';
import { ListEmptyState } from '../../components/admin/list-empty-state.tsx';
import { ListHeader } from '../../components/admin/list-header.tsx';
import { getSeriesList } from '../../features/series/api/get-series-list.ts';
import { DeleteSeriesModal } from '../../features/series/components/delete-series-modal.tsx';
import { SeriesFormModal } from '../../features/series/components/series-form-modal.tsx';
import { SeriesTable } from '../../features/series/components/series-table.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import type { Route } from './+types/series';

export function meta() {
  return [{ title: '連載 | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader() {
  const writer = await requireSession();
  return { list: writer.role === 'admin' ? await getSeriesList() : null };
}

export function HydrateFallback() {
  return null;
}

export default function SeriesAdmin({ loaderData: d }: Route.ComponentProps) {
  const dialogs = useListDialogs<Series>();

  return (
    <Stack>
      <ListHeader title="連載" addLabel="連載を追加" onAdd={d.list ? () => dialogs.edit('new') : undefined} />
      <AdminOnly>
        {d.list && (
          <Stack>
            <Text size="sm" c="dimmed">
              記事を「第1話」「第2話」と番号順に並べる連載です。記事の編集画面の「連載」で、連載と話数を選びます。
            </Text>
            {d.list.series.length === 0 ? (
              <ListEmptyState
                icon={<IconBooks size={28} />}
                title="連載はまだありません"
                description="連載を追加すると、記事の編集画面で第何話かを選べるようになります。"
              />
            ) : (
              <Paper withBorder>
                <SeriesTable series={d.list.series} onEdit={dialogs.edit} onDelete={dialogs.remove} />
              </Paper>
            )}
          </Stack>
        )}
      </AdminOnly>
      {dialogs.editing && (
        <SeriesFormModal
          series={dialogs.editing === 'new' ? null : dialogs.editing}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      <DeleteSeriesModal series={dialogs.removing} onClose={dialogs.close} onDeleted={dialogs.done} />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
