// 商品カード: a product a writer recommends, with its picture, price and a link to the shop. The
// link is marked sponsored, and the card is labelled PR in a PR article.
import { Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { BUTTON_LABEL_MAX } from '../../../../../contract/article-body/blocks/button-link.ts';
import {
  PRODUCT_LINK_LABEL,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
} from '../../../../../contract/article-body/blocks/product-card.ts';
import { isSafeUrl } from '../../../../../contract/common.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { DialogActions } from './dialog-actions.tsx';

const EMPTY = { name: '', price: '', url: '', label: '' };
type Field = keyof typeof EMPTY;

function problems(card: typeof EMPTY): Partial<Record<Field, string>> {
  return {
    ...(card.name === '' && { name: '商品名を入力してください' }),
    ...(card.name.length > PRODUCT_NAME_MAX && { name: `商品名は${PRODUCT_NAME_MAX}文字以内にしてください` }),
    ...(card.price.length > PRODUCT_PRICE_MAX && { price: `価格は${PRODUCT_PRICE_MAX}文字以内にしてください` }),
    ...(!isSafeUrl(card.url) && { url: 'https:// で始まるショップのURLを入力してください' }),
    ...(card.label.length > BUTTON_LABEL_MAX && { label: `ボタンの文言は${BUTTON_LABEL_MAX}文字以内にしてください` }),
  };
}

export function ProductCardModal({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const [card, setCard] = useState(EMPTY);
  const [image, setImage] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(card).map(([k, v]) => [k, v.trim()])) as typeof EMPTY;
    const found = problems(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    editor
      .chain()
      .focus()
      .setProductCard({ ...trimmed, price: trimmed.price || null, label: trimmed.label || null, image })
      .run();
    setCard(EMPTY);
    setImage(null);
    onClose();
  }

  const field = (name: Field, label: string, extra: { placeholder?: string; withAsterisk?: boolean } = {}) => (
    <TextInput
      label={label}
      value={card[name]}
      onChange={(e) => setCard({ ...card, [name]: e.currentTarget.value })}
      onKeyDown={blockImeEnter}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <>
      <Modal opened={opened && !picking} onClose={onClose} title="商品カードを挿入">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {field('name', '商品名', { withAsterisk: true })}
            {field('price', '価格', { placeholder: '1,980円（税込）' })}
            {field('url', 'ショップのURL', { placeholder: 'https://', withAsterisk: true })}
            {field('label', 'ボタンの文言', { placeholder: PRODUCT_LINK_LABEL })}
            <Group gap="sm">
              {image && <Image src={image} alt="" w={72} h={72} fit="contain" />}
              <Button variant="default" size="xs" onClick={() => setPicking(true)}>
                {image ? '商品画像を変える' : '商品画像をメディアから選ぶ'}
              </Button>
            </Group>
            <DialogActions submit="挿入する" onCancel={onClose} />
          </Stack>
        </form>
      </Modal>
      <MediaPicker
        opened={picking}
        title="商品画像を選ぶ"
        action="商品画像に"
        onClose={() => setPicking(false)}
        onPick={setImage}
      />
    </>
  );
}
