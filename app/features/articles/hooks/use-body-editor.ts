// The TipTap editor for an article body. Image files pasted or dropped into it are uploaded to the
// media library and inserted by URL (never as data: or blob: URLs, which the page policy refuses).
import { notifications } from '@mantine/notifications';
import type { JSONContent } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import { useEditor } from '@tiptap/react';
import { useRef } from 'react';
import { uploadMedia } from '../../media/api/upload-media.ts';
import { articleExtensions } from '../components/editor/extensions.ts';
import { fieldId } from '../field-problems.ts';

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

async function uploadAndInsert(view: EditorView, files: File[], pos: number) {
  const id = notifications.show({
    loading: true,
    message: `画像をアップロードしています（${files.length}件）`,
    autoClose: false,
  });
  let at = pos;
  for (const file of files) {
    try {
      const { url } = await uploadMedia(file);
      if (view.isDestroyed) return;
      const node = view.state.schema.nodes.image?.create({ src: url, alt: '' });
      if (!node) return;
      const safe = Math.min(at, view.state.doc.content.size);
      view.dispatch(view.state.tr.insert(safe, node));
      at = safe + node.nodeSize;
    } catch (e) {
      notifications.show({
        color: 'red',
        title: `${file.name} をアップロードできませんでした`,
        message: (e as Error).message,
      });
    }
  }
  notifications.hide(id);
}

export function useBodyEditor(options: {
  content: JSONContent | string | null;
  editable: boolean;
  onChange: () => void;
}) {
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  return useEditor({
    extensions: articleExtensions('本文を入力してください。画像はドラッグ＆ドロップや貼り付けでも追加できます'),
    content: options.content ?? '',
    editable: options.editable,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    onUpdate: () => onChange.current(),
    editorProps: {
      attributes: { id: fieldId('body_json'), 'aria-label': '本文', 'aria-multiline': 'true', role: 'textbox' },
      handlePaste(view, event) {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0 || !view.editable) return false;
        event.preventDefault();
        void uploadAndInsert(view, files, view.state.selection.to);
        return true;
      },
      handleDrop(view, event, _slice, moved) {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (files.length === 0 || !view.editable) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.to;
        void uploadAndInsert(view, files, pos);
        return true;
      },
    },
  });
}
