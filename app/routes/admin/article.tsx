// /admin/articles/{id}: one article read-only, with its status, dates, writer, tags and views.
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../contract/time.ts';
import { getViewSummary, totalViews } from '../../features/analytics/api/get-view-summary.ts';
import { getArticle } from '../../features/articles/api/get-article.ts';
import { articleState } from '../../features/articles/article-status.ts';
import { PrBadge } from '../../features/articles/components/pr-badge.tsx';
import { StatusBadge } from '../../features/articles/components/status-badge.tsx';
import { requireSession } from '../../features/session/session.ts';
import { idFromParam, orApiNotFound } from '../../lib/api-not-found.ts';
import type { Route } from './+types/article';

export function meta({ loaderData: d }: Route.MetaArgs) {
  return [
    { title: `${d?.article.title ?? '記事'} | Salvia 管理画面` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireSession();
  const id = idFromParam(params.id);
  const [article, summary] = await orApiNotFound(
    Promise.all([getArticle(id), getViewSummary({ days: 30, article_id: id }).catch(() => undefined)]),
  );
  return {
    article,
    views30: totalViews(summary),
    views7: totalViews(summary ? { ...summary, days: summary.days.slice(-7) } : undefined),
  };
}

export function HydrateFallback() {
  return null;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export default function AdminArticle({ loaderData: d }: Route.ComponentProps) {
  const a = d.article;
  const state = articleState(a);
  const publicUrl =
    state === 'published' ? `/articles/${a.id}` : `/articles/preview/${encodeURIComponent(a.title)}?id=${a.id}`;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/articles" size="sm">
          記事
        </Anchor>
        <span>詳細</span>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h3" style={{ flex: 1, minWidth: 240 }}>
          {a.title}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={`/admin/articles/edit_article/${a.id}`} leftSection={<IconPencil size={16} />}>
            編集
          </Button>
          <Button
            component="a"
            href={publicUrl}
            target="_blank"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {state === 'published' ? 'サイトで見る' : 'プレビュー'}
          </Button>
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          <Fact label="状態">
            <StatusBadge article={a} />
          </Fact>
          <Fact label="ライター">{a.writer.name}</Fact>
          <Fact label="カテゴリ">
            {a.category ? `${a.category.parent ? `${a.category.parent.title} › ` : ''}${a.category.title}` : '未分類'}
          </Fact>
          <Fact label="公開日時">{a.published_at ? formatDateTime(a.published_at) : '—'}</Fact>
          <Fact label="作成日時">{formatDateTime(a.created_at)}</Fact>
          <Fact label="更新日時">{formatDateTime(a.updated_at)}</Fact>
          {d.views7 !== null && <Fact label="閲覧数（7日間）">{d.views7.toLocaleString('ja-JP')}</Fact>}
          {d.views30 !== null && (
            <Fact label="閲覧数（30日間）">
              <Anchor component={Link} to={`/admin/analytics?days=30&article_id=${a.id}`}>
                {d.views30.toLocaleString('ja-JP')}
              </Anchor>
            </Fact>
          )}
          <Fact label="編集中">{a.locked_by ? `${a.locked_by.name}さん` : 'なし'}</Fact>
        </SimpleGrid>
        <Group gap={6} mt="md">
          <PrBadge article={a} withSponsor />
          {a.is_highlight && (
            <Badge color="grape" variant="light">
              注目記事
            </Badge>
          )}
          {a.tags.map((t) => (
            <Badge key={t.id} variant="outline" color="gray">
              #{t.title}
            </Badge>
          ))}
        </Group>
      </Card>
      <Card withBorder>
        {a.thumbnail_url && <Image src={a.thumbnail_url} alt="" radius="sm" mah={320} fit="cover" mb="md" />}
        {a.lead && (
          <Text c="dimmed" mb="md">
            {a.lead}
          </Text>
        )}
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitised on the server when saved */}
          <div dangerouslySetInnerHTML={{ __html: a.body_html }} />
        </Typography>
      </Card>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
