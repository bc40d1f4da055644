// /admin/analytics: page views and unique visitors per JST day (7/30/90 days), the outlets readers
// came from, what was read most, and one article's views over time (?article_id=). Admins see the site, writers their own articles.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { summaryQuery } from '../../../contract/analytics.ts';
import { formatDay, jstDay } from '../../../contract/time.ts';
import { getOutletTraffic } from '../../features/analytics/api/get-outlet-traffic.ts';
import { getViewSummary } from '../../features/analytics/api/get-view-summary.ts';
import { OutletTrafficCard } from '../../features/analytics/components/outlet-traffic-card.tsx';
import { getArticle } from '../../features/articles/api/get-article.ts';
import { requireSession } from '../../features/session/session.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/analytics';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query } = queryFromUrl(summaryQuery, request);
  const days = query.days as 7 | 30 | 90;
  const [summary, outlets, article] = await Promise.all([
    getViewSummary({ days, article_id: query.article_id }),
    getOutletTraffic({ days, article_id: query.article_id }),
    query.article_id ? getArticle(query.article_id).catch(() => null) : null,
  ]);
  return { writer, summary, outlets, days, article };
}

export function HydrateFallback() {
  return null;
}

const number = (n: number) => n.toLocaleString('ja-JP');

function Top({ title, rows }: { title: string; rows: { key: string | number; label: ReactNode; views: number }[] }) {
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
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {number(r.views)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`stat-${label}`}>
        {number(value)}
      </Text>
    </Card>
  );
}

export default function Analytics({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const s = d.summary;
  const articleId = params.get('article_id');
  const link = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    return `/admin/analytics?${merged}`;
  };
  // One article's line starts on the day it came out: the days before it had nothing to read.
  const since = articleId && d.article?.published_at ? jstDay(d.article.published_at) : null;
  const days = since ? s.days.filter((day) => day.day >= since) : s.days;
  const data = days.map((day) => ({
    day: day.day.slice(5).replace('-', '/'),
    ページビュー: day.views,
    訪問者: day.visitors,
  }));
  const total = (key: 'views' | 'visitors') => s.days.reduce((sum, day) => sum + day[key], 0);

  return (
    <Stack>
      <Title order={1} size="h2">
        アクセス解析
      </Title>
      {articleId && (
        <Group gap="xs">
          <Button
            component={Link}
            to={link({ article_id: null })}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {d.writer.role === 'admin' ? 'サイト全体' : '自分の記事すべて'}に戻る
          </Button>
          <Text fw={700}>
            {d.article ? (
              <Anchor component={Link} to={`/admin/articles/${articleId}`}>
                {d.article.title}
              </Anchor>
            ) : (
              `記事 #${articleId}`
            )}
            の閲覧数
          </Text>
        </Group>
      )}
      <SegmentedControl
        value={String(d.days)}
        onChange={(days) => navigate(link({ days }))}
        aria-label="期間"
        data={[
          { value: '7', label: '7日間' },
          { value: '30', label: '30日間' },
          { value: '90', label: '90日間' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={2}>
        <Stat label="ページビュー" value={total('views')} />
        <Stat label="延べ訪問者数" value={total('visitors')} />
      </SimpleGrid>
      <Card withBorder>
        <Text size="sm" c="dimmed" mb="xs">
          日本時間の日ごとのページビューと訪問者数（1分ごとに集計）
          {since && since > (s.days[0]?.day ?? since) && `。公開日の${formatDay(since)}から表示しています`}
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
      <OutletTrafficCard traffic={d.outlets} />
      {!articleId && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Top
            title="よく読まれた記事"
            rows={s.top_articles.map((a) => ({
              key: a.id,
              label: (
                <Anchor component={Link} to={link({ article_id: String(a.id) })} size="sm">
                  {a.title}
                </Anchor>
              ),
              views: a.views,
            }))}
          />
          <Top title="カテゴリ" rows={s.top_categories.map((a) => ({ key: a.id, label: a.title, views: a.views }))} />
          <Top title="タグ" rows={s.top_tags.map((a) => ({ key: a.id, label: a.title, views: a.views }))} />
          <Top title="参照元" rows={s.top_referrers.map((a) => ({ key: a.host, label: a.host, views: a.views }))} />
        </SimpleGrid>
      )}
      {articleId && (
        <Top title="参照元" rows={s.top_referrers.map((a) => ({ key: a.host, label: a.host, views: a.views }))} />
      )}
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
