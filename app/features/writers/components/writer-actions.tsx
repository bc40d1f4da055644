// The admin's actions on one writer: edit, mail a password-reset link, move to the trash. The two
// that reach the writer or their account ask first.
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Writer } from '../../../../contract/writers.ts';
import { useCurrentWriter } from '../../session/hooks/use-current-writer.ts';
import { deleteWriter } from '../api/delete-writer.ts';
import { sendResetToken } from '../api/send-reset-token.ts';

type Props = { writer: Writer; onTrashed: () => void; compact?: boolean };
type Kind = 'reset' | 'trash';

const CONFIRM = {
  reset: {
    title: 'パスワード再設定メールを送りますか？',
    body: (w: Writer) => `${w.name}さん（${w.email}）に、パスワードを設定し直すためのリンクと確認コードを送ります。`,
    button: 'メールを送る',
    color: undefined,
  },
  trash: {
    title: 'ゴミ箱へ移動しますか？',
    body: (w: Writer) =>
      `${w.name}さんをゴミ箱へ移動します。ゴミ箱にある間はログインできません。記事はそのまま残り、ゴミ箱から元に戻せます。`,
    button: 'ゴミ箱へ移動',
    color: 'red',
  },
} as const;

export function WriterActions({ writer, onTrashed, compact = false }: Props) {
  const me = useCurrentWriter();
  // The kind outlives `opened`, so the dialog keeps its text while it fades out.
  const [kind, setKind] = useState<Kind>('reset');
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = (next: Kind) => {
    setKind(next);
    setOpened(true);
  };

  async function confirm() {
    setBusy(true);
    try {
      const { message } = kind === 'reset' ? await sendResetToken(writer.id) : await deleteWriter(writer.id);
      notifications.show({ color: 'teal', message });
      if (kind === 'trash') onTrashed();
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(false);
      setOpened(false);
    }
  }

  const label = `${writer.name}さんの操作`;
  const dialog = CONFIRM[kind];
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compact ? (
            <ActionIcon variant="subtle" color="gray" aria-label={label}>
              <IconDots size={18} />
            </ActionIcon>
          ) : (
            <Button variant="default" rightSection={<IconDots size={16} />} aria-label={label}>
              操作
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`/admin/writers/edit?id=${writer.id}`} leftSection={<IconPencil size={16} />}>
            編集
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} />} onClick={() => ask('reset')}>
            パスワード再設定メールを送る
          </Menu.Item>
          {writer.id !== me.id && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => ask('trash')}>
              ゴミ箱へ移動
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={() => setOpened(false)} title={dialog.title} centered>
        <Stack>
          <Text size="sm">{dialog.body(writer)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              キャンセル
            </Button>
            <Button color={dialog.color} loading={busy} onClick={confirm}>
              {dialog.button}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
