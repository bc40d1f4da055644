// Asked right after an upload to the library: what each new picture shows (its alternative text),
// so it arrives described wherever it is inserted. Left empty, a picture stays marked 代替テキストなし.
import { Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { MEDIA_ALT_MAX, type Media } from '../../../../contract/media.ts';
import { blockImeEnter } from '../../../lib/ime.ts';
import { updateMediaAlt } from '../api/media-details.ts';
import { fileNameOf, thumbOf } from '../media-display.ts';

/** Give it a `key` of the uploads, so each batch starts with empty fields. */
type Props = { uploaded: Media[]; onClose: (described: boolean) => void };

export function DescribeUploadsModal({ uploaded, onClose }: Props) {
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const described = uploaded.filter((m) => alts[m.id]?.trim());
    setSaving(true);
    const results = await Promise.allSettled(described.map((m) => updateMediaAlt(m.id, alts[m.id] ?? '')));
    setSaving(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) {
      notifications.show({ color: 'red', message: `${failed}枚の代替テキストを保存できませんでした` });
      return;
    }
    if (described.length > 0)
      notifications.show({ color: 'teal', message: `${described.length}枚の代替テキストを保存しました` });
    onClose(described.length > 0);
  }

  return (
    <Modal opened={uploaded.length > 0} onClose={() => onClose(false)} title="アップロードした画像の説明" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {uploaded.map((m, i) => (
            <Group key={m.id} wrap="nowrap" align="flex-start">
              <Image src={thumbOf(m)} alt="" w={96} h={72} radius="sm" fit="cover" />
              <TextInput
                style={{ flex: 1 }}
                label={`代替テキスト：${fileNameOf(m.url)}`}
                description={
                  i === 0 ? '何が写っているか（例：白い棚に並んだ保存容器）。あとから詳細でも変えられます' : undefined
                }
                value={alts[m.id] ?? ''}
                onChange={(e) => setAlts({ ...alts, [m.id]: e.currentTarget.value })}
                onKeyDown={blockImeEnter}
                maxLength={MEDIA_ALT_MAX}
                data-autofocus={i === 0 || undefined}
              />
            </Group>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>
              あとで
            </Button>
            <Button type="submit" loading={saving}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
