// Embed a YouTube video or an X / Instagram post by its URL.
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { SOCIAL_LABEL, socialProviderOf } from '../../../../../contract/article-body/blocks/social-embed.ts';
import { DialogActions } from './dialog-actions.tsx';

export function EmbedModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    const social = socialProviderOf(value);
    if (/^https:\/\//.test(value) && isValidYoutubeUrl(value)) {
      editor.chain().focus().setYoutubeVideo({ src: value }).run();
    } else if (social) {
      editor.chain().focus().setSocialEmbed({ provider: social, url: value }).run();
    } else {
      setError('YouTube・X・Instagram の https:// で始まるURLを入力してください');
      return;
    }
    setUrl('');
    setError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="埋め込み（YouTube・X・Instagram）">
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label="URL"
            placeholder="https://www.youtube.com/watch?v=…"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            対応: YouTube、{SOCIAL_LABEL.x}、{SOCIAL_LABEL.instagram}
          </Text>
          <DialogActions submit="埋め込む" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
