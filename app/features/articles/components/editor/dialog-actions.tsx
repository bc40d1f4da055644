// The foot of the editor's insert dialogs: cancel (or put off), and the dialog's own action, which
// submits its form.
import { Button, Group } from '@mantine/core';

export function DialogActions({
  submit,
  onCancel,
  cancel = 'キャンセル',
}: {
  submit: string;
  onCancel: () => void;
  cancel?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit">{submit}</Button>
    </Group>
  );
}
