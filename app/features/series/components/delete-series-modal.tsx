// Asks before a series is deleted and says when it is gone. Its articles stay, no longer numbered.
import { notifications } from '@mantine/notifications';
import type { Series } from '../../../../contract/series.ts';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import { deleteSeries } from '../api/delete-series.ts';

type Props = { series: Series | null; onClose: () => void; onDeleted: () => void };

export function DeleteSeriesModal({ series, onClose, onDeleted }: Props) {
  return (
    <ConfirmModal
      opened={series !== null}
      onClose={onClose}
      title="連載を削除しますか？"
      message={`連載「${series?.title ?? ''}」を削除します。記事はそのまま残り、話数と連載のページがなくなります。削除は元に戻せません。`}
      confirmLabel="削除"
      onConfirm={async () => {
        if (!series) return;
        await deleteSeries(series.id);
        notifications.show({ color: 'teal', message: `連載「${series.title}」を削除しました` });
        onDeleted();
      }}
    />
  );
}
