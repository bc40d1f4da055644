// /admin/writers/profile: the signed-in writer's own name, email, picture, profile text and
// password. After a save the header and the stored session show the new details.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useRevalidator } from 'react-router';
import type { Writer } from '../../../contract/writers.ts';
import { rememberWriter, requireSession } from '../../features/session/session.ts';
import { ProfileForm } from '../../features/writers/components/profile-form.tsx';
import { RoleBadge } from '../../features/writers/components/role-badge.tsx';
import type { Route } from './+types/profile';

export function meta() {
  return [{ title: 'プロフィール | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader() {
  return { writer: await requireSession() };
}

export function HydrateFallback() {
  return null;
}

export default function Profile({ loaderData: d }: Route.ComponentProps) {
  const revalidator = useRevalidator();

  function onSaved(saved: Writer, message: string) {
    rememberWriter(saved);
    void revalidator.revalidate();
    notifications.show({ color: 'teal', message });
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" maw={720}>
        <div>
          <Title order={1} size="h2">
            プロフィール
          </Title>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              権限
            </Text>
            <RoleBadge role={d.writer.role} />
          </Group>
        </div>
        <Anchor component={Link} to={`/admin/writers/${d.writer.id}`} size="sm">
          スタッフ向けのページを見る
        </Anchor>
      </Group>
      <ProfileForm writer={d.writer} onSaved={onSaved} />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
