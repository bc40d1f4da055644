// ボタンリンク: a link to read on, to a shop or a campaign, shown as a button in the body.
import { Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { BUTTON_LABEL_MAX } from '../../../../../contract/article-body/blocks/button-link.ts';
import { isSafeUrl } from '../../../../../contract/common.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { DialogActions } from './dialog-actions.tsx';

export function ButtonLinkModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ href?: string; label?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const link = { href: href.trim(), label: label.trim() };
    const found = {
      ...(!isSafeUrl(link.href) && { href: 'https:// で始まるURLか、/ で始まるサイト内のパスを入力してください' }),
      ...(link.label === '' && { label: 'ボタンの文言を入力してください' }),
      ...(link.label.length > BUTTON_LABEL_MAX && { label: `ボタンの文言は${BUTTON_LABEL_MAX}文字以内にしてください` }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    editor.chain().focus().setButtonLink(link).run();
    setHref('');
    setLabel('');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="ボタンリンクを挿入">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="ボタンの文言"
            placeholder="詳しくはこちら"
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            error={errors.label}
            data-autofocus
          />
          <TextInput
            label="リンク先のURL"
            placeholder="https://example.com/ または /articles/123"
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
            error={errors.href}
          />
          <DialogActions submit="挿入する" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
