// 祝日 on the editorial calendar in Chromium: a national holiday's number is red like a Sunday's and
// its name is written in the day; on a phone the day list names it too.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const HOLIDAY = '2027-01-11'; // 成人の日 (a Monday)

const numberColor = (page: Page, day: string) =>
  page
    .getByTestId(`calendar-day-${day}`)
    .locator('h3 span[aria-hidden]')
    .evaluate((el) => getComputedStyle(el).color);

describe('holidays on the calendar', () => {
  it('marks a holiday red with its name in the month (desktop)', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage(
      'admin',
      { ...DESKTOP, height: 1300 },
      {
        at: `/admin/calendar?view=month&date=${HOLIDAY}`,
      },
    );
    const day = page.getByTestId(`calendar-day-${HOLIDAY}`);
    await day.getByText('成人の日').waitFor();
    await page.getByTestId('calendar-day-2027-01-01').getByText('元日').waitFor();
    // Red as the Sunday before it; the Tuesday after it is not.
    expect(await numberColor(page, HOLIDAY)).toBe(await numberColor(page, '2027-01-10'));
    expect(await numberColor(page, '2027-01-12')).not.toBe(await numberColor(page, HOLIDAY));
    expect(await page.getByTestId('calendar-day-2027-01-12').innerText()).not.toContain('の日');
    await screenshot(page, 'calendar-holidays-desktop');
    expectNoErrors(errors);
  });

  it('names the holiday in the day list (phone)', async ({ openSignedInPage }) => {
    const token = await apiToken(baseUrl, 'admin');
    const { categories } = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
    const title = `E2E 成人の日の着付け ${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title,
        body_html: '<p>振袖の準備です。</p>',
        category_id: categories[0].children[0].id,
        status: 'published',
        published_at: `${HOLIDAY}T10:15:00+09:00`,
      }),
    });
    expect(created.status).toBe(201);
    const { page, errors } = await openSignedInPage('admin', MOBILE, {
      at: `/admin/calendar?view=month&date=${HOLIDAY}`,
    });
    const region = page.getByRole('region', { name: '成人の日' });
    await region.getByText(title).waitFor();
    await region.scrollIntoViewIfNeeded();
    await screenshot(page, 'calendar-holidays-mobile');
    expectNoErrors(errors);
  });
});
