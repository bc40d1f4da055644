// Bulk move to trash: confirm, then DELETE each one; reports what could not be moved (e.g. locked).
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ManageArticle } from '../../../../contract/articles.ts';
import { deleteArticle } from '../api/delete-article.ts';

type Props = { articles: ManageArticle[]; onDone: (trashedIds: number[]) => void };

export function TrashArticlesButton({ articles, onDone }: Props) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  async function moveToTrash() {
    setPending(true);
    const results = await Promise.allSettled(articles.map((a) => deleteArticle(a.id)));
    setPending(false);
    setOpened(false);
    const trashed = articles.filter((_, i) => results[i]?.status === 'fulfilled').map((a) => a.id);
    const failed = articles
      .map((a, i) => ({ a, r: results[i] }))
      .filter(({ r }) => r?.status === 'rejected')
      .map(({ a, r }) => `「${a.title}」: ${((r as PromiseRejectedResult).reason as Error).message}`);
    if (trashed.length)
      notifications.show({ color: 'teal', message: `${trashed.length}件の記事をゴミ箱に移動しました` });
    if (failed.length)
      notifications.show({ color: 'red', title: 'ゴミ箱に移動できなかった記事があります', message: failed.join('\n') });
    onDone(trashed);
  }

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        disabled={articles.length === 0}
        onClick={() => setOpened(true)}
      >
        ゴミ箱へ移動{articles.length ? `（${articles.length}件）` : ''}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="ゴミ箱へ移動しますか？" centered>
        <Stack>
          <Text size="sm">次の{articles.length}件の記事をゴミ箱へ移動します。ゴミ箱から元に戻せます。</Text>
          <List size="sm" spacing={2} style={{ maxHeight: 200, overflow: 'auto' }}>
            {articles.map((a) => (
              <List.Item key={a.id}>{a.title}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              キャンセル
            </Button>
            <Button color="red" loading={pending} onClick={moveToTrash}>
              ゴミ箱へ移動
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
