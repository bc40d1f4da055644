// Asks before a reviewer goes to the trash (off every article page at once) or, from the trash, for good.
import { notifications } from '@mantine/notifications';
import type { Reviewer } from '../../../../contract/reviewers.ts';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import { deleteReviewer } from '../api/delete-reviewer.ts';

type Props = { reviewer: Reviewer | null; onClose: () => void; onDeleted: () => void };

export function DeleteReviewerModal({ reviewer, onClose, onDeleted }: Props) {
  const forGood = reviewer?.in_trash ?? false;
  return (
    <ConfirmModal
      opened={reviewer !== null}
      onClose={onClose}
      title={forGood ? '監修者を完全に削除しますか？' : '監修者をゴミ箱に移しますか？'}
      message={
        forGood
          ? `「${reviewer?.name ?? ''}」を完全に削除し、記事からも外します。元に戻せません。`
          : `「${reviewer?.name ?? ''}」を記事のページと監修者のページから外します。ゴミ箱から戻すと元の記事に表示されます。`
      }
      confirmLabel={forGood ? '完全に削除' : 'ゴミ箱へ移動'}
      onConfirm={async () => {
        if (!reviewer) return;
        const { message } = await deleteReviewer(reviewer.id);
        notifications.show({ color: 'teal', message: `「${reviewer.name}」：${message}` });
        onDeleted();
      }}
    />
  );
}
