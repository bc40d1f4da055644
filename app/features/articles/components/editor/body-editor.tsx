// The article body: Mantine's TipTap toolbar plus images (library, upload, caption), embeds and
// tables, and a character count.
import { FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import { IconBrandYoutube, IconLibraryPhoto, IconPhotoEdit, IconPhotoUp, IconTable } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { UPLOAD_TYPES } from '../../../../../contract/media.ts';
import { uploadMedia } from '../../../media/api/upload-media.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { CaptionModal } from './caption-modal.tsx';
import { EmbedModal } from './embed-modal.tsx';

const LABELS = {
  boldControlLabel: '太字',
  italicControlLabel: '斜体',
  underlineControlLabel: '下線',
  strikeControlLabel: '取り消し線',
  h2ControlLabel: '見出し2',
  h3ControlLabel: '見出し3',
  bulletListControlLabel: '箇条書き',
  orderedListControlLabel: '番号付きリスト',
  blockquoteControlLabel: '引用',
  linkControlLabel: 'リンク',
  unlinkControlLabel: 'リンクを外す',
  hrControlLabel: '区切り線',
  undoControlLabel: '元に戻す',
  redoControlLabel: 'やり直す',
  linkEditorInputLabel: 'リンク先のURL',
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: '新しいタブで開く',
  linkEditorInternalLink: '同じタブで開く',
  linkEditorSave: '保存',
  tableDeleteControlLabel: '表を削除',
  tableRowAfterControlLabel: '下に行を追加',
  tableColumnAfterControlLabel: '右に列を追加',
  tableRowDeleteControlLabel: '行を削除',
  tableColumnDeleteControlLabel: '列を削除',
};

type Props = { editor: Editor | null; readOnly: boolean; error?: string };

export function BodyEditor({ editor, readOnly, error }: Props) {
  const [picker, setPicker] = useState(false);
  const [embed, setEmbed] = useState(false);
  const [caption, setCaption] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null) {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const { url } = await uploadMedia(file);
      editor.chain().focus().setImage({ src: url, alt: '' }).run();
    } catch (e) {
      notifications.show({ color: 'red', title: '画像をアップロードできませんでした', message: (e as Error).message });
    } finally {
      setUploading(false);
    }
  }

  const inTable = editor?.isActive('table') ?? false;
  const characters = editor?.storage.characterCount?.characters() ?? 0;

  return (
    <div>
      <RichTextEditor editor={editor} labels={LABELS} variant="default">
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={56}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Control
                onClick={() => setPicker(true)}
                aria-label="メディアから画像を挿入"
                title="メディアから画像を挿入"
              >
                <IconLibraryPhoto size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <FileButton onChange={upload} accept={UPLOAD_TYPES.join(',')}>
                {(props) => (
                  <RichTextEditor.Control
                    {...props}
                    disabled={uploading}
                    aria-label="画像をアップロードして挿入"
                    title="画像をアップロードして挿入"
                  >
                    <IconPhotoUp size={16} stroke={1.5} />
                  </RichTextEditor.Control>
                )}
              </FileButton>
              <RichTextEditor.Control
                onClick={() => setCaption(true)}
                disabled={!editor?.isActive('image')}
                aria-label="画像のキャプション"
                title="画像のキャプション（画像を選んでから）"
              >
                <IconPhotoEdit size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => setEmbed(true)}
                aria-label="YouTube・X・Instagram を埋め込む"
                title="YouTube・X・Instagram を埋め込む"
              >
                <IconBrandYoutube size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
                aria-label="表を挿入"
                title="表を挿入"
              >
                <IconTable size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
            {inTable && (
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.TableRowAfter />
                <RichTextEditor.TableColumnAfter />
                <RichTextEditor.TableRowDelete />
                <RichTextEditor.TableColumnDelete />
                <RichTextEditor.TableDelete />
              </RichTextEditor.ControlsGroup>
            )}
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={360} />
      </RichTextEditor>
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="character-count">
          {characters.toLocaleString('ja-JP')}文字
        </Text>
      </Group>
      {editor && (
        <>
          <MediaPicker
            opened={picker}
            title="メディアから画像を挿入"
            onClose={() => setPicker(false)}
            onPick={(url) => editor.chain().focus().setImage({ src: url, alt: '' }).run()}
          />
          <EmbedModal editor={editor} opened={embed} onClose={() => setEmbed(false)} />
          <CaptionModal editor={editor} opened={caption} onClose={() => setCaption(false)} />
        </>
      )}
      {error && (
        <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 12 }}>
          {error}
        </div>
      )}
    </div>
  );
}
