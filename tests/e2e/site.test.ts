// The public reading site in Chromium at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import { accessibilityFaults } from './accessibility.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** The most read demo article (other test files publish short articles of their own). */
async function firstArticleId(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/articles/rank?per=1`);
  return (await res.json()).articles[0].id;
}

const MOST_READ_ARTICLE = 'the most read article';
const PAGES = [
  '/',
  '/living',
  '/living/food',
  '/housework/laundry',
  MOST_READ_ARTICLE,
  '/articles',
  '/articles?page=2',
  '/search?keyword=%EF%BD%BB%EF%BE%97%EF%BE%80%EF%BE%9E',
  '/search',
  '/about',
  '/ad',
  '/operator',
  '/contact',
  '/signin',
  '/tag_list',
  '/tags',
  '/writers',
  '/categories',
  '/test',
];

const DARK_PAGES = ['/', MOST_READ_ARTICLE, '/living/food', '/search?keyword=%E6%8E%83%E9%99%A4', '/contact'];

describe('public site', () => {
  // One test per page and width: a failure names its page, and each stays well inside the time limit.
  // They only read, so two run at once (maxConcurrency): while one page waits on the server, the
  // other's accessibility engines keep the second core busy.
  describe.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const)('at %s width', (name, viewport) => {
    it.concurrent.for(PAGES)(
      'shows %s with one h1, no horizontal scroll and no serious accessibility faults',
      async (entry, { openPage }) => {
        const { page, errors } = await openPage(viewport);
        const path = entry === MOST_READ_ARTICLE ? `/articles/${await firstArticleId()}` : entry;
        const res = await gotoReady(page, `${baseUrl}${path}`);
        expect(res?.status()).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const faults = await accessibilityFaults(page);
        expect(faults, faults.join('\n')).toEqual([]);
        await screenshot(page, `site${path.replaceAll('/', '_') || '_home'}-${name}`);
        expectNoErrors(errors);
      },
    );

    // Dark mode recolours text, dates, marks and badges: the pages that show each kind, checked again.
    it.concurrent.for(DARK_PAGES)(
      'shows %s in dark mode with no serious accessibility faults',
      async (entry, { openPage }) => {
        const { page, errors } = await openPage(viewport);
        await page.emulateMedia({ colorScheme: 'dark' });
        const path = entry === MOST_READ_ARTICLE ? `/articles/${await firstArticleId()}` : entry;
        await gotoReady(page, `${baseUrl}${path}`);
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
        const faults = await accessibilityFaults(page);
        expect(faults, faults.join('\n')).toEqual([]);
        await screenshot(page, `site-dark${path.replaceAll('/', '_').replace(/[?=&%]/g, '-') || '_home'}-${name}`);
        expectNoErrors(errors);
      },
    );
  });

  it('opens and closes the navigation drawer on a phone', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メニュー' });
    // It slides in from the left: the picture waits until it is all in.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await screenshot(page, 'site-drawer-mobile');
    // Readers have no accounts: the staff's sign-in is in the footer, said to be theirs, not in the menu.
    expect(await drawer.locator('a[href="/signin"]').count()).toBe(0);
    expect(await page.locator('footer a[href="/signin"]').innerText()).toBe('ライター・編集部専用ログイン');
    await drawer.getByRole('link', { name: '洗濯' }).click();
    await page.waitForURL(`${baseUrl}/housework/laundry`);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: '洗濯' }).waitFor();
    expectNoErrors(errors);
  });

  it('switches to the dark theme and keeps it on the next page load', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, `${baseUrl}/`);
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');
    await page.getByRole('button', { name: 'ライト・ダークテーマを切り替える' }).click();
    expect(await scheme()).toBe('dark');
    const body = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await body()).toBe('rgb(36, 36, 36)');
    await gotoReady(page, `${baseUrl}/living`);
    expect(await scheme()).toBe('dark');
    await screenshot(page, 'site-dark-mobile');
    expectNoErrors(errors);
  });

  it('labels sponsored articles 「PR」 with their sponsor, and says the page holds promotions', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl}/salvia_special/pr`);
    expect(await page.getByText('本ページにはプロモーションが含まれています').count()).toBe(1);
    const cards = page.locator('article');
    const first = cards.first();
    expect(await first.locator('[data-pr-badge]').textContent()).toBe('PR');
    expect(await first.getByText(/^提供：/).textContent()).toMatch(/株式会社/);
  });

  it('turns the highlights by a sideways touch swipe of 16 px, and not by a vertical scroll', async ({ browser }) => {
    // Reduced motion: no autoplay and no smooth scrolling, so only the swipes move the carousel.
    const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await gotoReady(page, `${baseUrl}/`);
    const cdp = await context.newCDPSession(page);
    const carousel = page.getByRole('region', { name: '注目の記事' });
    const swipe = async (dx: number, dy = 0) => {
      const box = await carousel.boundingBox();
      if (!box) throw new Error('the carousel is not on the page');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - dx, y: y - dy }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const shown = () => carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await shown()).toBe('1枚目を表示');
    await swipe(16);
    await expect.poll(shown).toBe('2枚目を表示');
    await swipe(-40);
    await expect.poll(shown).toBe('1枚目を表示');
    // Mostly vertical: the reader flings the page, not the carousel. Once the page has come to rest
    // and is back at the top, a sideways swipe lands on the second slide only if the fling left the
    // first one showing.
    await swipe(12, 60);
    const seen: number[] = [];
    const cameToRest = async () => {
      seen.push(await page.evaluate(() => window.scrollY));
      const [before, now] = seen.slice(-2);
      return now > 0 && now === before;
    };
    await expect.poll(cameToRest, { timeout: 10_000, interval: 200 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await swipe(16);
    await expect.poll(shown).toBe('2枚目を表示');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`introduces the writers on the home page with their pictures (${name})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/`);
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'ライター', exact: true }) });
      const writers = section.getByRole('listitem');
      expect(await writers.count()).toBeGreaterThanOrEqual(3);
      for (const writer of await writers.all()) {
        expect(await writer.getByRole('link').getAttribute('href')).toMatch(/^\/writers\/\d+$/);
        expect(await writer.locator('img').count()).toBe(1);
      }
      await section.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          section.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await screenshot(page, `site-home-writers-${name}`);
      expectNoErrors(errors);
    });
  }

  it('switches the ranking between day, week and month', async ({ openPage }) => {
    const { page } = await openPage(DESKTOP);
    await gotoReady(page, `${baseUrl}/`);
    const day = await page.getByRole('tabpanel').textContent();
    await page.getByRole('tab', { name: '月間' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '月間' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').textContent()).not.toBe(day);
  });

  it('links the shop items out as sponsored, 8 of them', async () => {
    const res = await fetch(`${baseUrl}/`);
    const html = await res.text();
    const shopLinks =
      html.match(/<a href="https:\/\/minne\.example\/[^"]+" target="_blank" rel="noopener sponsored"/g) ?? [];
    expect(shopLinks).toHaveLength(8);
  });

  it('serves a complete article page without JavaScript: meta, JSON-LD and the body', async () => {
    const id = await firstArticleId();
    const res = await fetch(`${baseUrl}/articles/${id}`);
    expect(res.headers.get('etag')).toMatch(/^W\//);
    expect(res.headers.get('cache-control')).toContain('s-maxage');
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/articles/${id}"/>`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('目次');
    expect(html).toMatch(/<h2 id="section-1">/);
  });

  it('finds articles from a half-width keyword typed into the header search', async ({ openPage }) => {
    const { page } = await openPage(DESKTOP);
    await gotoReady(page, `${baseUrl}/`);
    await page.getByRole('searchbox', { name: '記事を検索' }).fill('ﾚｼﾋﾟ');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: '「ﾚｼﾋﾟ」の検索結果' }).waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(0);
  });

  it('sends the contact form and says it was received', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, `${baseUrl}/contact`);
    await page.getByRole('button', { name: '送信する' }).click();
    expect(await page.getByText('お名前を入力してください').count()).toBe(1);
    await page.getByLabel('お名前').fill('山田 花子');
    await page.getByLabel('メールアドレス').fill('hanako@example.com');
    await page.getByLabel('お問い合わせ内容').fill('いつも楽しく読んでいます。収納の特集をもっと読みたいです。');
    await page.getByRole('button', { name: '送信する' }).click();
    expect(await page.getByRole('status').textContent()).toContain('お問い合わせを受け付けました');
    expectNoErrors(errors);
  });

  it('sends a page-view beacon on the first load and on every route change', async ({ openPage }) => {
    const { page, errors } = await openPage(DESKTOP);
    const beacons: { path: string; article_id?: number }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/page_views')) beacons.push(JSON.parse(request.postData() ?? '{}'));
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/analytics/page_views'));
    await gotoReady(page, `${baseUrl}/living`);
    expect((await answered).status()).toBe(204);
    await page.locator('article a').first().click();
    await page.waitForURL(/\/articles\/\d+$/);
    await page.waitForFunction(() => document.querySelector('h1') !== null);
    await expect.poll(() => beacons.length).toBe(2);
    const id = Number(page.url().split('/').pop());
    expect(beacons).toEqual([{ path: '/living' }, { path: `/articles/${id}`, article_id: id }]);
    expectNoErrors(errors);
  });

  it('counts a visit by a tagged link on a page kept for every reader, the campaign still in its address', async ({
    openPage,
  }) => {
    const id = await firstArticleId();
    const campaign = '?utm_source=line&utm_medium=social&utm_campaign=autumn&fbclid=IwAR-mine';
    const { page, errors } = await openPage(DESKTOP);
    const beacons: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/page_views')) beacons.push(JSON.parse(request.postData() ?? '{}'));
    });
    // Kept by a reader who came by another link; tried again if other tests' saves dropped it meanwhile.
    let cache: string | undefined;
    for (let attempt = 0; attempt < 5 && cache !== 'hit'; attempt++) {
      await fetch(`${baseUrl}/articles/${id}?fbclid=IwAR-earlier`);
      const res = await page.goto(`${baseUrl}/articles/${id}${campaign}`, { referer: 'http://l.facebook.com/l.php' });
      cache = res?.headers()['x-cache'];
    }
    expect(cache).toBe('hit');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect
      .poll(() => beacons.at(-1))
      .toEqual({
        path: `/articles/${id}`,
        article_id: id,
        referrer_host: 'l.facebook.com',
        // The outlet is named from these (docs/decisions/034).
        utm_source: 'line',
        utm_medium: 'social',
        click_id: 'fbclid',
      });
    // Google Analytics, when on, takes the campaign from here (app/lib/google-analytics.ts).
    expect(await page.evaluate(() => window.location.search)).toBe(campaign);
    expect(await page.content()).not.toContain('IwAR-earlier');
    expectNoErrors(errors);
  });

  it('does not count signed-in staff', async ({ openPage }) => {
    const { page } = await openPage(DESKTOP);
    await gotoReady(page, `${baseUrl}/signin`);
    await page.evaluate(() => localStorage.setItem('token', 'staff-token'));
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/page_views')) sent++;
    });
    await gotoReady(page, `${baseUrl}/living`);
    expect(sent).toBe(0);
  });

  it('sends /categories/{id} to the category page', async () => {
    const { categories } = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
    const living = categories.find((c: { slug: string }) => c.slug === 'living');
    const food = living.children.find((c: { slug: string }) => c.slug === 'food');
    const res = await fetch(`${baseUrl}/categories/${food.id}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/living/food');
    expect((await fetch(`${baseUrl}/categories/999999`)).status).toBe(404);
  });

  it('previews a draft on its real page through a signed link, and refuses a broken one', async ({ openPage }) => {
    const signIn = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    const { data } = await signIn.json();
    const authorization = `JWT ${data.token}`;
    const drafts = await (
      await fetch(`${baseUrl}/api/v1/articles?status=draft&per=1`, { headers: { authorization } })
    ).json();
    const draft = drafts.articles[0];
    expect((await fetch(`${baseUrl}/articles/${draft.id}`)).status).toBe(404);
    const link = await fetch(`${baseUrl}/api/v1/articles/${draft.id}/preview_link`, {
      method: 'POST',
      headers: { authorization },
    });
    const { url } = await link.json();

    // Signed out: the link alone opens the page, with the byline and breadcrumbs of the real one.
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, url);
    await page.getByRole('heading', { level: 1, name: draft.title }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toContain('公開前の下書き');
    expect(await page.getByRole('link', { name: draft.writer.name }).count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await screenshot(page, 'preview-draft-mobile');

    await gotoReady(page, `${url.slice(0, -2)}xx`);
    expect(await page.getByRole('alert').textContent()).toContain('期限が切れたか、取り消されています');
    expectNoErrors(errors.filter((e) => !e.includes('410')));
  });

  it('redirects /login to /signin', async () => {
    const res = await fetch(`${baseUrl}/login`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/signin');
  });

  it.each(['/living/nothing', '/nowhere', '/articles/999999', '/articles/abc', '/tags/999999', '/writers/999999'])(
    'answers %s with 404',
    async (path) => {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This page could not be found');
    },
  );
});
