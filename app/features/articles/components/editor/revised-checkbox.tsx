// 「更新日を表示する」: a save of a live article moves its shown 更新日 (and dateModified) only when the
// editor says the change is meaningful; a typo fixed is not news to readers or search engines.
import { Checkbox } from '@mantine/core';
import { formatDate } from '../../../../../contract/time.ts';

type Props = { checked: boolean; onChange: (checked: boolean) => void; revisedAt: string | null; disabled: boolean };

export function RevisedCheckbox({ checked, onChange, revisedAt, disabled }: Props) {
  return (
    <Checkbox
      label="更新日を表示する（内容の大きな更新）"
      description={
        revisedAt
          ? `いまの更新日：${formatDate(revisedAt)}。チェックして保存すると今日の日付になります`
          : 'チェックして保存すると、記事に今日の日付で更新日が表示されます'
      }
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      disabled={disabled}
    />
  );
}
