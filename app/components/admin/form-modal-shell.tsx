// The frame of an admin form dialog: the title, the fields given as children, a refusal no field shows,
// and the cancel and submit buttons, the submit one busy while the form is being sent.
import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SchemaForm } from '../../hooks/use-schema-form.ts';

type Props = {
  title: string;
  /** What the submit button says: 保存, 追加, 作成, 登録 … */
  submitLabel: string;
  form: Pick<SchemaForm, 'onSubmit' | 'pending' | 'formError'>;
  onClose: () => void;
  /** Open unless said otherwise (a form hides itself while a picker it opened is showing). */
  opened?: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
};

export function FormModalShell({ title, submitLabel, form, onClose, opened = true, size, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={form.pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
