// Asks before a redirect is deleted (for good: there is no trash for redirects) and says when it is gone.
import { notifications } from '@mantine/notifications';
import type { Redirect } from '../../../../contract/redirects.ts';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import { deleteRedirect } from '../api/delete-redirect.ts';

type Props = {
  /** The redirect asked about; null keeps the dialog closed. */
  redirect: Redirect | null;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteRedirectModal({ redirect, onClose, onDeleted }: Props) {
  return (
    <ConfirmModal
      opened={redirect !== null}
      onClose={onClose}
      title="リダイレクトを削除しますか？"
      message={`転送元「${redirect?.from_path ?? ''}」のリダイレクトを削除します。このアドレスへのアクセスは転送されなくなります。削除は元に戻せません。`}
      confirmLabel="削除"
      onConfirm={async () => {
        if (!redirect) return;
        await deleteRedirect(redirect.id);
        notifications.show({ color: 'teal', message: `リダイレクト「${redirect.from_path}」を削除しました` });
        onDeleted();
      }}
    />
  );
}
