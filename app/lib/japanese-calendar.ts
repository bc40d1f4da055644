// How every date picker of the admin speaks: Japanese months and years, weeks from Sunday, and
// Japanese names for its buttons (Mantine's are English).
export const JAPANESE_CALENDAR = {
  locale: 'ja',
  monthLabelFormat: 'YYYY年M月',
  yearLabelFormat: 'YYYY年',
  firstDayOfWeek: 0,
  ariaLabels: {
    nextMonth: '次の月',
    previousMonth: '前の月',
    nextYear: '次の年',
    previousYear: '前の年',
    monthLevelControl: '月を選ぶ',
    yearLevelControl: '年を選ぶ',
  },
} as const;
