// 「更新日を表示する」: a save of a live article moves its shown 更新日 (and dateModified) only when the
// editor says the change is meaningful; a typo fixed is not news to readers or search engines.
import { Checkbox } from '@mantine/core';
import { formatDate } from '../../../../../contract/time.ts';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  revisedAt: string | null;
  disabled: boolean;
  /** When the date moves and to which day, if not on this save (a scheduled update's goes live later). */
  when?: { moment: string; day: string };
};

const SAVE = { moment: 'チェックして保存すると', day: '今日' };

export function RevisedCheckbox({ checked, onChange, revisedAt, disabled, when = SAVE }: Props) {
  return (
    <Checkbox
      label="更新日を表示する（内容の大きな更新）"
      description={
        revisedAt
          ? `いまの更新日：${formatDate(revisedAt)}。${when.moment}${when.day}の日付になります`
          : `${when.moment}、記事に${when.day}の日付で更新日が表示されます`
      }
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      disabled={disabled}
    />
  );
}
