// The dashboard's 「流入元」 block: each outlet's views (with its share as a bar) and visitors over
// the chosen window.
import { Card, Group, Progress, Table, Text, Title } from '@mantine/core';
import type { OutletTraffic } from '../../../../contract/outlet-traffic.ts';
import { OUTLET_LABELS, type Outlet } from '../../../../contract/traffic-sources.ts';

const number = (n: number) => n.toLocaleString('ja-JP');
const labelOf = (outlet: string) => OUTLET_LABELS[outlet as Outlet] ?? outlet;

export function OutletTrafficCard({ traffic }: { traffic: OutletTraffic }) {
  const total = traffic.outlets.reduce((sum, o) => sum + o.views, 0);
  return (
    <Card withBorder data-testid="outlet-traffic">
      <Title order={2} size="h5" mb={4}>
        流入元
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        読者が来たところ（リンクのキャンペーン、なければ参照元）ごとのページビューと延べ訪問者数
      </Text>
      {traffic.outlets.length === 0 ? (
        <Text c="dimmed" size="sm">
          まだデータがありません
        </Text>
      ) : (
        <Table layout="fixed" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>流入元</Table.Th>
              <Table.Th ta="right" w={104} style={{ whiteSpace: 'nowrap' }}>
                ページビュー
              </Table.Th>
              <Table.Th ta="right" w={72} style={{ whiteSpace: 'nowrap' }}>
                訪問者
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {traffic.outlets.map((o) => {
              const share = total ? (o.views / total) * 100 : 0;
              return (
                <Table.Tr key={o.outlet} data-outlet={o.outlet}>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {labelOf(o.outlet)}
                    </Text>
                    <Group gap={6} wrap="nowrap" mt={2}>
                      <Progress value={share} size="sm" color="salvia.6" style={{ flex: 1 }} aria-hidden />
                      <Text span size="xs" c="dimmed" w={40} ta="right" data-share>
                        {share.toFixed(1)}%
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {number(o.views)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {number(o.visitors)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
