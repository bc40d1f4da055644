// アイキャッチ画像 picked without a description: asked once what it shows. The answer is kept on the
// picture in the library, so the article page (and any other article using it) reads it out.
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { MEDIA_ALT_MAX, type Media } from '../../../../../contract/media.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { updateMediaAlt } from '../../../media/api/media-details.ts';
import { DialogActions } from './dialog-actions.tsx';

/** Keyed by the picture where it is used, so each picture starts with an empty answer. */
export function ThumbnailAltModal({ media, onClose }: { media: Media | null; onClose: () => void }) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!media) return;
    if (alt.trim() === '') return setError('何が写っているかを入力してください');
    try {
      await updateMediaAlt(media.id, alt.trim());
      notifications.show({ color: 'teal', message: 'アイキャッチ画像の代替テキストを保存しました' });
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <Modal opened={media !== null} onClose={onClose} title="アイキャッチ画像の説明">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">この画像にはまだ説明がありません。記事ページで読み上げられる説明を入れてください。</Text>
          <TextInput
            label="代替テキスト"
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            maxLength={MEDIA_ALT_MAX}
            error={error}
            withAsterisk
            data-autofocus
          />
          <DialogActions submit="保存する" onCancel={onClose} cancel="あとで" />
        </Stack>
      </form>
    </Modal>
  );
}
