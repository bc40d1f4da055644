// Asks before a tag or a category goes to the trash, says when it has gone, and lets the list reload.
import { notifications } from '@mantine/notifications';
import { ConfirmModal } from '../../../components/admin/confirm-modal.tsx';
import type { TaxonomyNoun } from './taxonomy-form-modal.tsx';

type Props<T> = {
  /** The item asked about; null keeps the dialog closed. */
  item: T | null;
  noun: TaxonomyNoun;
  move: (id: number) => Promise<unknown>;
  onClose: () => void;
  onMoved: () => void;
};

export function MoveToTrashModal<T extends { id: number; title: string }>({
  item,
  noun,
  move,
  onClose,
  onMoved,
}: Props<T>) {
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      title="ゴミ箱へ移動しますか？"
      message={`${noun}「${item?.title ?? ''}」をゴミ箱へ移動します。ゴミ箱から元に戻せます。`}
      confirmLabel="ゴミ箱へ移動"
      onConfirm={async () => {
        if (!item) return;
        await move(item.id);
        notifications.show({ color: 'teal', message: `${noun}「${item.title}」をゴミ箱に移動しました` });
        onMoved();
      }}
    />
  );
}
