// Wraps an admin-only screen: writers see why they cannot use it (the API refuses them too).
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIsAdmin } from '../hooks/use-current-writer.ts';

export function AdminOnly({ children }: { children: ReactNode }) {
  if (useIsAdmin()) return <>{children}</>;
  return (
    <Alert color="orange" icon={<IconLock size={18} />} title="管理者専用の画面です" role="alert">
      この画面は管理者だけが使えます。必要な場合は管理者に依頼してください。
    </Alert>
  );
}
