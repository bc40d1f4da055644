// 吹き出し: who speaks (one of the writers, or anyone by name with a picture from the library) and
// on which side; the words are typed into the balloon in the body.
import { Avatar, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';
import { type BalloonSide, SPEAKER_NAME_MAX } from '../../../../../contract/article-body/blocks/balloon.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { getPublicWriters } from '../../../writers/api/get-public-writers.ts';
import { DialogActions } from './dialog-actions.tsx';

type Speaker = { name: string; avatar: string | null };

export function BalloonModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [writers, setWriters] = useState<Speaker[]>([]);
  const [speaker, setSpeaker] = useState<Speaker>({ name: '', avatar: null });
  const [side, setSide] = useState<BalloonSide>('left');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!opened || writers.length > 0) return;
    getPublicWriters()
      .then((list) => setWriters(list.map((w) => ({ name: w.name, avatar: w.profile_img_url }))))
      .catch(() => setWriters([]));
  }, [opened, writers.length]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const name = speaker.name.trim();
    if (name === '') return setError('話す人の名前を入力してください');
    if (name.length > SPEAKER_NAME_MAX) return setError(`名前は${SPEAKER_NAME_MAX}文字以内にしてください`);
    editor.chain().focus().setBalloon({ speaker: name, avatar: speaker.avatar, side }).run();
    setSpeaker({ name: '', avatar: null });
    setError(undefined);
    onClose();
  }

  return (
    <>
      <Modal opened={opened && !picking} onClose={onClose} title="吹き出しを挿入">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Select
              label="書き手から選ぶ"
              placeholder="選ばずに名前を入力してもかまいません"
              data={writers.map((w) => w.name)}
              value={writers.some((w) => w.name === speaker.name) ? speaker.name : null}
              onChange={(name) => {
                const writer = writers.find((w) => w.name === name);
                if (writer) setSpeaker(writer);
              }}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="話す人の名前"
              value={speaker.name}
              onChange={(e) => setSpeaker({ ...speaker, name: e.currentTarget.value })}
              onKeyDown={blockImeEnter}
              error={error}
              withAsterisk
            />
            <Group gap="sm">
              <Avatar src={speaker.avatar} alt="" radius="xl" size="lg" />
              <Button variant="default" size="xs" onClick={() => setPicking(true)}>
                アイコンをメディアから選ぶ
              </Button>
              {speaker.avatar && (
                <Button variant="subtle" size="xs" onClick={() => setSpeaker({ ...speaker, avatar: null })}>
                  アイコンを外す
                </Button>
              )}
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="balloon-side">
                話す人の位置
              </Text>
              <SegmentedControl
                aria-labelledby="balloon-side"
                value={side}
                onChange={(value) => setSide(value as BalloonSide)}
                data={[
                  { value: 'left', label: '左' },
                  { value: 'right', label: '右' },
                ]}
              />
            </Stack>
            <DialogActions submit="挿入する" onCancel={onClose} />
          </Stack>
        </form>
      </Modal>
      <MediaPicker
        opened={picking}
        title="吹き出しのアイコンを選ぶ"
        action="アイコンに"
        onClose={() => setPicking(false)}
        onPick={(url) => setSpeaker((current) => ({ ...current, avatar: url }))}
      />
    </>
  );
}
