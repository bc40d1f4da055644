// The series as the admin's 連載 screen lists them: title, episodes, the next number, the public page.
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Series } from '../../../../contract/series.ts';
import { episodeLabel, seriesPath } from '../../../../contract/series-labels.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';

type Props = { series: Series[]; onEdit: (series: Series) => void; onDelete: (series: Series) => void };

export function SeriesTable({ series, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>タイトル</Table.Th>
            <Table.Th visibleFrom="sm">話数</Table.Th>
            <Table.Th visibleFrom="sm">次の話</Table.Th>
            <Table.Th>
              <VisuallyHidden>操作</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text fw={700} size="sm">
                  {s.title}
                </Text>
                {/* On a phone the counts stand under the title. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {s.episode_count}話・次は{episodeLabel(s.next_episode_number)}
                </Text>
                <Anchor href={seriesPath(s.id)} target="_blank" size="xs">
                  {seriesPath(s.id)}
                </Anchor>
              </Table.Td>
              <Table.Td visibleFrom="sm">{s.episode_count}話</Table.Td>
              <Table.Td visibleFrom="sm">{episodeLabel(s.next_episode_number)}</Table.Td>
              <Table.Td>
                <RowActions name={s.title} onEdit={() => onEdit(s)} onRemove={() => onDelete(s)} removeLabel="削除" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
