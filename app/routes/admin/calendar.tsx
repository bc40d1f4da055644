// /admin/calendar: published and scheduled articles by day in Japan, a month or a week at a time.
// A scheduled article moves to another day by drag and drop or with 日付を変更 (keeping its time).
// The period and the filters live in the URL (?view=month&date=2026-11-01&category=&writer_id=).
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { CalendarArticle } from '../../../contract/calendar.ts';
import { todayInJapan } from '../../../contract/time.ts';
import { getReviewSettings } from '../../features/articles/api/review.ts';
import { getCalendarArticles } from '../../features/calendar/api/get-calendar-articles.ts';
import {
  articlesByDay,
  type CalendarView,
  calendarPageQuery,
  dateForView,
  periodLabel,
  stepDate,
  visibleDays,
} from '../../features/calendar/calendar-range.ts';
import { CalendarAgenda } from '../../features/calendar/components/calendar-agenda.tsx';
import { CalendarGrid } from '../../features/calendar/components/calendar-grid.tsx';
import { type CalendarFilters, CalendarToolbar } from '../../features/calendar/components/calendar-toolbar.tsx';
import { RescheduleModal } from '../../features/calendar/components/reschedule-modal.tsx';
import { useReschedule } from '../../features/calendar/hooks/use-reschedule.ts';
import { useCurrentWriter } from '../../features/session/hooks/use-current-writer.ts';
import { requireSession } from '../../features/session/session.ts';
import { getCategorySelection } from '../../features/taxonomy/api/get-category-selection.ts';
import { getAllWriters } from '../../features/writers/api/get-writers.ts';
import { queryFromUrl } from '../../lib/url-query.ts';
import type { Route } from './+types/calendar';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const writer = await requireSession();
  const { query, valid } = queryFromUrl(calendarPageQuery, request);
  const today = todayInJapan();
  const date = query.date ?? today;
  const days = visibleDays(query.view, date);
  const [calendar, categories, writers, rules] = await Promise.all([
    getCalendarArticles({
      from: days[0] as string,
      to: days.at(-1) as string,
      category: query.category,
      writer_id: query.writer_id,
    }),
    getCategorySelection(),
    writer.role === 'admin' ? getAllWriters() : null,
    getReviewSettings(),
  ]);
  return {
    view: query.view,
    date,
    today,
    days,
    calendar,
    categories,
    writers,
    canMove: rules.may_publish,
    invalidQuery: !valid,
  };
}

export function HydrateFallback() {
  return null;
}

export default function Calendar({ loaderData: d }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const me = useCurrentWriter();
  const { articles, reschedule } = useReschedule(d.calendar.articles, () => void revalidator.revalidate(), me.id);
  const [changing, setChanging] = useState<CalendarArticle | null>(null);
  const byDay = articlesByDay(articles);

  function update(next: Partial<CalendarFilters & { view: CalendarView; date: string }>) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        カレンダー
      </Title>
      <Paper withBorder p="md">
        <CalendarToolbar
          key={params.toString()}
          view={d.view}
          period={periodLabel(d.view, d.date)}
          onStep={(direction) => update({ date: stepDate(d.view, d.date, direction) })}
          onToday={() => update({ date: '' })}
          onView={(view) => update({ view, date: dateForView(view, d.date, d.today) })}
          filters={{ category: params.get('category') ?? '', writer_id: params.get('writer_id') ?? '' }}
          onFilter={update}
          categories={d.categories}
          writers={d.writers}
        />
      </Paper>
      {d.invalidQuery && (
        <Alert color="yellow">表示の条件が正しくなかったので、今月のカレンダーを表示しています。</Alert>
      )}
      {d.calendar.truncated && (
        <Alert color="yellow">
          記事が多すぎて一部を表示できていません。週の表示にするか、カテゴリやライターで絞り込んでください。
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        予約中の記事は、{phone ? '' : 'ドラッグするか'}「日付を変更」ボタンで別の日に移せます（時刻はそのまま）。
      </Text>
      {phone ? (
        <CalendarAgenda days={d.days} today={d.today} byDay={byDay} canMove={d.canMove} onChangeDate={setChanging} />
      ) : (
        <section aria-label={`${periodLabel(d.view, d.date)}のカレンダー`}>
          <CalendarGrid
            view={d.view}
            days={d.days}
            month={d.date.slice(0, 7)}
            today={d.today}
            byDay={byDay}
            canMove={d.canMove}
            onMove={reschedule}
            onChangeDate={setChanging}
            onOpenWeek={(day) => update({ view: 'week', date: day })}
          />
        </section>
      )}
      <RescheduleModal article={changing} today={d.today} onClose={() => setChanging(null)} onSave={reschedule} />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
