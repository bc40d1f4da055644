import { describe, expect, it } from 'vitest';
import type { CalendarArticle } from '../../../contract/calendar.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isMovable, PAST_DAY_MESSAGE, plannedMove, rescheduleErrorText, STALE_COPY_MESSAGE } from './reschedule.ts';

const now = Date.parse('2026-11-24T20:00:00+09:00');
const article = (publishedAt: string): CalendarArticle => ({
  id: 1,
  title: '冬支度の記事',
  status: 'published',
  published_at: publishedAt,
  is_pr: false,
  updated_at: '2026-11-20T00:00:00.000Z',
  category: null,
  writer: { id: 1, name: '青木' },
  update: null,
});

describe('moving an article on the calendar', () => {
  it('moves scheduled articles only', () => {
    expect(isMovable(article('2026-11-30T14:30:00.000Z'), now)).toBe(true);
    expect(isMovable(article('2026-11-20T14:30:00.000Z'), now)).toBe(false);
  });

  it('moves an approved update only, not one still in review', () => {
    const update = (state: 'approved' | 'pending') => ({
      ...article('2026-11-30T14:30:00.000Z'),
      update: { review_state: state },
    });
    expect(isMovable(update('approved'), now)).toBe(true);
    expect(isMovable(update('pending'), now)).toBe(false);
    expect(isMovable({ ...update('approved'), published_at: '2026-11-20T14:30:00.000Z' }, now)).toBe(false);
  });

  it('keeps the JST time on the new day', () => {
    expect(plannedMove(article('2026-11-30T14:30:00.000Z'), '2026-12-02', now)).toEqual({
      publishedAt: '2026-12-02T23:30:00+09:00',
    });
  });

  it('refuses a past day, and today when the time has gone by', () => {
    const evening = article('2026-11-30T14:30:00.000Z'); // 23:30 JST
    const morning = article('2026-11-30T00:00:00.000Z'); // 09:00 JST
    expect(plannedMove(evening, '2026-11-23', now)).toEqual({ refused: PAST_DAY_MESSAGE });
    expect(plannedMove(evening, '2026-11-24', now)).toEqual({ publishedAt: '2026-11-24T23:30:00+09:00' });
    expect(plannedMove(morning, '2026-11-24', now)).toEqual({ refused: PAST_DAY_MESSAGE });
  });

  it('words a stale copy and an open editor for the editor', () => {
    expect(rescheduleErrorText(new ApiError('x', 409, { message: 'x', article: {} }))).toBe(STALE_COPY_MESSAGE);
    expect(rescheduleErrorText(new ApiError('x', 423, { message: 'x', locked_by: { id: 2, name: '佐藤' } }))).toBe(
      '佐藤さんが編集中です。編集が終わってから日付を変更してください',
    );
  });
});
