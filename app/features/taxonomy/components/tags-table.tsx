// The tag table: on a phone only the title (with reading, slug and public articles under it) and the
// actions stay. How many public articles carry a tag, not its order number (set by dragging).
import { Table, Text } from '@mantine/core';
import type { Tag } from '../../../../contract/taxonomy.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';
import { publicCountText } from '../public-count.ts';

type Props = {
  tags: Tag[];
  /** Public articles per tag id. */
  publicCounts: Record<string, number>;
  canManage: boolean;
  onEdit: (tag: Tag) => void;
  onTrash: (tag: Tag) => void;
};

export function TagsTable({ tags, publicCounts, canManage, onEdit, onTrash }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>タイトル</Table.Th>
          <Table.Th visibleFrom="sm">スラッグ</Table.Th>
          <Table.Th visibleFrom="md">説明</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            公開中の記事
          </Table.Th>
          {canManage && (
            <Table.Th ta="right" w={96}>
              操作
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => {
          const count = publicCounts[String(tag.id)] ?? 0;
          return (
            <Table.Tr key={tag.id}>
              <Table.Td>
                <Text fw={500}>{tag.title}</Text>
                {tag.reading && (
                  <Text size="xs" c="dimmed">
                    {tag.reading}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {tag.slug}・{publicCountText(count)}
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
                {count > 0 ? (
                  `${count}件`
                ) : (
                  <Text span size="sm" c="dimmed" title="公開中の記事がないタグはサイトに出ません">
                    なし
                  </Text>
                )}
              </Table.Td>
              {canManage && (
                <Table.Td>
                  <RowActions name={tag.title} onEdit={() => onEdit(tag)} onRemove={() => onTrash(tag)} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
