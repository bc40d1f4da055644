// /admin/writers/{id}: a writer's profile as staff see it, with their latest articles (drafts too
// for an admin or the writer themselves, public ones for everyone else) and the admin's actions.
import { Anchor, Avatar, Breadcrumbs, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, redirect, useNavigate } from 'react-router';
import { formatDate } from '../../../contract/time.ts';
import { getArticles } from '../../features/articles/api/get-articles.ts';
import { getArticlesByWriter } from '../../features/articles/api/get-articles-by-writer.ts';
import { ArticleMiniList } from '../../features/articles/components/article-mini-list.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getWriter } from '../../features/writers/api/get-writer.ts';
import { RoleBadge } from '../../features/writers/components/role-badge.tsx';
import { WriterActions } from '../../features/writers/components/writer-actions.tsx';
import { idFromParam, orApiNotFound } from '../../lib/api-not-found.ts';
import type { Route } from './+types/writer';

const PER = 10;

export function meta({ loaderData: d }: Route.MetaArgs) {
  return [
    { title: `${d?.writer.name ?? 'ライター'} | Salvia 管理画面` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const me = await requireSession();
  if (params.id === undefined) throw redirect('/admin/writers/list');
  const id = idFromParam(params.id);
  const canManage = me.role === 'admin' || me.id === id;
  const [writer, articles] = await orApiNotFound(
    Promise.all([
      getWriter(id),
      canManage ? getArticles({ writer_id: id, per: PER }) : getArticlesByWriter({ writer_id: id, per: PER }),
    ]),
  );
  return { me, writer, articles, canManage };
}

export function HydrateFallback() {
  return null;
}

export default function AdminWriter({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  const w = d.writer;
  const isAdmin = d.me.role === 'admin';
  const isMe = d.me.id === w.id;
  const allArticles = isAdmin ? `/admin/articles?writer_id=${w.id}` : isMe ? '/admin/articles' : `/writers/${w.id}`;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/writers/list" size="sm">
          ライター一覧
        </Anchor>
        <span>{w.name}</span>
      </Breadcrumbs>
      <Card withBorder>
        <Group align="flex-start" gap="lg">
          <Avatar src={w.profile_img_url} name={w.name} color="salvia" size={96} alt="" />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Group gap="sm">
              <Title order={1} size="h2">
                {w.name}
              </Title>
              <RoleBadge role={w.role} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {w.email}
            </Text>
            <Text size="sm" c="dimmed">
              登録日 {formatDate(w.created_at)}
            </Text>
          </Stack>
          <Group gap="xs">
            {isMe && (
              <Button
                component={Link}
                to="/admin/writers/profile"
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                プロフィールを編集
              </Button>
            )}
            {isAdmin && (
              <>
                <Button
                  component={Link}
                  to={`/admin/writers/edit?id=${w.id}`}
                  variant="light"
                  leftSection={<IconPencil size={16} />}
                >
                  編集
                </Button>
                <WriterActions writer={w} onTrashed={() => navigate('/admin/writers/list')} />
              </>
            )}
          </Group>
        </Group>
        <Text mt="md" style={{ whiteSpace: 'pre-wrap' }} c={w.profile_text ? undefined : 'dimmed'}>
          {w.profile_text || 'プロフィール文はまだありません。'}
        </Text>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {d.canManage ? '記事' : '公開中の記事'}（{d.articles.meta.total}件）
          </Title>
          {d.articles.meta.total > PER && (
            <Anchor component={Link} to={allArticles} size="sm">
              すべて見る
            </Anchor>
          )}
        </Group>
        <ArticleMiniList
          articles={d.articles.articles}
          empty="記事はまだありません。"
          linkTo={d.canManage ? undefined : (a) => `/admin/articles/${a.id}`}
        />
      </Card>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
