// /admin/series (admin only): 連載 as numbered series (decision 037): add, edit and delete them. Which
// article is which episode is set in the article editor's 連載 section.
import { Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Series } from '../../../contract/series.ts';
import { getSeriesList } from '../../features/series/api/get-series-list.ts';
import { DeleteSeriesModal } from '../../features/series/components/delete-series-modal.tsx';
import { SeriesFormModal } from '../../features/series/components/series-form-modal.tsx';
import { SeriesTable } from '../../features/series/components/series-table.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
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
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Series | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Series | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          連載
        </Title>
        {d.list && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            連載を追加
          </Button>
        )}
      </Group>
      <AdminOnly>
        {d.list && (
          <Stack>
            <Text size="sm" c="dimmed">
              記事を「第1話」「第2話」と番号順に並べる連載です。記事の編集画面の「連載」で、連載と話数を選びます。
            </Text>
            {d.list.series.length === 0 ? (
              <Paper withBorder>
                <EmptyState
                  py="xl"
                  icon={<IconBooks size={28} />}
                  withIndicatorBackground
                  title="連載はまだありません"
                  description="連載を追加すると、記事の編集画面で第何話かを選べるようになります。"
                />
              </Paper>
            ) : (
              <Paper withBorder>
                <SeriesTable series={d.list.series} onEdit={setEditing} onDelete={setDeleting} />
              </Paper>
            )}
          </Stack>
        )}
      </AdminOnly>
      {editing && (
        <SeriesFormModal
          series={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
      <DeleteSeriesModal
        series={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          revalidator.revalidate();
        }}
      />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
