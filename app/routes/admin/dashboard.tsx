// /admin: what waits for me in the review (校正待ち for admins, 差し戻し for writers), the updates of
// live articles in the works (予約更新), my drafts, my scheduled articles, the latest articles and the
// last 7 days' views.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ManageArticleList } from '../../../contract/articles.ts';
import { getViewSummary, totalViews } from '../../features/analytics/api/get-view-summary.ts';
import { getArticles } from '../../features/articles/api/get-articles.ts';
import { listScheduledUpdates } from '../../features/articles/api/scheduled-update.ts';
import { ArticleMiniList } from '../../features/articles/components/article-mini-list.tsx';
import { UpdateMiniList } from '../../features/articles/components/update/update-mini-list.tsx';
import { requireSession } from '../../features/session/session.ts';
import type { Route } from './+types/dashboard';

export async function clientLoader() {
  const writer = await requireSession();
  const mine = { writer_id: writer.id };
  // An admin reviews everyone's submissions; a writer follows their own.
  const waiting = writer.role === 'admin' ? {} : mine;
  const [pending, returned, drafts, scheduled, recent, summary, updates] = await Promise.all([
    getArticles({ ...waiting, review: 'pending', per: 5, sort: 'updated_at', order: 'asc' }),
    getArticles({ ...mine, review: 'returned', per: 5 }),
    getArticles({ ...mine, status: 'draft', per: 5 }),
    getArticles({ ...mine, status: 'scheduled', per: 5, sort: 'published_at', order: 'asc' }),
    getArticles({ per: 5, sort: 'updated_at' }),
    // Views are a bonus: the dashboard still opens when analytics is unavailable.
    getViewSummary({ days: 7 }).catch(() => undefined),
    // An admin's queue is the submitted ones; a writer follows every update of their own articles.
    listScheduledUpdates(writer.role === 'admin' ? { review: 'pending' } : {}),
  ]);
  return { writer, pending, returned, drafts, scheduled, recent, summary, updates: updates.updates };
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
        <ListCard
          title={d.writer.role === 'admin' ? 'あなたの校正待ち' : '校正待ちの自分の記事'}
          list={d.pending}
          empty="校正待ちの記事はありません"
          to={
            d.writer.role === 'admin'
              ? '/admin/articles?review=pending'
              : `/admin/articles?review=pending&writer_id=${d.writer.id}`
          }
        />
        {(d.updates.length > 0 || d.writer.role === 'admin') && (
          <Card withBorder component="section" aria-label="予約更新">
            <Title order={2} size="h4" mb="sm">
              {d.writer.role === 'admin' ? '校正待ちの更新版' : '自分の記事の更新版'}
            </Title>
            <UpdateMiniList updates={d.updates} empty="校正待ちの更新版はありません" />
          </Card>
        )}
        {(d.returned.meta.total > 0 || d.writer.role !== 'admin') && (
          <ListCard
            title="差し戻された記事"
            list={d.returned}
            empty="差し戻された記事はありません"
            to={`/admin/articles?review=returned&writer_id=${d.writer.id}`}
          />
        )}
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
        <ListCard
          title="自分の下書き"
          list={d.drafts}
          empty="下書きはありません"
          to={`/admin/articles?status=draft&writer_id=${d.writer.id}`}
        />
        <ListCard
          title="予約中の記事"
          list={d.scheduled}
          empty="予約中の記事はありません"
          to={`/admin/articles?status=scheduled&writer_id=${d.writer.id}&sort=published_at&order=asc`}
        />
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

/** A dashboard card: a few articles, how many there are, and the filtered list with all of them. */
function ListCard(p: { title: string; list: ManageArticleList; empty: string; to: string }) {
  return (
    <Card withBorder component="section" aria-label={p.title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {p.title}
        </Title>
        <Text size="sm" c="dimmed">
          {p.list.meta.total}件
        </Text>
      </Group>
      <ArticleMiniList articles={p.list.articles} empty={p.empty} />
      {p.list.meta.total > p.list.articles.length && (
        <Anchor component={Link} to={p.to} size="sm" mt="sm">
          すべて見る
        </Anchor>
      )}
    </Card>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
