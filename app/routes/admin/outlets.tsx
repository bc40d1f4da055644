// /admin/outlets 「配信先」 (admin only): the news apps our articles go to, each switched on or off
// with its rule. A switched-off outlet's feed answers 404.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeedOutlet } from '../../../contract/feed-outlets.ts';
import { getOutlets } from '../../features/feeds/api/get-outlets.ts';
import { OutletCard } from '../../features/feeds/components/outlet-card.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { categoryFilterOptions, getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import type { Route } from './+types/outlets';

export function meta() {
  return [{ title: '配信先 | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader() {
  const writer = await requireSession();
  // The API refuses writers: they get the page's explanation, not an error.
  if (writer.role !== 'admin') return { outlets: null, categories: [], siteUrl: window.location.origin };
  const [outlets, categories] = await Promise.all([getOutlets(), getCategorySelection()]);
  return { outlets, categories, siteUrl: window.location.origin };
}

export function HydrateFallback() {
  return null;
}

export default function Outlets({ loaderData: d }: Route.ComponentProps) {
  const [outlets, setOutlets] = useState<FeedOutlet[] | null>(d.outlets);
  const categoryOptions = categoryFilterOptions(d.categories);

  return (
    <Stack>
      <Title order={1} size="h2">
        配信先
      </Title>
      <AdminOnly>
        {outlets && (
          <Stack>
            <Text size="sm" c="dimmed">
              ニュースアプリ（SmartNews・グノシー・LINE
              NEWS・Yahoo!ニュース）に送るフィードを、配信先ごとにオン・オフし、送る記事のルールを決めます。記事ごとに送らない配信先は、記事の編集画面の「配信」で選べます。
            </Text>
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              フィードのリンクには配信先ごとの計測パラメータ（utm_source）が付き、アクセス解析で配信先別に数えられます。
            </Alert>
            {outlets.map((outlet) => (
              <OutletCard
                key={outlet.id}
                outlet={outlet}
                categoryOptions={categoryOptions}
                siteUrl={d.siteUrl}
                onSaved={(saved) => setOutlets((all) => (all ?? []).map((o) => (o.id === saved.id ? saved : o)))}
              />
            ))}
          </Stack>
        )}
      </AdminOnly>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
