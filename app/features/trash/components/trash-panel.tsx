// One tab of the trash can: the trashed items of one kind, each restorable or deletable for good
// (after a confirmation); the server's refusals stay on screen until dismissed.
import { Alert, Box, Button, Center, EmptyState, Group, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconTrash, IconTrashOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import { ListPagination } from '../../../components/admin/list-pagination.tsx';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import type { TrashItem, TrashKind } from '../trash-kinds.ts';

export function TrashPanel({ kind }: { kind: TrashKind }) {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiQuery(`${kind.key}:${page}`, () => kind.load(page));
  // The last item of a later page went: show the page before it.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(Math.max(1, data.meta.total_pages));
  }, [data, page]);
  const [deleting, setDeleting] = useState<TrashItem | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function restore(item: TrashItem) {
    setRestoring(item.id);
    setProblem(null);
    try {
      await kind.restore(item.id);
      notifications.show({ color: 'teal', message: `${kind.noun}「${item.title}」を元に戻しました` });
      reload();
    } catch (e) {
      setProblem(`${kind.noun}「${item.title}」を元に戻せませんでした: ${(e as Error).message}`);
    } finally {
      setRestoring(null);
    }
  }

  async function remove(item: TrashItem) {
    await kind.remove(item.id);
    notifications.show({ color: 'teal', message: `${kind.noun}「${item.title}」を完全に削除しました` });
    setDeleting(null);
    reload();
  }

  if (!data && loading)
    return (
      <Center p="xl">
        <Loader aria-label="読み込み中" />
      </Center>
    );
  if (!data)
    return (
      <Alert color="red" role="alert" title="ゴミ箱を読み込めませんでした">
        {error?.message}
      </Alert>
    );

  return (
    <Box>
      {problem && (
        <Alert
          color="red"
          role="alert"
          mb="md"
          withCloseButton
          closeButtonLabel="閉じる"
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}
      {data.items.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconTrashOff size={28} />}
          withIndicatorBackground
          title="ゴミ箱は空です"
          description={`ゴミ箱に移動した${kind.noun}はここに表示され、元に戻したり完全に削除したりできます。`}
        />
      ) : (
        <Paper withBorder component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`ゴミ箱の${kind.noun}`}>
          {data.items.map((item, i) => (
            <Group
              component="li"
              key={item.id}
              justify="space-between"
              gap="xs"
              px="md"
              py="sm"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Box miw={0} style={{ flex: '1 1 16rem' }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.detail}
                </Text>
              </Box>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowBackUp size={16} />}
                  loading={restoring === item.id}
                  onClick={() => restore(item)}
                  aria-label={`「${item.title}」を元に戻す`}
                >
                  元に戻す
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(item)}
                  aria-label={`「${item.title}」を完全に削除`}
                >
                  完全に削除
                </Button>
              </Group>
            </Group>
          ))}
        </Paper>
      )}
      <Box mt="md">
        <ListPagination meta={data.meta} onChange={setPage} />
      </Box>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="完全に削除しますか？"
        message={`${kind.noun}「${deleting?.title ?? ''}」を完全に削除します。${kind.deleteNote}`}
        confirmLabel="完全に削除"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </Box>
  );
}
