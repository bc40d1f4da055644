// The editorial calendar in Chromium: an admin drags a scheduled article to another day and the move
// survives a reload (a past day, a stale copy and someone else's open editor are refused in words);
// on a phone the same move goes through 日付を変更 in a day list.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { dayLabel, periodLabel, visibleDays } from '../../app/features/calendar/calendar-range.ts';
import { addDays, todayInJapan } from '../../contract/time.ts';
import { seriousAxeViolations } from './accessibility.ts';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady, reloadReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
/** 1280 px wide and tall enough for a six-week month: a drag needs both days on the screen. */
const WIDE = { ...DESKTOP, height: 1300 };
// Refused saves (409, 423) are the browser's own network log lines, not script errors.
const besidesRefusals = (errors: string[]) => errors.filter((e) => !/status of 40[39]|status of 423/.test(e));

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test code reads whatever the API answered
  return { status: response.status, body: (await response.json()) as any };
}

async function someSubtopicId(): Promise<number> {
  const { categories } = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  return categories[0].children[0].id;
}

/** An article published at `day` `time` JST; scheduled when that is still ahead. */
async function createArticle(token: string, title: string, day: string, time = '10:15') {
  const created = await api(token, 'POST', 'articles/new', {
    title,
    body_html: '<p>年末の大掃除を三日で終える段取りです。</p>',
    category_id: await someSubtopicId(),
    status: 'published',
    published_at: `${day}T${time}:00+09:00`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.article as { id: number; published_at: string; updated_at: string };
}

async function publishedAt(token: string, id: number): Promise<string> {
  const { body } = await api(token, 'GET', `articles/view?id=${id}`);
  return new Date(body.article.published_at).toISOString();
}

const jst = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`).toISOString();

/** A calendar address whose month shows every one of `days` (one of the first's or the last's always does). */
function monthShowing(days: string[]): string {
  const date = [days[0], days.at(-1)].find((d) => days.every((day) => visibleDays('month', d as string).includes(day)));
  return `${baseUrl}/admin/calendar?view=month&date=${date}`;
}

async function notice(page: Page, text: string | RegExp) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

const entry = (page: Page, id: number) => page.getByTestId(`calendar-entry-${id}`);
const dayCell = (page: Page, day: string) => page.getByTestId(`calendar-day-${day}`);

/** Drags an entry by its title onto a day, moving the mouse in steps as a hand does. */
async function dragEntry(page: Page, id: number, day: string, whileOver?: () => Promise<void>) {
  const center = (box: { x: number; y: number; width: number; height: number } | null) => {
    if (!box) throw new Error('not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const from = center(await entry(page, id).getByRole('link').boundingBox());
  const to = center(await dayCell(page, day).boundingBox());
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  // Chromium handles a drag's pointer one move late: a last nudge puts it over the day.
  await page.mouse.move(to.x + 4, to.y + 4, { steps: 2 });
  await whileOver?.();
  await page.mouse.up();
}

describe('the editorial calendar', () => {
  it('lets an admin drag a scheduled article to another day at 1280 px, keeping its time', async ({
    openSignedInPage,
  }) => {
    const token = await apiToken(baseUrl, 'admin');
    const today = todayInJapan();
    const [yesterday, tomorrow, later] = [addDays(today, -1), addDays(today, 1), addDays(today, 2)];
    const title = `E2E 大掃除の段取り ${Date.now()}`;
    const article = await createArticle(token, title, later);
    const out = await createArticle(token, `E2E 公開済みの記事 ${Date.now()}`, yesterday, '08:00');

    const { page, errors } = await openSignedInPage('admin', WIDE);
    await gotoReady(page, monthShowing([yesterday, later]));
    await page.getByRole('heading', { level: 1, name: 'カレンダー' }).waitFor();
    await dayCell(page, later).getByText(title).waitFor();
    // Today is marked, for the eye and for assistive technology.
    expect(await dayCell(page, today).getAttribute('aria-current')).toBe('date');
    await page.getByRole('heading', { level: 3, name: `${dayLabel(today)}（今日）` }).waitFor();
    // Only what is still waiting moves.
    expect(await entry(page, article.id).getAttribute('draggable')).toBe('true');
    expect(await entry(page, out.id).getAttribute('draggable')).toBe('false');
    await screenshot(page, 'admin-calendar-month-desktop', true);
    const violations = await seriousAxeViolations(page, 'main');
    expect(violations, violations.join('\n')).toEqual([]);

    // A past day refuses it.
    await dragEntry(page, article.id, yesterday);
    await notice(page, '予約は未来の日時にしてください');
    expect(await publishedAt(token, article.id)).toBe(jst(later, '10:15'));

    // Tomorrow takes it, at the same time of day.
    const save = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/articles/update'));
    await dragEntry(page, article.id, tomorrow, async () => {
      // While dragged: the day under the pointer stands out, the other days it may land on are marked.
      await expect.poll(() => dayCell(page, tomorrow).getAttribute('data-drop')).toBe('ok');
      expect(await dayCell(page, later).getAttribute('data-drop-hint')).toBe('true');
      expect(await dayCell(page, yesterday).getAttribute('data-drop-hint')).toBeNull();
      await screenshot(page, 'admin-calendar-dragging-desktop');
    });
    expect(await page.locator('[data-drop-hint], [data-drop]').count()).toBe(0);
    const sent = (await save).postDataJSON();
    expect(Object.keys(sent).sort()).toEqual(['id', 'published_at', 'updated_at']);
    expect(sent.updated_at).toBe(article.updated_at);
    await notice(page, `「${title}」を`);
    expect(await publishedAt(token, article.id)).toBe(jst(tomorrow, '10:15'));
    await reloadReady(page);
    await dayCell(page, tomorrow).getByText(title).waitFor();
    expect(await dayCell(page, later).getByText(title).count()).toBe(0);
    await screenshot(page, 'admin-calendar-moved-desktop', true);

    // The week holding it, with room for each article's category and writer.
    await page.getByRole('radiogroup', { name: '表示の単位' }).getByText('週', { exact: true }).click();
    await page.waitForURL(/view=week/);
    await gotoReady(page, `${baseUrl}/admin/calendar?view=week&date=${tomorrow}`);
    await page.getByRole('heading', { level: 2, name: periodLabel('week', tomorrow) }).waitFor();
    await dayCell(page, tomorrow).getByText(title).waitFor();
    await screenshot(page, 'admin-calendar-week-desktop', true);

    // Someone saves it meanwhile: the move is refused in words and the calendar loads again. On the
    // month again: when tomorrow is a Saturday, the day after is in the next week.
    await gotoReady(page, monthShowing([tomorrow, later]));
    await dayCell(page, tomorrow).getByText(title).waitFor();
    await api(token, 'PATCH', 'articles/update', { id: article.id, title: `${title}（改題）` });
    await dragEntry(page, article.id, later);
    await notice(page, 'ほかの画面で保存されていました');
    await dayCell(page, tomorrow).getByText(`${title}（改題）`).waitFor();
    expect(await publishedAt(token, article.id)).toBe(jst(tomorrow, '10:15'));
    expectNoErrors(besidesRefusals(errors));
  });

  it("says who is editing when an admin moves an article open in someone else's editor", async ({
    openSignedInPage,
  }) => {
    const adminToken = await apiToken(baseUrl, 'admin');
    const writerToken = await apiToken(baseUrl, 'writer');
    const day = addDays(todayInJapan(), 3);
    const title = `E2E 編集中の予約記事 ${Date.now()}`;
    const draft = await api(writerToken, 'POST', 'articles/new', { title, category_id: await someSubtopicId() });
    const id = draft.body.article.id as number;
    const scheduled = await api(adminToken, 'PATCH', 'articles/update', {
      id,
      status: 'published',
      published_at: `${day}T09:00:00+09:00`,
    });
    expect(scheduled.status).toBe(200);
    expect((await api(writerToken, 'PATCH', `articles/${id}/refresh_locked_article`)).status).toBe(200);

    const { page, errors } = await openSignedInPage('admin', WIDE);
    await gotoReady(page, monthShowing([day, addDays(day, 1)]));
    await dragEntry(page, id, addDays(day, 1));
    await notice(page, '青木 ほのかさんが編集中です');
    await screenshot(page, 'admin-calendar-locked-desktop');
    expect(await publishedAt(adminToken, id)).toBe(jst(day, '09:00'));
    await api(writerToken, 'PATCH', `articles/${id}/unlock_article`);
    expectNoErrors(besidesRefusals(errors));
  });

  it('shows a day list at 390 px and moves an article with 日付を変更', async ({ openSignedInPage }) => {
    const token = await apiToken(baseUrl, 'admin');
    const today = todayInJapan();
    const [from, to] = [addDays(today, 2), addDays(today, 4)];
    const title = `E2E 冬の寝具の入れ替え ${Date.now()}`;
    const article = await createArticle(token, title, from, '07:30');

    const { page, errors } = await openSignedInPage('admin', MOBILE);
    await gotoReady(page, monthShowing([from, to]));
    const list = page.getByRole('region', { name: dayLabel(from) });
    await list.getByText(title).waitFor();
    // A list of days, not a squeezed grid, and nothing wider than the phone.
    expect(await page.getByTestId(`calendar-day-${from}`).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'admin-calendar-agenda-mobile', true);

    await page.getByRole('button', { name: `「${title}」の日付を変更` }).click();
    const dialog = page.getByRole('dialog', { name: '日付を変更' });
    const target = dialog.getByRole('button', { name: dayLabel(to), exact: true });
    if ((await target.count()) === 0) await dialog.getByRole('button', { name: '次の月' }).click();
    await target.click();
    await dialog.getByText(`新しい予約：${dayLabel(to)} 07:30（時刻はそのまま）`).waitFor();
    await screenshot(page, 'admin-calendar-change-date-mobile', false, true);
    await dialog.getByRole('button', { name: '変更する' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notice(page, `「${title}」を`);
    expect(await publishedAt(token, article.id)).toBe(jst(to, '07:30'));

    await reloadReady(page);
    await page
      .getByRole('region', { name: dayLabel(to) })
      .getByText(title)
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: dayLabel(from) })
        .getByText(title)
        .count(),
    ).toBe(0);
    expectNoErrors(errors);
  });
});
