// The redirect table: on a phone (and a narrow window) the old address carries the rest under it,
// from a desktop width each has its own column.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Redirect } from '../../../../contract/redirects.ts';
import { formatDate } from '../../../../contract/time.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';
import { RedirectTarget } from './redirect-target.tsx';

type Props = { redirects: Redirect[]; onEdit: (redirect: Redirect) => void; onDelete: (redirect: Redirect) => void };

const SOURCE_LABELS: Record<Redirect['source'], string> = { import: 'インポート', editor: '手動' };
const count = new Intl.NumberFormat('ja-JP');

function SourceBadge({ source }: { source: Redirect['source'] }) {
  return (
    <Badge color={source === 'import' ? 'blue' : 'gray'} variant="light" size="sm">
      {SOURCE_LABELS[source]}
    </Badge>
  );
}

function lastHit(redirect: Redirect): string {
  return redirect.last_hit_at ? formatDate(redirect.last_hit_at) : '—';
}

export function RedirectsTable({ redirects, onEdit, onDelete }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="リダイレクト一覧">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={{ md: '30%' }}>転送元</Table.Th>
          <Table.Th visibleFrom="md">転送先</Table.Th>
          <Table.Th visibleFrom="md" w={88}>
            登録元
          </Table.Th>
          <Table.Th visibleFrom="md" ta="right" w={80}>
            転送回数
          </Table.Th>
          <Table.Th visibleFrom="md" w={140}>
            最終転送日
          </Table.Th>
          <Table.Th ta="right" w={80}>
            操作
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {redirects.map((redirect) => (
          <Table.Tr key={redirect.id}>
            <Table.Td>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {redirect.from_path}
              </Text>
              <Stack gap={4} mt={4} hiddenFrom="md">
                <Group gap={4} wrap="nowrap" align="baseline">
                  <Text size="sm" c="dimmed" aria-label="転送先" style={{ flexShrink: 0 }}>
                    →
                  </Text>
                  <RedirectTarget redirect={redirect} />
                </Group>
                <Group gap={8}>
                  <SourceBadge source={redirect.source} />
                  <Text size="xs" c="dimmed">
                    {redirect.hits > 0
                      ? `転送 ${count.format(redirect.hits)}回・最終 ${lastHit(redirect)}`
                      : 'まだ転送されていません'}
                  </Text>
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <RedirectTarget redirect={redirect} />
            </Table.Td>
            <Table.Td visibleFrom="md">
              <SourceBadge source={redirect.source} />
            </Table.Td>
            <Table.Td visibleFrom="md" ta="right">
              <Text size="sm">{count.format(redirect.hits)}</Text>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {lastHit(redirect)}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions
                name={redirect.from_path}
                onEdit={() => onEdit(redirect)}
                onRemove={() => onDelete(redirect)}
                removeLabel="削除"
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
