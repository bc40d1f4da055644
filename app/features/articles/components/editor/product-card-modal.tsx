// 商品カード: a product a writer recommends, with its picture, its price and the day it was checked,
// and a button per shop (Amazon, 楽天市場, Yahoo!ショッピング, another shop named by the writer). Every
// link is marked sponsored. Opened on a selected card, it edits that card; a card written before
// shops shows its one link as the other shop's.
import { Button, Group, Image, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';
import { BUTTON_LABEL_MAX } from '../../../../../contract/article-body/blocks/button-link.ts';
import {
  PRODUCT_LINK_LABEL,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_SHOP_NAME,
  PRODUCT_SHOPS,
  type ProductShop,
  type ProductShopLink,
  productCardLinks,
} from '../../../../../contract/article-body/blocks/product-card.ts';
import { isSafeUrl } from '../../../../../contract/common.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { DialogActions } from './dialog-actions.tsx';

type Card = { name: string; price: string; priceCheckedOn: string; label: string } & Record<ProductShop, string>;
type Field = keyof Card | 'shops';

/** Today in Japan, as a date field holds it: the day a price is usually checked on. */
function todayInTokyo(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
}

function emptyCard(): Card {
  return {
    name: '',
    price: '',
    priceCheckedOn: todayInTokyo(),
    label: '',
    amazon: '',
    rakuten: '',
    yahoo: '',
    other: '',
  };
}

/** The selected card, if the selection is one. */
function selectedCard(editor: Editor) {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === 'productCard' ? selection.node : null;
}

function cardOf(attrs: Record<string, unknown>): Card {
  const card = { ...emptyCard(), name: String(attrs.name ?? ''), price: String(attrs.price ?? '') };
  card.priceCheckedOn = typeof attrs.priceCheckedOn === 'string' ? attrs.priceCheckedOn : '';
  for (const link of productCardLinks(attrs)) {
    card[link.shop] = link.url;
    if (link.shop === 'other') card.label = link.label ?? '';
  }
  return card;
}

const urlLabel = (shop: ProductShop) =>
  shop === 'other' ? 'その他のショップのURL' : `${PRODUCT_SHOP_NAME[shop]}のURL`;

function problems(card: Card): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {
    ...(card.name === '' && { name: '商品名を入力してください' }),
    ...(card.name.length > PRODUCT_NAME_MAX && { name: `商品名は${PRODUCT_NAME_MAX}文字以内にしてください` }),
    ...(card.price.length > PRODUCT_PRICE_MAX && { price: `価格は${PRODUCT_PRICE_MAX}文字以内にしてください` }),
    ...(card.label.length > BUTTON_LABEL_MAX && { label: `ボタンの文言は${BUTTON_LABEL_MAX}文字以内にしてください` }),
  };
  for (const shop of PRODUCT_SHOPS) {
    if (card[shop] !== '' && !isSafeUrl(card[shop])) {
      found[shop] =
        `https:// で始まる${shop === 'other' ? 'ショップ' : PRODUCT_SHOP_NAME[shop]}のURLを入力してください`;
    }
  }
  if (PRODUCT_SHOPS.every((shop) => card[shop] === '')) found.shops = 'ショップのURLを1つ以上入力してください';
  return found;
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
  const [card, setCard] = useState(emptyCard);
  const [image, setImage] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (!opened) return;
    const node = selectedCard(editor);
    setEditing(node !== null);
    setCard(node ? cardOf(node.attrs) : emptyCard());
    setImage(node ? ((node.attrs.image as string | null) ?? null) : null);
    setErrors({});
  }, [opened, editor]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(card).map(([k, v]) => [k, v.trim()])) as Card;
    const found = problems(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const shops: ProductShopLink[] = PRODUCT_SHOPS.filter((shop) => trimmed[shop] !== '').map((shop) => ({
      shop,
      url: trimmed[shop],
      ...(shop === 'other' && { label: trimmed.label || null }),
    }));
    const attrs = {
      name: trimmed.name,
      price: trimmed.price || null,
      priceCheckedOn: (trimmed.price && trimmed.priceCheckedOn) || null,
      shops,
      image,
      // A card from before shops now keeps its link among them.
      url: null,
      label: null,
    };
    if (editing) editor.chain().focus().updateAttributes('productCard', attrs).run();
    else editor.chain().focus().setProductCard(attrs).run();
    onClose();
  }

  const field = (name: keyof Card, label: string, extra: { placeholder?: string; withAsterisk?: boolean } = {}) => (
    <TextInput
      label={label}
      value={card[name]}
      onChange={(e) => {
        setCard({ ...card, [name]: e.currentTarget.value });
        // A shop's address typed answers 「1つ以上」 at once.
        if (errors.shops && PRODUCT_SHOPS.some((shop) => shop === name)) setErrors({ ...errors, shops: undefined });
      }}
      onKeyDown={blockImeEnter}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <>
      <Modal opened={opened && !picking} onClose={onClose} title={editing ? '商品カードを編集' : '商品カードを挿入'}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {field('name', '商品名', { withAsterisk: true })}
            <Group grow align="flex-start">
              {field('price', '価格', { placeholder: '1,980円（税込）' })}
              <TextInput
                type="date"
                label="価格を確認した日"
                value={card.priceCheckedOn}
                onChange={(e) => setCard({ ...card, priceCheckedOn: e.currentTarget.value })}
              />
            </Group>
            <Text size="xs" c="dimmed">
              価格の下に「※価格は掲載時点のものです」と確認した日が表示されます
            </Text>
            {PRODUCT_SHOPS.filter((shop) => shop !== 'other').map((shop) => (
              <div key={shop}>{field(shop, urlLabel(shop), { placeholder: 'https://' })}</div>
            ))}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {field('other', urlLabel('other'), { placeholder: 'https://' })}
              {field('label', 'ボタンの文言', { placeholder: PRODUCT_LINK_LABEL })}
            </SimpleGrid>
            {errors.shops && (
              <Text size="sm" c="red" role="alert">
                {errors.shops}
              </Text>
            )}
            <Group gap="sm">
              {image && <Image src={image} alt="" w={72} h={72} fit="contain" />}
              <Button variant="default" size="xs" onClick={() => setPicking(true)}>
                {image ? '商品画像を変える' : '商品画像をメディアから選ぶ'}
              </Button>
            </Group>
            <DialogActions submit={editing ? '更新する' : '挿入する'} onCancel={onClose} />
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
