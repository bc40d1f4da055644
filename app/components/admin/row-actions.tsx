// Edit and move-to-trash icon buttons for one row of an admin list, labelled with the row's name.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = { name: string; onEdit: () => void; onTrash: () => void };

export function RowActions({ name, onEdit, onTrash }: Props) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="編集">
        <ActionIcon variant="subtle" aria-label={`「${name}」を編集`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="ゴミ箱へ移動">
        <ActionIcon variant="subtle" color="red" aria-label={`「${name}」をゴミ箱へ移動`} onClick={onTrash}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
