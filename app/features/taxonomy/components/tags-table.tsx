// The tag table: on a phone only the title (with reading and slug under it) and the actions stay.
import { Table, Text } from '@mantine/core';
import type { Tag } from '../../../../contract/taxonomy.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';

type Props = { tags: Tag[]; canManage: boolean; onEdit: (tag: Tag) => void; onTrash: (tag: Tag) => void };

export function TagsTable({ tags, canManage, onEdit, onTrash }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>タイトル</Table.Th>
          <Table.Th visibleFrom="sm">スラッグ</Table.Th>
          <Table.Th visibleFrom="md">説明</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            並び順
          </Table.Th>
          {canManage && (
            <Table.Th ta="right" w={96}>
              操作
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.id}>
            <Table.Td>
              <Text fw={500}>{tag.title}</Text>
              {tag.reading && (
                <Text size="xs" c="dimmed">
                  {tag.reading}
                </Text>
              )}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {tag.slug}・並び順 {tag.order}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" ff="monospace">
                {tag.slug}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="sm" c="dimmed" lineClamp={2}>
                {tag.description}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm" ta="right">
              {tag.order}
            </Table.Td>
            {canManage && (
              <Table.Td>
                <RowActions name={tag.title} onEdit={() => onEdit(tag)} onRemove={() => onTrash(tag)} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
