// Pictures pasted from another site would be loaded from there by every reader (and vanish when
// that site changes). On paste the writer is offered to take them into the library, or to leave
// them out; the body never keeps a hot-linked picture by accident.
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Node as ProseMirrorNode, Slice } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { importMedia } from '../../../media/api/import-media.ts';

/** A picture address on another site (ours are paths, or full URLs on this origin). */
function isExternal(src: unknown): src is string {
  if (typeof src !== 'string' || !/^https?:\/\//i.test(src)) return false;
  return new URL(src).origin !== window.location.origin;
}

function externalImages(slice: Slice): string[] {
  const found = new Set<string>();
  slice.content.descendants((node: ProseMirrorNode) => {
    if (node.type.name === 'image' && isExternal(node.attrs.src)) found.add(node.attrs.src);
  });
  return [...found];
}

/** Every picture node with this address: its position in the document. */
function imagesWithSrc(editor: Editor, src: string): number[] {
  const at: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) at.push(pos);
  });
  return at;
}

function replaceSrc(editor: Editor, from: string, to: string) {
  const tr = editor.state.tr;
  for (const pos of imagesWithSrc(editor, from)) tr.setNodeAttribute(pos, 'src', to);
  editor.view.dispatch(tr);
}

function removeImages(editor: Editor, srcs: string[]) {
  const tr = editor.state.tr;
  // From the end, so earlier positions stay where they were.
  const positions = srcs.flatMap((src) => imagesWithSrc(editor, src)).sort((a, b) => b - a);
  for (const pos of positions) {
    const node = tr.doc.nodeAt(pos);
    if (node) tr.delete(pos, pos + node.nodeSize);
  }
  editor.view.dispatch(tr);
}

type Failure = { src: string; message: string };

export function ExternalImagesModal({ editor }: { editor: Editor }) {
  const [pending, setPending] = useState<string[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onPaste = ({ slice }: { slice: Slice }) => {
      const found = externalImages(slice);
      if (found.length > 0) setPending((now) => [...new Set([...now, ...found])]);
    };
    editor.on('paste', onPaste);
    return () => {
      editor.off('paste', onPaste);
    };
  }, [editor]);

  async function importAll() {
    setBusy(true);
    const failed: Failure[] = [];
    for (const src of pending) {
      try {
        const { url } = await importMedia(src);
        replaceSrc(editor, src, url);
      } catch (error) {
        failed.push({ src, message: (error as Error).message });
      }
    }
    setBusy(false);
    setFailures(failed);
    setPending(failed.map((f) => f.src));
  }

  function leaveOut() {
    removeImages(editor, pending);
    close();
  }

  function close() {
    setPending([]);
    setFailures([]);
  }

  return (
    <Modal
      opened={pending.length > 0}
      onClose={leaveOut}
      closeOnClickOutside={false}
      title="他のサイトの画像が貼り付けられました"
    >
      <Stack>
        <Text size="sm">
          {pending.length}
          枚の画像が他のサイトにあります。そのままでは読者がそのサイトから読み込むことになり、消えたり差し替えられたりします。メディアに取り込んで使いますか？
        </Text>
        <List size="xs" c="dimmed" styles={{ itemLabel: { wordBreak: 'break-all' } }}>
          {pending.map((src) => (
            <List.Item key={src}>{src}</List.Item>
          ))}
        </List>
        {failures.length > 0 && (
          <Alert color="red" title="取り込めなかった画像があります">
            {failures.map((f) => (
              <Text key={f.src} size="sm">
                {f.message}
              </Text>
            ))}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          取り込んだ画像にも代替テキストが必要です。使ってよい画像かどうか（著作権・出典）も確かめてください。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={leaveOut} disabled={busy}>
            画像を外す
          </Button>
          <Button onClick={importAll} loading={busy}>
            {failures.length > 0 ? 'もう一度取り込む' : 'メディアに取り込む'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
