// The top of an admin list screen: its title and, for those who may, the button that adds one more
// (after any other actions the screen has).
import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  addLabel: string;
  /** Left out where the reader may not add: the button, and any other actions, are not shown. */
  onAdd?: () => void;
  /** Other actions for those who may add, shown before the add button. */
  children?: ReactNode;
};

export function ListHeader({ title, addLabel, onAdd, children }: Props) {
  const add = onAdd && (
    <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && add ? (
        <Group gap="xs">
          {children}
          {add}
        </Group>
      ) : (
        add
      )}
    </Group>
  );
}
