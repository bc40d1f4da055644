// The publishing date and time, in Japan time: a calendar for the day and a plain box for the time.
// The time box reads what people type (0900, 9:00, ９時) instead of spin fields that skip or
// swallow digits, and it shows the same 24-hour clock in every browser and zone.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import 'dayjs/locale/ja';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDay, todayInJapan } from '../../../../../contract/time.ts';
import { blockImeEnter, isImeEnter } from '../../../../lib/ime.ts';
import { JAPANESE_CALENDAR } from '../../../../lib/japanese-calendar.ts';
import { fieldId } from '../../field-problems.ts';
import { joinJstWall, parseTimeText, splitJstWall } from '../../schedule.ts';

type ScheduleInput = ReturnType<typeof useScheduleInput>;

/**
 * The day and the typed time, kept apart while the time is being typed. `value` (JST wall time or
 * null for "now") changes only when both make a time; `problem` says what is missing meanwhile.
 */
export function useScheduleInput(value: string | null, onChange: (value: string | null) => void) {
  const [day, setDay] = useState<string | null>(() => (value ? splitJstWall(value).day : null));
  const [timeText, setTimeText] = useState(() => (value ? splitJstWall(value).time : ''));
  const [revealed, setRevealed] = useState(false);
  const timeRef = useRef<HTMLInputElement>(null);
  const committed = useRef(value);

  // A value set from outside (a save, a restored copy, a take-over) replaces what is shown.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDay(value ? splitJstWall(value).day : null);
    setTimeText(value ? splitJstWall(value).time : '');
    setRevealed(false);
  }, [value]);

  function commit(next: string | null) {
    if (next === committed.current) return;
    committed.current = next;
    onChange(next);
  }

  const time = parseTimeText(timeText);
  const problem = !day
    ? null
    : time
      ? null
      : timeText.trim()
        ? '時刻は 9:00 や 0930 のように入力してください'
        : '公開時刻を入力してください';

  return {
    day,
    timeText,
    timeRef,
    problem,
    /** Show the problem (if any) and put the cursor where it is; true when there was one. */
    reveal(): boolean {
      if (!problem) return false;
      setRevealed(true);
      timeRef.current?.focus();
      return true;
    },
    revealed,
    changeDay(next: string | null) {
      setDay(next);
      if (!next) {
        setTimeText('');
        setRevealed(false);
        commit(null);
      } else if (time) commit(joinJstWall(next, time));
    },
    changeTime(text: string) {
      setTimeText(text);
      const parsed = parseTimeText(text);
      if (day && parsed) commit(joinJstWall(day, parsed));
    },
    /** The time as it will be saved (09:00), once the writer leaves the box. */
    tidyTime() {
      if (time) setTimeText(time);
      else if (timeText.trim()) setRevealed(true);
    },
  };
}

type Props = { schedule: ScheduleInput; error?: string; disabled: boolean };

export function ScheduleFields({ schedule: s, error, disabled }: Props) {
  const hintId = useId();
  const onTimeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    blockImeEnter(event);
    if (event.key === 'Enter' && !isImeEnter(event)) s.tidyTime();
  };
  const timeError = s.revealed && s.problem ? s.problem : undefined;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <DatePickerInput
          id={fieldId('schedule_at')}
          label="公開日（日本時間）"
          placeholder="今すぐ"
          valueFormat="YYYY/MM/DD"
          value={s.day}
          onChange={s.changeDay}
          minDate={todayInJapan()}
          clearable
          {...JAPANESE_CALENDAR}
          disabled={disabled}
          error={error}
          aria-describedby={hintId}
          popoverProps={{ withinPortal: true }}
          getDayAriaLabel={formatDay}
          clearButtonProps={{ 'aria-label': '公開日時を消す' }}
          style={{ flex: 3, minWidth: 0 }}
        />
        <TextInput
          ref={s.timeRef}
          label="公開時刻"
          placeholder="--:--"
          value={s.timeText}
          onChange={(e) => s.changeTime(e.currentTarget.value)}
          onBlur={s.tidyTime}
          onKeyDown={onTimeKeyDown}
          onFocus={(e) => e.currentTarget.select()}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          disabled={disabled || !s.day}
          error={Boolean(timeError)}
          aria-invalid={Boolean(timeError)}
          aria-describedby={hintId}
          style={{ flex: 2, minWidth: 0 }}
        />
      </Group>
      {/* The problem takes the hint's place: the time box is too narrow to hold a sentence. */}
      {timeError ? (
        <Text id={hintId} size="xs" c="red" role="alert">
          {timeError}
        </Text>
      ) : (
        <Text id={hintId} size="xs" c="dimmed">
          {s.day && !s.timeText.trim()
            ? '時刻を入れると予約公開になります（0900 と打てば 9:00）'
            : '日付が空欄なら今すぐ公開。未来の日時なら予約公開'}
        </Text>
      )}
    </Stack>
  );
}
