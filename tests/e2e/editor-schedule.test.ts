// Saving in the editor keeps what the writer chose and nothing else: a publishing time typed in
// Japan time survives autosave, preview, a draft save and a reload in any browser zone; a save
// sends only the fields it changed (an admin's highlight stays); updating an article already out
// says so.
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { formatDay, jstDaysAgo } from '../../contract/time.ts';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady, reloadReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
/** A little more than the editor's autosave interval (30 s). */
const PAST_AUTOSAVE = '00:31';

/** Tomorrow's calendar day in Japan, as the calendar names it and as the API is asked for it. */
function tomorrowInTokyo() {
  const iso = jstDaysAgo(-1);
  return { label: formatDay(iso), shown: iso.replaceAll('-', '/'), iso };
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test code reads whatever the API answered
  return { status: response.status, body: (await response.json()) as any };
}

/** Any subtopic: publishing needs a category. */
async function someSubtopicId(): Promise<number> {
  const { categories } = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  return categories[0].children[0].id;
}

async function createArticle(token: string, fields: Record<string, unknown>): Promise<number> {
  const created = await api(token, 'POST', 'articles/new', {
    body_html: '<p>朝の支度を短くする工夫をまとめました。</p>',
    category_id: await someSubtopicId(),
    ...fields,
  });
  expect(created.status).toBe(201);
  return created.body.article.id;
}

/** The next save request the editor sends, and the article it answers with. */
function nextSave(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/articles/update'));
}

async function saved(request: Request): Promise<Record<string, unknown>> {
  const response = await request.response();
  expect(response?.status()).toBe(200);
  return request.postDataJSON();
}

function sameInstant(a: unknown, b: string) {
  expect(new Date(String(a)).toISOString()).toBe(new Date(b).toISOString());
}

/** What the publishing fields show: the day, the time and the main button's label. */
async function expectSchedule(page: Page, day: string, time: string, button: string) {
  await page.getByRole('button', { name: '公開日（日本時間）' }).filter({ hasText: day }).waitFor();
  expect(await page.getByRole('textbox', { name: '公開時刻' }).inputValue()).toBe(time);
  await page.getByRole('button', { name: button, exact: true }).waitFor();
}

/**
 * Opens the publishing calendar and returns the button of the day named `label`, turning to the next
 * month when that day is not in this one. The calendar must be open before a day can be missing.
 */
async function openCalendarAt(page: Page, label: string) {
  await page.getByRole('button', { name: '公開日（日本時間）' }).click();
  const next = page.getByRole('button', { name: '次の月' });
  await next.waitFor();
  const day = page.getByRole('button', { name: label, exact: true });
  if ((await day.count()) === 0) await next.click();
  await day.waitFor();
  return day;
}

