// The line under the publish buttons that says where saving stands.
import { Text } from '@mantine/core';
import { formatDateTime } from '../../../../../contract/time.ts';

type Props = {
  saving: boolean;
  autosaveProblem: string | null;
  dirty: boolean;
  /** When this editor last saved, if it has. */
  lastSaved: string | null;
  /** When the article was last stored (null for a new one). */
  updatedAt: string | null;
};

function statusText(p: Props): string {
  if (p.saving) return '保存中…';
  if (p.autosaveProblem) return `自動保存できませんでした: ${p.autosaveProblem}`;
  if (p.dirty) return '保存されていない変更があります';
  if (p.lastSaved) return `${formatDateTime(p.lastSaved)} に保存しました`;
  if (p.updatedAt) return `最終更新 ${formatDateTime(p.updatedAt)}`;
  return '';
}

export function SaveStatus(props: Props) {
  return (
    <Text size="xs" c="dimmed" aria-live="polite" data-testid="save-status">
      {statusText(props)}
    </Text>
  );
}
