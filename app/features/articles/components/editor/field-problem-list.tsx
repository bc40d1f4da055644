// What stopped a save, beside the publish buttons (on a phone, in their bar at the foot of the
// screen): each problem names its field and is a link that brings the writer there.
import { Anchor, CloseButton, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { type FieldProblem, goToField } from '../../field-problems.ts';
import classes from './publish-panel.module.css';

export function FieldProblemList({ problems }: { problems: FieldProblem[] }) {
  const [closed, setClosed] = useState(false);
  if (closed || problems.length === 0) return null;
  return (
    <nav aria-label="直すところ" className={classes.problems}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" fw={700} c="red.8" role="alert">
          直すところが{problems.length}件あります
        </Text>
        <CloseButton size="sm" aria-label="一覧を閉じる" onClick={() => setClosed(true)} />
      </Group>
      <List size="xs" spacing={2}>
        {problems.map(({ label, message, target }) => (
          <List.Item key={`${label}:${message}`}>
            {target ? (
              <Anchor
                href={`#${target}`}
                size="xs"
                fw={700}
                onClick={(event) => {
                  event.preventDefault();
                  goToField(target);
                }}
              >
                {label}
              </Anchor>
            ) : (
              <Text span size="xs" fw={700}>
                {label}
              </Text>
            )}
            ：{message}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
