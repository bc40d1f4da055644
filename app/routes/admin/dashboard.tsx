// /admin: my drafts, my scheduled articles, the latest articles and the last 7 days' views.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getViewSummary, totalViews } from '../../features/analytics/api/get-view-summary.ts';
import { getArticles } from '../../features/articles/api/get-articles.ts';
import { ArticleMiniList } from '../../features/articles/components/article-mini-list.tsx';
import { requireSession } from '../../features/session/session.ts';
import type { Route } from './+types/dashboard';

export async function clientLoader() {
  const writer = await requireSession();
  const mine = { writer_id: writer.id };
  const [drafts, scheduled, recent, summary] = await Promise.all([
    getArticles({ ...mine, status: 'draft', per: 5 }),
    getArticles({ ...mine, status: 'scheduled', per: 5, sort: 'published_at', order: 'asc' }),
    getArticles({ per: 5, sort: 'updated_at' }),
    // Views are a bonus: the dashboard still opens when analytics is unavailable.
    getViewSummary({ days: 7 }).catch(() => undefined),
  ]);
  return { writer, drafts, scheduled, recent, summary };
}

export function HydrateFallback() {
  return null;
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const views = totalViews(d.summary);
  const visitors = d.summary?.days.reduce((n, day) => n + day.visitors, 0) ?? null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          ダッシュボード
        </Title>
        <Button component={Link} to="/admin/articles/new_article" leftSection={<IconPencilPlus size={18} />}>
          新しい記事を書く
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {d.writer.name}さん、おつかれさまです。
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {views !== null && (
          <Card withBorder>
            <Group justify="space-between">
              <Title order={2} size="h4">
                直近7日間のアクセス
              </Title>
              <Anchor component={Link} to="/admin/analytics" size="sm">
                詳しく見る
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {d.writer.role === 'admin' ? 'サイト全体' : 'あなたの記事'}
            </Text>
            <Group mt="sm" gap="xl">
              <div>
                <Text size="xs" c="dimmed">
                  ページビュー
                </Text>
                <Text fz={28} fw={700} data-testid="views-7d">
                  {views.toLocaleString('ja-JP')}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  訪問者（日ごとの合計）
                </Text>
                <Text fz={28} fw={700}>
                  {(visitors ?? 0).toLocaleString('ja-JP')}
                </Text>
              </div>
            </Group>
          </Card>
        )}
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              自分の下書き
            </Title>
            <Text size="sm" c="dimmed">
              {d.drafts.meta.total}件
            </Text>
          </Group>
          <ArticleMiniList articles={d.drafts.articles} empty="下書きはありません" />
          {d.drafts.meta.total > d.drafts.articles.length && (
            <Anchor component={Link} to={`/admin/articles?status=draft&writer_id=${d.writer.id}`} size="sm" mt="sm">
              すべて見る
            </Anchor>
          )}
        </Card>
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              予約中の記事
            </Title>
            <Text size="sm" c="dimmed">
              {d.scheduled.meta.total}件
            </Text>
          </Group>
          <ArticleMiniList articles={d.scheduled.articles} empty="予約中の記事はありません" />
        </Card>
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              最近更新された記事
            </Title>
            <Anchor component={Link} to="/admin/articles" size="sm">
              記事一覧へ
            </Anchor>
          </Group>
          <ArticleMiniList articles={d.recent.articles} empty="まだ記事がありません" />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
