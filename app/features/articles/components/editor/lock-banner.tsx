// Tells the editor someone else holds the article, and lets an admin take over after saying what
// that does to the holder; after a submit for 校正, says the editor stepped aside and offers it back.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/admin/confirm-modal.tsx';
import type { LockState } from '../../hooks/use-edit-lock.ts';

type Props = {
  lock: LockState;
  isAdmin: boolean;
  onTakeOver: () => Promise<void>;
  onRetry: () => void;
};

export function LockBanner({ lock, isAdmin, onTakeOver, onRetry }: Props) {
  const [confirming, setConfirming] = useState(false);
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
  if (lock.status === 'resting') {
    return (
      <Alert
        color="blue"
        icon={<IconSend size={18} />}
        role="status"
        title="校正に出しました"
        data-testid="lock-banner"
      >
        <Text size="sm">
          管理者がすぐ確認できるよう、この画面は閲覧のみにしています。確認を待つ間に書き直すときは「書き直す」を押してください。
        </Text>
        <Button size="xs" mt="xs" variant="light" color="blue" onClick={onRetry}>
          書き直す
        </Button>
      </Alert>
    );
  }
  if (lock.status !== 'locked') return null;
  const holder = lock.holder?.name ?? '他の人';
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
          <Button size="xs" color="orange" onClick={() => setConfirming(true)}>
            編集を引き継ぐ
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="編集を引き継ぎますか？"
        message={`${holder}さんの画面は閲覧のみになります。${holder}さんがまだ保存していない変更は、その人のブラウザに残ります。`}
        confirmLabel="引き継ぐ"
        onConfirm={async () => {
          await onTakeOver();
          setConfirming(false);
        }}
      />
    </Alert>
  );
}
