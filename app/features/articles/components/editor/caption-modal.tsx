// Caption and alternative text of the selected image.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';

export function CaptionModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [caption, setCaption] = useState('');
  const [alt, setAlt] = useState('');
  useEffect(() => {
    if (!opened) return;
    const attrs = editor.getAttributes('image');
    setCaption(attrs.caption ?? '');
    setAlt(attrs.alt ?? '');
  }, [opened, editor]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    editor
      .chain()
      .focus()
      .updateAttributes('image', { caption: caption.trim() || null, alt: alt.trim() })
      .run();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="画像のキャプション">
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label="キャプション"
            description="画像の下に表示されます"
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <TextInput
            label="代替テキスト"
            description="画像が見えない人のための説明です"
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            maxLength={200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit">設定する</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
