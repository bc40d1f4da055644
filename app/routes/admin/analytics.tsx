// /admin/analytics: page views and unique visitors per JST day (7/30/90 days), and what was read most.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { Summary } from '../../../contract/analytics.ts';
import { requireSession } from '../../lib/admin-session.ts';
import { api } from '../../lib/api-client.ts';

export async function clientLoader({ request }: { request: Request }) {
  await requireSession();
  const days = new URL(request.url).searchParams.get('days') ?? '7';
  return { summary: await api<Summary>('GET', 'analytics/summary', { query: { days } }) };
}

function Top({ title, rows }: { title: string; rows: { key: string | number; label: string; views: number }[] }) {
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          まだデータがありません
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{r.views.toLocaleString('ja-JP')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export default function Analytics() {
  const { summary: s } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const data = s.days.map((d) => ({
    day: d.day.slice(5).replace('-', '/'),
    ページビュー: d.views,
    訪問者: d.visitors,
  }));
  return (
    <Stack>
      <Title order={1} size="h2">
        アクセス解析
      </Title>
      <SegmentedControl
        value={params.get('days') ?? '7'}
        onChange={(days) => navigate(`/admin/analytics?days=${days}`)}
        data={[
          { value: '7', label: '7日間' },
          { value: '30', label: '30日間' },
          { value: '90', label: '90日間' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Card withBorder>
        <Text size="sm" c="dimmed" mb="xs">
          日本時間の日ごとのページビューと訪問者数
        </Text>
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          series={[
            { name: 'ページビュー', color: 'salvia.6' },
            { name: '訪問者', color: 'teal.6' },
          ]}
          withLegend
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Top
          title="よく読まれた記事"
          rows={s.top_articles.map((a) => ({ key: a.id, label: a.title, views: a.views }))}
        />
        <Top title="カテゴリ" rows={s.top_categories.map((a) => ({ key: a.id, label: a.title, views: a.views }))} />
        <Top title="タグ" rows={s.top_tags.map((a) => ({ key: a.id, label: a.title, views: a.views }))} />
        <Top title="参照元" rows={s.top_referrers.map((a) => ({ key: a.host, label: a.host, views: a.views }))} />
      </SimpleGrid>
    </Stack>
  );
}
