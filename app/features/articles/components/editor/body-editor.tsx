// The article body: Mantine's TipTap toolbar plus the magazine's blocks (marker, ポイント・注意・メモ
// boxes, button links, steps, Q&A, 吹き出し, product cards, the 目次 marker), images (library, upload,
// caption), embeds and tables, and a character count.
import { FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import {
  IconAlertTriangle,
  IconBrandYoutube,
  IconBulb,
  IconHandClick,
  IconLibraryPhoto,
  IconLink,
  IconListTree,
  IconMessage2,
  IconMessageQuestion,
  IconNote,
  IconPhotoEdit,
  IconPhotoUp,
  IconShoppingBag,
  IconStairsUp,
  IconTable,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { CALLOUT_KINDS, CALLOUT_LABEL, type CalloutKind } from '../../../../../contract/article-body/blocks/callout.ts';
import { UPLOAD_TYPES } from '../../../../../contract/media.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { useUploadOrReuse } from '../../../media/hooks/use-upload-or-reuse.tsx';
import '../../../../styles/article-blocks.css';
import { BalloonModal } from './balloon-modal.tsx';
import { ButtonLinkModal } from './button-link-modal.tsx';
import { CaptionModal } from './caption-modal.tsx';
import { EmbedModal } from './embed-modal.tsx';
import { ExternalImagesModal } from './external-images-modal.tsx';
import { LinkModal } from './link-modal.tsx';
import { ProductCardModal } from './product-card-modal.tsx';
import { RubyControl } from './ruby-control.tsx';

const LABELS = {
  boldControlLabel: '太字',
  italicControlLabel: '斜体',
  underlineControlLabel: '下線',
  strikeControlLabel: '取り消し線',
  highlightControlLabel: 'マーカー',
  h2ControlLabel: '見出し2',
  h3ControlLabel: '見出し3',
  h4ControlLabel: '見出し4',
  bulletListControlLabel: '箇条書き',
  orderedListControlLabel: '番号付きリスト',
  blockquoteControlLabel: '引用',
  unlinkControlLabel: 'リンクを外す',
  hrControlLabel: '区切り線',
  undoControlLabel: '元に戻す',
  redoControlLabel: 'やり直す',
  tableDeleteControlLabel: '表を削除',
  tableRowAfterControlLabel: '下に行を追加',
  tableColumnAfterControlLabel: '右に列を追加',
  tableRowDeleteControlLabel: '行を削除',
  tableColumnDeleteControlLabel: '列を削除',
};

const CALLOUT_ICON: Record<CalloutKind, typeof IconBulb> = {
  point: IconBulb,
  caution: IconAlertTriangle,
  memo: IconNote,
};

type Props = { editor: Editor | null; readOnly: boolean; error?: string };

export function BodyEditor({ editor, readOnly, error }: Props) {
  const [picker, setPicker] = useState(false);
  const [embed, setEmbed] = useState(false);
  const [caption, setCaption] = useState(false);
  const [buttonLink, setButtonLink] = useState(false);
  const [balloon, setBalloon] = useState(false);
  const [linking, setLinking] = useState(false);
  const [product, setProduct] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { uploadOne, prompt } = useUploadOrReuse('メディアの画像を使う');

  /** A new picture is selected and asked about at once: it is published only once described. */
  function insertImage(url: string, alt = '') {
    if (editor?.chain().focus().insertPicture({ src: url, alt }).run()) setCaption(true);
  }

  async function upload(file: File | null) {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const uploaded = await uploadOne(file);
      if (uploaded) insertImage(uploaded.url, uploaded.media.alt);
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
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Highlight />
              <RubyControl editor={editor} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              {CALLOUT_KINDS.map((kind) => {
                const Icon = CALLOUT_ICON[kind];
                return (
                  <RichTextEditor.Control
                    key={kind}
                    onClick={() => editor?.chain().focus().toggleCallout(kind).run()}
                    active={editor?.isActive('callout', { kind }) ?? false}
                    aria-label={`${CALLOUT_LABEL[kind]}のボックス`}
                    title={`${CALLOUT_LABEL[kind]}のボックス（もう一度押すと外します）`}
                  >
                    <Icon size={16} stroke={1.5} />
                  </RichTextEditor.Control>
                );
              })}
              <RichTextEditor.Control
                onClick={() => setButtonLink(true)}
                aria-label="ボタンリンクを挿入"
                title="ボタンリンクを挿入"
              >
                <IconHandClick size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().toggleStepList().run()}
                active={editor?.isActive('stepList') ?? false}
                aria-label="ステップ"
                title="ステップ（STEP 1, 2 … と番号の付く手順）"
              >
                <IconStairsUp size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().insertQa().run()}
                aria-label="Q&Aを挿入"
                title="Q&Aを挿入"
              >
                <IconMessageQuestion size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => setBalloon(true)}
                aria-label="吹き出しを挿入"
                title="吹き出しを挿入"
              >
                <IconMessage2 size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => setProduct(true)}
                aria-label={editor?.isActive('productCard') ? '商品カードを編集' : '商品カードを挿入'}
                title={editor?.isActive('productCard') ? '商品カードを編集' : '商品カードを挿入'}
              >
                <IconShoppingBag size={16} stroke={1.5} />
              </RichTextEditor.Control>
              <RichTextEditor.Control
                onClick={() => editor?.chain().focus().insertTocMarker().run()}
                aria-label="目次の位置"
                title="目次の位置（ここに目次を出します。置かなければ本文の前）"
              >
                <IconListTree size={16} stroke={1.5} />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Control
                onClick={() => setLinking(true)}
                active={editor?.isActive('link') ?? false}
                aria-label="リンク"
                title="リンク（サイト内の記事を探すか、URLを入力）"
              >
                <IconLink size={16} stroke={1.5} />
              </RichTextEditor.Control>
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
                aria-label="画像の説明"
                title="画像の説明：代替テキストとキャプション（画像を選んでから）"
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
        <RichTextEditor.Content mih={360} className="article-blocks" />
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
            onPick={(url, picked) => insertImage(url, picked.alt)}
          />
          <EmbedModal editor={editor} opened={embed} onClose={() => setEmbed(false)} />
          <CaptionModal editor={editor} opened={caption} onClose={() => setCaption(false)} />
          <ButtonLinkModal editor={editor} opened={buttonLink} onClose={() => setButtonLink(false)} />
          <LinkModal editor={editor} opened={linking} onClose={() => setLinking(false)} />
          <BalloonModal editor={editor} opened={balloon} onClose={() => setBalloon(false)} />
          <ProductCardModal editor={editor} opened={product} onClose={() => setProduct(false)} />
          {!readOnly && <ExternalImagesModal editor={editor} />}
          {prompt}
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
