// Tells the editor someone else holds the article, and lets an admin take over.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { LockState } from '../../hooks/use-edit-lock.ts';

type Props = {
  lock: LockState;
  isAdmin: boolean;
  onTakeOver: () => void;
  onRetry: () => void;
};

export function LockBanner({ lock, isAdmin, onTakeOver, onRetry }: Props) {
  if (lock.status === 'error') {
    return (
      <Alert color="red" role="alert" title="編集を始められませんでした">
        <Text size="sm">{lock.message}</Text>
        <Button size="xs" mt="xs" variant="light" onClick={onRetry}>
          もう一度試す
        </Button>
      </Alert>
    );
  }
  if (lock.status !== 'locked') return null;
  return (
    <Alert color="orange" icon={<IconLock size={18} />} role="alert" title={lock.message} data-testid="lock-banner">
      <Text size="sm">
        {lock.lost
          ? '編集が引き継がれたため、この画面は閲覧のみになりました。あなたの変更はこのブラウザに保存されています。'
          : '閲覧のみで表示しています。編集が終わると編集できるようになります。'}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" color="orange" onClick={onRetry}>
          もう一度確認する
        </Button>
        {isAdmin && (
          <Button size="xs" color="orange" onClick={onTakeOver}>
            編集を引き継ぐ
          </Button>
        )}
      </Group>
    </Alert>
  );
}
