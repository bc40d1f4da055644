// The taxonomy tree: main categories (with the tags used in each) and their subtopics, both
// reorderable by drag and drop, with the mouse or the keyboard.
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Badge, Box, Group, Paper, Text, Title } from '@mantine/core';
import type { CategoryTree, CountedTag } from '../../../../contract/taxonomy.ts';
import { MAIN_TYPE, subType, useReorder } from '../hooks/use-reorder.ts';
import { DragHandle } from './drag-handle.tsx';

const INSTRUCTIONS =
  'スペースキーで持ち上げ、上下の矢印キーで動かし、もう一度スペースキーで置きます。Escキーで取り消します。';

type Props = { tree: CategoryTree[]; tagsOf: (mainId: number) => CountedTag[] };

export function TaxonomyTree({ tree: initial, tagsOf }: Props) {
  const { tree, saving, ...responders } = useReorder(initial);
  return (
    <DragDropContext {...responders} dragHandleUsageInstructions={INSTRUCTIONS}>
      <Droppable droppableId="mains" type={MAIN_TYPE}>
        {(drop) => (
          <Box ref={drop.innerRef} {...drop.droppableProps} aria-busy={saving} data-testid="taxonomy-tree">
            {tree.map((main, index) => (
              <Draggable key={main.id} draggableId={String(main.id)} index={index}>
                {(drag, state) => (
                  <Paper
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    withBorder
                    shadow={state.isDragging ? 'md' : undefined}
                    mb="md"
                    data-testid="main-category"
                  >
                    <Group wrap="nowrap" align="flex-start" gap="xs" p="sm" bg="var(--mantine-color-gray-0)">
                      <DragHandle label={`メインカテゴリ「${main.title}」を並べ替え`} props={drag.dragHandleProps} />
                      <Box miw={0} style={{ flex: 1 }}>
                        <Group gap="xs">
                          <Title order={2} size="h4">
                            {main.title}
                          </Title>
                          <Text size="xs" c="dimmed">
                            {main.slug}
                          </Text>
                        </Group>
                        <TagBadges tags={tagsOf(main.id)} />
                      </Box>
                    </Group>
                    <Droppable droppableId={`subs-${main.id}`} type={subType(main.id)}>
                      {(subDrop) => (
                        <Box
                          component="ol"
                          ref={subDrop.innerRef}
                          {...subDrop.droppableProps}
                          m={0}
                          p={0}
                          style={{ listStyle: 'none', minHeight: 8 }}
                          aria-label={`${main.title}のサブカテゴリ`}
                        >
                          {main.children.map((sub, subIndex) => (
                            <Draggable key={sub.id} draggableId={String(sub.id)} index={subIndex}>
                              {(subDrag, subState) => (
                                <Group
                                  component="li"
                                  ref={subDrag.innerRef}
                                  {...subDrag.draggableProps}
                                  wrap="nowrap"
                                  gap="xs"
                                  pl={{ base: 'md', sm: 'xl' }}
                                  pr="sm"
                                  py={6}
                                  bg={subState.isDragging ? 'var(--mantine-color-body)' : undefined}
                                  style={{
                                    ...subDrag.draggableProps.style,
                                    borderTop: '1px solid var(--mantine-color-default-border)',
                                  }}
                                  data-testid={`subtopic-of-${main.slug}`}
                                >
                                  <DragHandle label={`「${sub.title}」を並べ替え`} props={subDrag.dragHandleProps} />
                                  <Text size="sm" fw={500}>
                                    {sub.title}
                                  </Text>
                                  <Text size="xs" c="dimmed">
                                    {sub.slug}
                                  </Text>
                                </Group>
                              )}
                            </Draggable>
                          ))}
                          {subDrop.placeholder}
                        </Box>
                      )}
                    </Droppable>
                  </Paper>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}

function TagBadges({ tags }: { tags: CountedTag[] }) {
  if (tags.length === 0)
    return (
      <Text size="xs" c="dimmed" mt={4}>
        記事で使われているタグはまだありません
      </Text>
    );
  return (
    <Group gap={4} mt={6}>
      <Text size="xs" c="dimmed" component="span">
        よく使われているタグ:
      </Text>
      {tags.map((t) => (
        <Badge key={t.id} variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
          {t.title}（{t.count}）
        </Badge>
      ))}
    </Group>
  );
}
