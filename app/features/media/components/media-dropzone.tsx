// Drop images anywhere on this area to upload them; the button does the same for keyboard and
// touch users. (No dropzone dependency: native drag events are enough here.)
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { UploadButton } from './upload-button.tsx';

type Props = { uploading: boolean; onFiles: (files: File[]) => void; children?: ReactNode };

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

export function MediaDropzone({ uploading, onFiles, children }: Props) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child element: count them to know when the pointer left.
  const depth = useRef(0);

  return (
    <Paper
      withBorder
      p="md"
      data-testid="media-dropzone"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(files);
      }}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconPhotoUp size={32} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {over ? 'ここで離すとアップロードします' : '画像をここにドラッグ＆ドロップ'}
            </Text>
            <Text size="xs" c="dimmed">
              JPEG・PNG・WebP・GIF・AVIF、1枚10MBまで。複数まとめて選べます
            </Text>
          </Stack>
        </Group>
        <UploadButton multiple loading={uploading} onFiles={onFiles} />
      </Group>
      {children}
    </Paper>
  );
}
