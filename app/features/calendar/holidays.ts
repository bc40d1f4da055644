// 祝日: Japan's national holidays (and substitute holidays) by JST day, from @holiday-jp/holiday_jp,
// which follows the Cabinet Office's list (内閣府「国民の祝日について」) and covers 1970–2050.
import holidayJp from '@holiday-jp/holiday_jp';

const HOLIDAYS: Readonly<Record<string, { name: string } | undefined>> = holidayJp.holidays;

/** The holiday's name on `day` (`YYYY-MM-DD`), e.g. 「勤労感謝の日」, or null on an ordinary day. */
export function holidayName(day: string): string | null {
  return HOLIDAYS[day]?.name ?? null;
}
