// One image of the library: thumbnail, name, size, dimensions, uploader and date, with copy-URL
// and delete (the server refuses an image still in use, and says where). The thumbnail opens the
// picture's details: its alternative text and where it is used.
import { ActionIcon, Button, Card, Group, Image, Modal, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Media } from '../../../../contract/media.ts';
import { formatDate, formatDateTime } from '../../../../contract/time.ts';
import { deleteMedia } from '../api/delete-media.ts';
import { fileNameOf, formatBytes, thumbOf } from '../media-display.ts';
import { MediaDetails } from './media-details.tsx';

type Props = { media: Media; uploader: string | null; onChanged: () => void };

export function MediaCard({ media: m, uploader, onChanged }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [details, setDetails] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = fileNameOf(m.url);
  const absoluteUrl = new URL(m.url, window.location.origin).href;

  async function copy() {
    try {
      await navigator.clipboard.writeText(absoluteUrl);
      notifications.show({ color: 'teal', message: '画像のURLをコピーしました' });
    } catch {
      // Blocked clipboard (permissions, insecure origin): show the URL so it can be copied by hand.
      notifications.show({ color: 'yellow', title: 'コピーできませんでした', message: absoluteUrl });
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      const { message } = await deleteMedia(m.id);
      notifications.show({ color: 'teal', message });
      setConfirming(false);
      onChanged();
    } catch (error) {
      setConfirming(false);
      notifications.show({ color: 'red', title: '削除できませんでした', message: (error as Error).message });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card withBorder padding="xs" component="li" aria-label={name}>
      <Card.Section>
        <UnstyledButton onClick={() => setDetails(true)} aria-label={`${name} の詳細`} display="block" w="100%">
          <Image src={thumbOf(m)} alt="" h={140} fit="cover" loading="lazy" />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={2} mt="xs" style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate title={name}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(m.bytes)}
          {m.width && m.height ? `・${m.width}×${m.height}` : ''}
        </Text>
        <Text size="xs" c={m.alt ? 'dimmed' : 'red.8'} truncate title={m.alt}>
          {m.alt || '代替テキストなし'}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {uploader ?? 'アップロードした人は不明'}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={m.created_at} title={formatDateTime(m.created_at)}>
            {formatDate(m.created_at)}
          </time>
        </Text>
      </Stack>
      <Group gap={4} mt="xs" justify="flex-end">
        <Tooltip label="URLをコピー">
          <ActionIcon variant="light" onClick={copy} aria-label={`${name} のURLをコピー`}>
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="削除">
          <ActionIcon variant="light" color="red" onClick={() => setConfirming(true)} aria-label={`${name} を削除`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <MediaDetails
        media={m}
        uploader={uploader}
        opened={details}
        onClose={() => setDetails(false)}
        onChanged={onChanged}
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="画像を削除しますか？" centered>
        <Stack>
          <Image src={thumbOf(m)} alt="" mah={160} fit="contain" />
          <Text size="sm">
            「{name}」を完全に削除します。元に戻せません。記事やプロフィールで使われている画像は削除できません。
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              キャンセル
            </Button>
            <Button color="red" loading={deleting} onClick={remove}>
              削除する
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
