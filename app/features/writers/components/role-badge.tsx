// A writer's role as a badge, coloured like the header's.
import { Badge } from '@mantine/core';
import type { Role } from '../../../../contract/writers.ts';

export const ROLE_LABELS: Record<Role, string> = { admin: '管理者', writer: 'ライター' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={role === 'admin' ? 'salvia' : 'gray'} style={{ flexShrink: 0 }}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
