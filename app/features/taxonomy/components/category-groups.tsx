// The categories screen's body: each main category with its subtopics, and (for admins) the
// actions on each of them.
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Category } from '../../../../contract/taxonomy.ts';
import { RowActions } from '../../../components/admin/row-actions.tsx';
import { publicCountText } from '../public-count.ts';

export type CategoryGroup = { main: Category; children: Category[] };

type Props = {
  groups: CategoryGroup[];
  canManage: boolean;
  onEdit: (category: Category) => void;
  onTrash: (category: Category) => void;
  onAddSubtopic: (main: Category) => void;
  /** Said under a main category without (matching) subtopics. */
  emptyText: string;
  /** Public articles per subtopic id (a main category's are its subtopics'). */
  publicCounts: Record<string, number>;
};

// The order is set by dragging (タクソノミー), so its number says nothing here: how many articles
// readers see does.
function Details({ category, publicCount }: { category: Category; publicCount: number }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        スラッグ: {category.slug}・{publicCountText(publicCount)}
      </Text>
      {category.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {category.description}
        </Text>
      )}
    </>
  );
}

export function CategoryGroups({ groups, canManage, onEdit, onTrash, onAddSubtopic, emptyText, publicCounts }: Props) {
  const countOf = (category: Category) => publicCounts[String(category.id)] ?? 0;
  return (
    <Stack>
      {groups.map(({ main, children }) => (
        <Paper withBorder key={main.id} component="section" aria-labelledby={`category-${main.id}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" p="sm" bg="var(--mantine-color-gray-0)">
            <Box miw={0}>
              <Group gap="xs">
                <Title order={2} size="h4" id={`category-${main.id}`}>
                  {main.title}
                </Title>
                <Badge variant="light" size="sm">
                  メイン
                </Badge>
              </Group>
              <Details category={main} publicCount={children.reduce((n, sub) => n + countOf(sub), countOf(main))} />
            </Box>
            {canManage && <RowActions name={main.title} onEdit={() => onEdit(main)} onRemove={() => onTrash(main)} />}
          </Group>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${main.title}のサブカテゴリ`}>
            {children.map((sub) => (
              <Group
                component="li"
                key={sub.id}
                justify="space-between"
                wrap="nowrap"
                px="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Box miw={0} pl={{ base: 0, sm: 'md' }}>
                  <Text fw={500}>{sub.title}</Text>
                  <Details category={sub} publicCount={countOf(sub)} />
                </Box>
                {canManage && <RowActions name={sub.title} onEdit={() => onEdit(sub)} onRemove={() => onTrash(sub)} />}
              </Group>
            ))}
            {children.length === 0 && (
              <Text component="li" size="sm" c="dimmed" px="sm" py="xs">
                {emptyText}
              </Text>
            )}
          </Box>
          {canManage && (
            <Group px="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                onClick={() => onAddSubtopic(main)}
                aria-label={`「${main.title}」にサブカテゴリを追加`}
              >
                サブカテゴリを追加
              </Button>
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
