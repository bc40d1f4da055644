// Asks before a rule is deleted (for good) and says when it is gone.
import { notifications } from '@mantine/notifications';
import type { StyleRule } from '../../../../contract/style-rules.ts';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import { deleteStyleRule } from '../api/delete-style-rule.ts';

type Props = { rule: StyleRule | null; onClose: () => void; onDeleted: () => void };

export function DeleteStyleRuleModal({ rule, onClose, onDeleted }: Props) {
  return (
    <ConfirmModal
      opened={rule !== null}
      onClose={onClose}
      title="表記ルールを削除しますか？"
      message={`「${rule?.find ?? ''}」のルールを削除します。エディタで指摘されなくなります。削除は元に戻せません。`}
      confirmLabel="削除"
      onConfirm={async () => {
        if (!rule) return;
        await deleteStyleRule(rule.id);
        notifications.show({ color: 'teal', message: `表記ルール「${rule.find}」を削除しました` });
        onDeleted();
      }}
    />
  );
}
