// The staff list: one row per writer with picture, name (to their page), email, role and public
// article count; admins get each writer's actions. One layout serves phone and desktop.
import { Anchor, Avatar, Box, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Writer } from '../../../../contract/writers.ts';
import { RoleBadge } from './role-badge.tsx';
import { WriterActions } from './writer-actions.tsx';

type Props = {
  writers: Writer[];
  articleCounts: Map<number, number>;
  isAdmin: boolean;
  onChanged: () => void;
};

function countLabel(count: number) {
  return `公開記事 ${count.toLocaleString('ja-JP')}件`;
}

export function WriterList({ writers, articleCounts, isAdmin, onChanged }: Props) {
  return (
    <Paper withBorder component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="ライター一覧">
      {writers.map((w, index) => {
        const count = articleCounts.get(w.id);
        return (
          <Group
            component="li"
            key={w.id}
            wrap="nowrap"
            gap="sm"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Avatar src={w.profile_img_url} name={w.name} color="salvia" size="md" alt="" />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Group gap={8} wrap="nowrap">
                <Anchor component={Link} to={`/admin/writers/${w.id}`} fw={600} truncate>
                  {w.name}
                </Anchor>
                <RoleBadge role={w.role} />
              </Group>
              <Text size="sm" c="dimmed" truncate>
                {w.email}
              </Text>
              {count !== undefined && (
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {countLabel(count)}
                </Text>
              )}
            </Box>
            {count !== undefined && (
              <Text size="sm" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {countLabel(count)}
              </Text>
            )}
            {isAdmin && <WriterActions writer={w} onTrashed={onChanged} compact />}
          </Group>
        );
      })}
    </Paper>
  );
}
