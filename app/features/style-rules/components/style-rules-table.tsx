// The house dictionary as a table: on a phone the words carry the rest under them, from a desktop
// width the note has its own column.
import { Group, Stack, Table, Text } from '@mantine/core';
import type { StyleRule } from '../../../../contract/style-rules.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';
import { StyleRuleKindBadge } from './style-rule-kind-badge.tsx';

type Props = { rules: StyleRule[]; onEdit: (rule: StyleRule) => void; onDelete: (rule: StyleRule) => void };

export function StyleRulesTable({ rules, onEdit, onDelete }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="表記ルール一覧">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>表記</Table.Th>
          <Table.Th w={110}>種類</Table.Th>
          <Table.Th visibleFrom="md">メモ</Table.Th>
          <Table.Th ta="right" w={80}>
            操作
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => (
          <Table.Tr key={rule.id}>
            <Table.Td>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500}>
                  {rule.find}
                </Text>
                <Text size="sm" c="dimmed" aria-hidden>
                  →
                </Text>
                <Text size="sm" c={rule.replacement ? undefined : 'dimmed'}>
                  {rule.replacement ?? '（置き換えなし）'}
                </Text>
              </Group>
              {rule.note && (
                <Stack gap={0} hiddenFrom="md">
                  <Text size="xs" c="dimmed">
                    {rule.note}
                  </Text>
                </Stack>
              )}
            </Table.Td>
            <Table.Td>
              <StyleRuleKindBadge kind={rule.kind} />
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="xs" c="dimmed">
                {rule.note ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions
                name={rule.find}
                onEdit={() => onEdit(rule)}
                onRemove={() => onDelete(rule)}
                removeLabel="削除"
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