describe('saving in the editor', () => {
  it.for([
    { timezoneId: 'America/New_York', viewport: DESKTOP, device: 'desktop' },
    { timezoneId: 'UTC', viewport: MOBILE, device: 'mobile' },
  ])(
    'keeps tomorrow 09:00 JST, typed as 0900, through autosave, preview, a draft save and a reload ($timezoneId, $device)',
    async ({ timezoneId, viewport, device }, { openSignedInPage }) => {
      const token = await apiToken(baseUrl, 'admin');
      const id = await createArticle(token, { title: `E2E 朝の支度 ${device} ${Date.now()}`, status: 'draft' });
      const tomorrow = tomorrowInTokyo();
      const nineJst = `${tomorrow.iso}T09:00:00+09:00`;

      const { page, errors } = await openSignedInPage('admin', viewport, { timezoneId });
      // The editor's timers run on a clock the test can move, so autosave comes without a 30 s wait.
      await page.clock.install();
      await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${id}`);

      const day = await openCalendarAt(page, tomorrow.label);
      await screenshot(page, `admin-editor-schedule-calendar-${device}`, false, true);
      await day.click();
      await page.getByRole('textbox', { name: '公開時刻' }).click();
      await page.keyboard.type('0900');
      await page.getByRole('textbox', { name: 'タイトル', exact: true }).click();
      await expectSchedule(page, tomorrow.shown, '09:00', '予約する');
      await screenshot(page, `admin-editor-schedule-typed-${device}`, true);

      // Autosave.
      const autosave = nextSave(page);
      await page.clock.fastForward(PAST_AUTOSAVE);
      const autosaved = await saved(await autosave);
      expect(autosaved.status).toBeUndefined();
      sameInstant(autosaved.published_at, nineJst);
      await page
        .getByTestId('save-status')
        .getByText(/に保存しました$/)
        .waitFor();
      await expectSchedule(page, tomorrow.shown, '09:00', '予約する');

      // Preview saves the draft first.
      await page.getByRole('textbox', { name: 'リード文' }).fill('出かける前の10分を短くします');
      const previewSave = nextSave(page);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'プレビュー' }).click();
      expect(await saved(await previewSave)).not.toHaveProperty('published_at');
      const preview = await popup;
      await preview.waitForURL(/\/articles\/preview\?token=/);
      await preview.close();
      await expectSchedule(page, tomorrow.shown, '09:00', '予約する');
      // The preview's own 下書きを保存しました closes before the next save speaks.
      await page.clock.fastForward('00:10');
      await page.getByText('下書きを保存しました').waitFor({ state: 'hidden' });

      // A draft saved by hand.
      await page.getByRole('textbox', { name: 'リード文' }).fill('出かける前の10分を短くする工夫');
      const draftSave = nextSave(page);
      await page.getByRole('button', { name: '下書き保存' }).click();
      await saved(await draftSave);
      await page.getByText('下書きを保存しました').waitFor();
      await expectSchedule(page, tomorrow.shown, '09:00', '予約する');

      // Stored as a draft planned for that time, and shown so after a reload.
      const stored = (await api(token, 'GET', `articles/view?id=${id}`)).body.article;
      expect(stored.status).toBe('draft');
      sameInstant(stored.published_at, nineJst);
      await reloadReady(page);
      await expectSchedule(page, tomorrow.shown, '09:00', '予約する');
      await screenshot(page, `admin-editor-schedule-reloaded-${device}`, true);

      // The button does what it says: scheduled, not published now.
      await page.getByRole('button', { name: '予約する', exact: true }).click();
      await page.getByText(/ 09:00 に公開を予約しました$/).waitFor();
      const scheduled = (await api(token, 'GET', `articles/view?id=${id}`)).body.article;
      expect(scheduled.status).toBe('published');
      sameInstant(scheduled.published_at, nineJst);
      expect((await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`)).status).toBe(404);
      expectNoErrors(errors);
    },
  );

  it('reads a time typed with full-width digits and asks for a time before scheduling without one', async ({
    openSignedInPage,
  }) => {
    const token = await apiToken(baseUrl, 'admin');
    const id = await createArticle(token, { title: `E2E 時刻の入力 ${Date.now()}`, status: 'draft' });
    const tomorrow = tomorrowInTokyo();
    const { page, errors } = await openSignedInPage('admin', DESKTOP, {
      timezoneId: 'America/New_York',
      at: `/admin/articles/edit_article/${id}`,
    });

    await (await openCalendarAt(page, tomorrow.label)).click();
    // A day without a time: publishing asks for the time instead of going out now.
    await page.getByRole('button', { name: '公開する', exact: true }).click();
    await page.getByText('公開時刻を入力してください').waitFor();
    await screenshot(page, 'admin-editor-schedule-needs-time-desktop');
    expect((await api(token, 'GET', `articles/view?id=${id}`)).body.article.status).toBe('draft');

    // What an IME left on types: full-width digits.
    const time = page.getByRole('textbox', { name: '公開時刻' });
    await time.fill('１４３０');
    await time.press('Tab');
    await expectSchedule(page, tomorrow.shown, '14:30', '予約する');
    expectNoErrors(errors);
  });

  it('keeps the highlight an admin set when the writer saves a new title', async ({ openSignedInPage }) => {
    const writerToken = await apiToken(baseUrl, 'writer');
    const adminToken = await apiToken(baseUrl, 'admin');
    const title = `E2E 注目の玄関 ${Date.now()}`;
    const id = await createArticle(writerToken, { title, status: 'draft' });
    const article = (await api(writerToken, 'GET', `articles/view?id=${id}`)).body.article;
    // The whole article with the flag, so the admin's own save changes nothing else.
    const highlighted = await api(adminToken, 'PATCH', 'articles/update', {
      id,
      title,
      lead: article.lead,
      body_html: article.body_html,
      category_id: article.category.id,
      tag_ids: [],
      status: 'draft',
      is_pr: false,
      is_highlight: true,
    });
    expect(highlighted.status).toBe(200);
    expect(highlighted.body.article.is_highlight).toBe(true);

    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`${title}（改訂）`);
    const save = nextSave(page);
    await page.getByRole('button', { name: '下書き保存' }).click();
    const sent = await saved(await save);
    await page.getByText('下書きを保存しました').waitFor();

    const after = (await api(adminToken, 'GET', `articles/view?id=${id}`)).body.article;
    expect(after).toMatchObject({ title: `${title}（改訂）`, is_highlight: true, status: 'draft' });
    expect(after.body_html).toBe(article.body_html);
    // Only the change went out, so nothing the writer left alone could be written back.
    expect(Object.keys(sent).sort()).toEqual(['id', 'title', 'updated_at']);
    expectNoErrors(errors);
  });

  it('says 記事を更新しました, not 公開しました, when an article already out is saved again', async ({
    openSignedInPage,
  }) => {
    const token = await apiToken(baseUrl, 'admin');
    const title = `E2E 公開済みの手直し ${Date.now()}`;
    const id = await createArticle(token, { title, status: 'published' });
    const before = (await api(token, 'GET', `articles/view?id=${id}`)).body.article;

    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`${title}（誤字を修正）`);
    const save = nextSave(page);
    await page.getByRole('button', { name: '更新する', exact: true }).click();
    const sent = await saved(await save);
    await page.getByText('記事を更新しました').waitFor();
    expect(await page.getByText('記事を公開しました').count()).toBe(0);
    expect(Object.keys(sent).sort()).toEqual(['id', 'title', 'updated_at']);

    const after = (await api(token, 'GET', `articles/view?id=${id}`)).body.article;
    expect(after.status).toBe('published');
    expect(after.published_at).toBe(before.published_at);
    expectNoErrors(errors);
  });
});
