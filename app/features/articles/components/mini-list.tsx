// The dashboard cards' short list: each entry's whole title (a link), then what is said of it below,
// wrapping, never beside it; a line in place of an empty list.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type MiniListEntry = { key: number; title: string; to: string; below: ReactNode };

export function MiniList({ entries, empty }: { entries: MiniListEntry[]; empty: string }) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <Stack component="li" key={entry.key} gap={2}>
          <Anchor component={Link} to={entry.to} size="sm">
            {entry.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            {entry.below}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
