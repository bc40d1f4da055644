// A picture's details in the library: the picture, its sizes, what it shows (alternative text,
// editable) and where it is used, each article linked to its editor.
import { Alert, Anchor, Badge, Button, Group, Image, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MEDIA_ALT_MAX, type Media, type MediaUsage } from '../../../../contract/media.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { blockImeEnter } from '../../../lib/ime.ts';
import { getMediaUsage, updateMediaAlt } from '../api/media-details.ts';
import { fileNameOf, formatBytes, thumbOf } from '../media-display.ts';

type Props = { media: Media; uploader: string | null; opened: boolean; onClose: () => void; onChanged: () => void };

function otherPlaces(usage: MediaUsage): string {
  const places = [
    usage.writers > 0 && `プロフィール ${usage.writers}件`,
    usage.ads > 0 && `広告 ${usage.ads}件`,
    usage.shop_items > 0 && `ショップ ${usage.shop_items}件`,
  ];
  return places.filter(Boolean).join('・');
}

export function MediaDetails({ media: m, uploader, opened, onClose, onChanged }: Props) {
  const [usage, setUsage] = useState<MediaUsage | null>(null);
  const [usageError, setUsageError] = useState<string>();
  const [alt, setAlt] = useState(m.alt);
  const [saving, setSaving] = useState(false);
  const [altError, setAltError] = useState<string>();
  const name = fileNameOf(m.url);

  useEffect(() => {
    if (!opened) return;
    setAlt(m.alt);
    setAltError(undefined);
    setUsage(null);
    getMediaUsage(m.id)
      .then(setUsage)
      .catch((e: Error) => setUsageError(e.message));
  }, [opened, m.id, m.alt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await updateMediaAlt(m.id, alt.trim());
      notifications.show({ color: 'teal', message: '代替テキストを保存しました' });
      onChanged();
    } catch (e) {
      setAltError((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const others = usage ? otherPlaces(usage) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={`画像の詳細：${name}`} size="lg">
      <Stack>
        <Image src={thumbOf(m, 640)} alt={m.alt} mah={320} fit="contain" />
        <Text size="sm">
          {m.width && m.height ? `${m.width}×${m.height}・` : ''}
          {formatBytes(m.bytes)}・{m.mime}
          <br />
          縮小版：{m.variants.map((v) => `${v.width}px`).join('・') || 'なし'}
          <br />
          {uploader ?? 'アップロードした人は不明'}・{formatDateTime(m.created_at)}
        </Text>
        <form onSubmit={onSubmit}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="代替テキスト"
              description="記事に入れるとき、この説明が最初から入ります"
              value={alt}
              onChange={(e) => setAlt(e.currentTarget.value)}
              onKeyDown={blockImeEnter}
              maxLength={MEDIA_ALT_MAX}
              error={altError}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" loading={saving}>
              保存
            </Button>
          </Group>
        </form>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            使われている場所
          </Text>
          {usageError && (
            <Alert color="red" role="alert">
              {usageError}
            </Alert>
          )}
          {!usage && !usageError && <Loader size="sm" aria-label="読み込み中" />}
          {usage && usage.articles.length === 0 && !others && (
            <Text size="sm" c="dimmed">
              どこにも使われていません
            </Text>
          )}
          {usage && usage.articles.length > 0 && (
            <List size="sm" spacing={2} aria-label="この画像を使っている記事">
              {usage.articles.map((a) => (
                <List.Item key={a.id}>
                  <Anchor component={Link} to={`/admin/articles/edit_article/${a.id}`} size="sm">
                    {a.title}
                  </Anchor>
                  {a.in_trash && (
                    <Badge size="xs" color="gray" ml={6}>
                      ゴミ箱
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          )}
          {others && <Text size="sm">{others}</Text>}
        </Stack>
      </Stack>
    </Modal>
  );
}
