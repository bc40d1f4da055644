// /admin/writers/new and /admin/writers/edit?id= (admin only): one form for a new writer and for
// editing anyone, role included. A writer who opens the edit page for themselves is sent to their
// profile page, which asks for the current password as the server does.
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import type { Writer } from '../../../contract/writers.ts';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { rememberWriter, requireSession } from '../../features/session/session.ts';
import { getWriter } from '../../features/writers/api/get-writer.ts';
import { WriterForm } from '../../features/writers/components/writer-form.tsx';
import { idFromParam, orApiNotFound } from '../../lib/api-not-found.ts';
import type { Route } from './+types/writer-editor';

export function meta({ loaderData: d }: Route.MetaArgs) {
  return [
    { title: `${d?.writer ? `${d.writer.name}を編集` : 'ライター追加'} | Salvia 管理画面` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireSession();
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/edit')) return { me, writer: null };
  const id = idFromParam(url.searchParams.get('id') ?? undefined);
  if (me.role !== 'admin') {
    if (id === me.id) throw redirect('/admin/writers/profile');
    return { me, writer: null };
  }
  return { me, writer: await orApiNotFound(getWriter(id)) };
}

export function HydrateFallback() {
  return null;
}

export default function WriterEditor({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const editing = d.writer;

  function onSaved(saved: Writer) {
    notifications.show({
      color: 'teal',
      message: editing ? `${saved.name}さんの情報を保存しました` : `${saved.name}さんを追加しました`,
    });
    // An admin who edits themselves here sees the header follow.
    if (saved.id === d.me.id) {
      rememberWriter(saved);
      void revalidator.revalidate();
    }
    navigate(`/admin/writers/${saved.id}`);
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/writers/list" size="sm">
          ライター一覧
        </Anchor>
        {editing && (
          <Anchor component={Link} to={`/admin/writers/${editing.id}`} size="sm">
            {editing.name}
          </Anchor>
        )}
        <span>{editing ? '編集' : 'ライター追加'}</span>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {editing ? `${editing.name}さんを編集` : 'ライター追加'}
      </Title>
      <AdminOnly>
        <WriterForm key={editing?.id ?? 'new'} writer={editing ?? undefined} onSaved={onSaved} />
      </AdminOnly>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
