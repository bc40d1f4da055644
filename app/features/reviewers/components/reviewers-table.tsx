// The reviewer table: picture and name with よみ, 肩書き and 所属, how many articles name them, and the
// row's actions (edit and trash, or restore and delete for good in the trash).
import { Anchor, Avatar, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Reviewer } from '../../../../contract/reviewers.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';

type Props = {
  reviewers: Reviewer[];
  onEdit: (reviewer: Reviewer) => void;
  onDelete: (reviewer: Reviewer) => void;
  onRestore: (reviewer: Reviewer) => void;
};

export function ReviewersTable({ reviewers, onEdit, onDelete, onRestore }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="監修者一覧">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>名前</Table.Th>
          <Table.Th visibleFrom="sm">肩書き・所属</Table.Th>
          <Table.Th visibleFrom="sm" ta="right" w={90}>
            監修記事
          </Table.Th>
          <Table.Th ta="right" w={120}>
            操作
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reviewers.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={r.photo_url} name={r.name} color="salvia" size={40} alt="" />
                <div style={{ minWidth: 0 }}>
                  {r.in_trash ? (
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                  ) : (
                    <Anchor href={`/reviewers/${r.id}`} target="_blank" size="sm" fw={600}>
                      {r.name}
                    </Anchor>
                  )}
                  {r.reading && (
                    <Text size="xs" c="dimmed">
                      {r.reading}
                    </Text>
                  )}
                  <Text size="xs" hiddenFrom="sm">
                    {r.credentials}
                    {r.affiliation && `・${r.affiliation}`}・監修 {r.article_count}件
                  </Text>
                </div>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Badge variant="light" color="teal" size="sm">
                {r.credentials}
              </Badge>
              {r.affiliation && (
                <Text size="xs" c="dimmed" mt={2}>
                  {r.affiliation}
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm" ta="right">
              <Text size="sm">{r.article_count}件</Text>
            </Table.Td>
            <Table.Td>
              {r.in_trash ? (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => onRestore(r)}>
                    戻す
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(r)}>
                    完全に削除
                  </Button>
                </Group>
              ) : (
                <RowActions name={r.name} onEdit={() => onEdit(r)} onRemove={() => onDelete(r)} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
