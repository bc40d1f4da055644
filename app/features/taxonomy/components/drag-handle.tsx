// The grip that starts a drag: focusable, labelled, and the only part of a row that drags.

import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Box } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';

export function DragHandle({ label, props }: { label: string; props: DraggableProvidedDragHandleProps | null }) {
  return (
    <Box
      {...props}
      aria-label={label}
      c="dimmed"
      p={4}
      style={{ display: 'flex', borderRadius: 'var(--mantine-radius-sm)', cursor: 'grab', flexShrink: 0 }}
    >
      <IconGripVertical size={18} aria-hidden />
    </Box>
  );
}
