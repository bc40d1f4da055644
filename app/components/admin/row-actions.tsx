// Edit and remove icon buttons for one row of an admin list, labelled with the row's name. Removing
// is moving to the trash unless the list says otherwise (a redirect is deleted for good).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = { name: string; onEdit: () => void; onRemove: () => void; removeLabel?: string };

export function RowActions({ name, onEdit, onRemove, removeLabel = 'ゴミ箱へ移動' }: Props) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="編集">
        <ActionIcon variant="subtle" aria-label={`「${name}」を編集`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel}>
        <ActionIcon variant="subtle" color="red" aria-label={`「${name}」を${removeLabel}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
