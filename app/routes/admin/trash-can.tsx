// /admin/trash_can: the trash, one tab per kind (記事・カテゴリ・タグ・ライター). Writers get only
// their own articles, as the API allows; the tab lives in the URL.
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { requireSession } from '../../features/session/session.ts';
import { TrashPanel } from '../../features/trash/components/trash-panel.tsx';
import { trashKindsFor } from '../../features/trash/trash-kinds.ts';
import type { Route } from './+types/trash-can';

export async function clientLoader() {
  return { writer: await requireSession() };
}

export function HydrateFallback() {
  return null;
}

export default function TrashCan({ loaderData: d }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const kinds = trashKindsFor(d.writer.role);
  const active = kinds.find((k) => k.key === params.get('tab')) ?? kinds[0];

  return (
    <Stack>
      <Title order={1} size="h2">
        ゴミ箱
      </Title>
      {d.writer.role !== 'admin' && (
        <Text size="sm" c="dimmed">
          ご自身の記事のゴミ箱です。カテゴリ・タグ・ライターのゴミ箱は管理者だけが使えます。
        </Text>
      )}
      <Tabs
        value={active?.key ?? null}
        onChange={(tab) => setParams(tab ? { tab } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {kinds.map((kind) => (
            <Tabs.Tab key={kind.key} value={kind.key}>
              {kind.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((kind) => (
          <Tabs.Panel key={kind.key} value={kind.key}>
            <TrashPanel kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
