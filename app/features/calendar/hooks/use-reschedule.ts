// Saving a calendar move: only the publishing time, with the `updated_at` the calendar was loaded
// with (a newer save elsewhere answers 409). The entry shows on its new day while the save runs.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CalendarArticle } from '../../../../contract/calendar.ts';
import { jstDay, jstTime } from '../../../../contract/time.ts';
import { updateArticle } from '../../articles/api/update-article.ts';
import { rescheduleUpdate } from '../api/reschedule-update.ts';
import { shortDayLabel } from '../calendar-range.ts';
import { entryKey, plannedMove, rescheduleErrorText } from '../reschedule.ts';

type Moved = Pick<CalendarArticle, 'published_at' | 'updated_at'>;
type Pending = { loaded: CalendarArticle[]; moved: ReadonlyMap<string, Moved> };

/**
 * `loaded`: the articles as last loaded (a new load replaces the pending moves); `reload` loads them
 * again; `myId`: the signed-in writer (moving someone else's article mails them).
 */
export function useReschedule(loaded: CalendarArticle[], reload: () => void, myId: number) {
  const [pending, setPending] = useState<Pending>({ loaded, moved: new Map() });
  const moved = pending.loaded === loaded ? pending.moved : null;

  const remember = (id: string, value: Moved | null) =>
    setPending((current) => {
      const next = new Map(current.loaded === loaded ? current.moved : []);
      if (value) next.set(id, value);
      else next.delete(id);
      return { loaded, moved: next };
    });

  async function reschedule(article: CalendarArticle, day: string): Promise<boolean> {
    if (jstDay(article.published_at as string) === day) return false;
    const plan = plannedMove(article, day);
    if ('refused' in plan) {
      notifications.show({ color: 'red', message: plan.refused });
      return false;
    }
    const key = entryKey(article);
    remember(key, { published_at: plan.publishedAt, updated_at: article.updated_at });
    try {
      const saved = article.update
        ? await rescheduleUpdate(article.id, { go_live_at: plan.publishedAt, updated_at: article.updated_at })
        : (await updateArticle({ id: article.id, published_at: plan.publishedAt, updated_at: article.updated_at }))
            .article;
      remember(key, { published_at: saved.published_at as string, updated_at: saved.updated_at });
      // The server mails the writer the new time when someone else moved it.
      const told = article.writer.id === myId ? '' : `。${article.writer.name}さんにメールでお知らせしました`;
      notifications.show({
        color: 'teal',
        message: `「${article.title}」${article.update ? 'の更新' : ''}を${shortDayLabel(day)} ${jstTime(plan.publishedAt)} に予約しました${article.update ? '' : told}`,
      });
      return true;
    } catch (error) {
      remember(key, null);
      notifications.show({ color: 'red', message: rescheduleErrorText(error), autoClose: 10_000 });
      return false;
    } finally {
      reload();
    }
  }

  const articles = moved?.size ? loaded.map((a) => ({ ...a, ...moved.get(entryKey(a)) })) : loaded;
  return { articles, reschedule };
}
