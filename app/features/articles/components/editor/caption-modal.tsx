// 画像の説明: the selected picture's alternative text (or a mark that it is only decoration), its
// caption and its size on the page. Opened on every picture inserted: an article is published only
// once every picture is described. A description is also kept in the media library for a picture
// described there by nobody yet (keep-description.ts).
import { Checkbox, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';
import { cursorAfter } from '../../../../../contract/article-body/block.ts';
import { IMAGE_SIZE_LABEL, IMAGE_SIZES } from '../../../../../contract/article-body/blocks/image.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { keepDescription } from '../../../media/keep-description.ts';
import { DialogActions } from './dialog-actions.tsx';

export function CaptionModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [caption, setCaption] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [size, setSize] = useState<string>('column');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!opened) return;
    const attrs = editor.getAttributes('image');
    setCaption(attrs.caption ?? '');
    setAlt(attrs.alt ?? '');
    setDecorative(attrs.decorative === true);
    setSize(attrs.size ?? 'column');
    setError(undefined);
  }, [opened, editor]);

  /** Writing goes on below the picture: left selected, the next key typed would replace it. */
  function close() {
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        if (tr.selection instanceof NodeSelection && tr.selection.node.type.name === 'image')
          cursorAfter(tr, tr.selection.to);
        return true;
      })
      .run();
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!decorative && alt.trim() === '') {
      setError('何が写っているかを入力するか、飾りの画像として印を付けてください');
      return;
    }
    const { src } = editor.getAttributes('image');
    // The article has its description either way: the library's copy is a convenience.
    if (!decorative && typeof src === 'string') keepDescription(src, alt.trim()).catch(() => undefined);
    editor
      .chain()
      .updateAttributes('image', {
        caption: caption.trim() || null,
        alt: decorative ? '' : alt.trim(),
        decorative,
        size: size === 'column' ? null : size,
      })
      .run();
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title="画像の説明">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="代替テキスト"
            description="画像が見えない人に読み上げられる説明です（例：酢を水で薄めた洗面器）"
            value={decorative ? '' : alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            maxLength={200}
            disabled={decorative}
            withAsterisk={!decorative}
            error={error}
            data-autofocus
          />
          <Checkbox
            label="飾りの画像（内容を伝えないので読み上げない）"
            checked={decorative}
            onChange={(e) => setDecorative(e.currentTarget.checked)}
          />
          <TextInput
            label="キャプション"
            description="画像の下に表示されます"
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            maxLength={200}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="image-size">
              表示サイズ
            </Text>
            <SegmentedControl
              aria-labelledby="image-size"
              value={size}
              onChange={setSize}
              data={IMAGE_SIZES.map((value) => ({ value, label: IMAGE_SIZE_LABEL[value] }))}
            />
          </Stack>
          <DialogActions submit="設定する" onCancel={close} cancel="あとで" />
        </Stack>
      </form>
    </Modal>
  );
}
