// The admin's taxonomy journeys in Chromium: tags and categories from creation through the trash
// to a permanent delete, server refusals on their fields and in the trash, reordering the tree
// with the keyboard, and what a writer may not do.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { CATEGORY_SLUG_HINT, TAG_READING_HINT, TAG_SLUG_HINT } from '../../contract/slugs.ts';
import { seriousAxeViolations } from './accessibility.ts';
import { apiAs } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady, reloadReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
// A refused request (422) is the browser's own network log line, not a script error.
const besides422 = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

async function confirmIn(page: Page, dialogName: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function openTrash(page: Page, tab: 'tags' | 'categories') {
  await gotoReady(page, `${baseUrl}/admin/trash_can?tab=${tab}`);
  await page
    .getByRole('list', { name: /ゴミ箱の/ })
    .or(page.getByText('ゴミ箱は空です'))
    .first()
    .waitFor();
}

describe('admin taxonomy', () => {
  it('takes a tag from creation through edit and the trash to a permanent delete', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/tags' });
    const stamp = Date.now();
    const slug = `e2e-tag-${stamp}`;
    await page.getByRole('button', { name: '新規作成' }).click();
    const create = page.getByRole('dialog', { name: 'タグを作成' });
    await create.getByLabel('タイトル').fill('E2E 作り置き');
    await create.getByLabel('読み').fill('つくりおき');
    await create.getByLabel('スラッグ').fill(slug);
    await create.getByLabel('説明').fill('週末にまとめて作るおかず');
    await screenshot(page, 'admin-tag-form-desktop');
    await create.getByRole('button', { name: '作成', exact: true }).click();
    await notice(page, 'タグ「E2E 作り置き」を作成しました');
    const found = await apiAs(page, baseUrl, 'GET', `tags/search?keyword=${slug}`);
    expect(found.body.tags).toEqual([
      expect.objectContaining({
        title: 'E2E 作り置き',
        reading: 'つくりおき',
        description: '週末にまとめて作るおかず',
      }),
    ]);
    const id: number = found.body.tags[0].id;

    await page.getByLabel('タグを検索').fill(slug);
    await page.keyboard.press('Enter');
    await page.waitForURL(/keyword=/);
    await page.getByRole('button', { name: '「E2E 作り置き」を編集' }).click();
    const edit = page.getByRole('dialog', { name: 'タグを編集' });
    expect(await edit.getByLabel('スラッグ').inputValue()).toBe(slug);
    await edit.getByLabel('タイトル').fill('E2E 作り置きおかず');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await notice(page, 'タグ「E2E 作り置きおかず」を保存しました');
    await page.getByRole('row').filter({ hasText: 'E2E 作り置きおかず' }).waitFor();
    expect((await apiAs(page, baseUrl, 'GET', `tags/view?id=${id}`)).body.tag.title).toBe('E2E 作り置きおかず');

    async function moveToTrash() {
      await page.getByRole('button', { name: '「E2E 作り置きおかず」をゴミ箱へ移動' }).click();
      await confirmIn(page, 'ゴミ箱へ移動しますか？', 'ゴミ箱へ移動');
      await notice(page, 'タグ「E2E 作り置きおかず」をゴミ箱に移動しました');
      await page.getByText('該当するタグはありません。').waitFor();
      expect((await apiAs(page, baseUrl, 'GET', `tags/view?id=${id}`)).status).toBe(404);
    }
    await moveToTrash();

    await openTrash(page, 'tags');
    await page.getByRole('button', { name: '「E2E 作り置きおかず」を元に戻す' }).click();
    await notice(page, 'タグ「E2E 作り置きおかず」を元に戻しました');
    expect((await apiAs(page, baseUrl, 'GET', `tags/view?id=${id}`)).status).toBe(200);

    await gotoReady(page, `${baseUrl}/admin/tags?keyword=${slug}`);
    await moveToTrash();
    await openTrash(page, 'tags');
    await page.getByRole('button', { name: '「E2E 作り置きおかず」を完全に削除' }).click();
    await confirmIn(page, '完全に削除しますか？', '完全に削除');
    await notice(page, 'タグ「E2E 作り置きおかず」を完全に削除しました');
    await page.getByText('ゴミ箱は空です').waitFor();
    expect((await apiAs(page, baseUrl, 'GET', `tags/edit?id=${id}`)).status).toBe(404);
    expectNoErrors(errors);
  });

  it('takes a subtopic from creation through edit and the trash to a permanent delete', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/categories' });
    const slug = `e2e-cat-${Date.now()}`;
    await page.getByRole('button', { name: '「暮らし」にサブカテゴリを追加' }).click();
    const create = page.getByRole('dialog', { name: 'カテゴリを作成' });
    expect(await create.getByRole('combobox', { name: '親カテゴリ' }).inputValue()).toBe('暮らし');
    await create.getByLabel('タイトル').fill('E2E ペットと暮らす');
    await create.getByLabel('スラッグ').fill(slug);
    await screenshot(page, 'admin-category-form-mobile');
    await create.getByRole('button', { name: '作成', exact: true }).click();
    await notice(page, 'カテゴリ「E2E ペットと暮らす」を作成しました');
    const living = page.getByRole('region', { name: '暮らし' });
    await living.getByText('E2E ペットと暮らす').waitFor();
    const made = await apiAs(page, baseUrl, 'GET', `categories/search?title=${encodeURIComponent('E2E ペット')}`);
    const category = made.body.categories[0];
    expect(category).toMatchObject({ slug, parent_id: expect.any(Number) });

    await page.getByRole('button', { name: '「E2E ペットと暮らす」を編集' }).click();
    const edit = page.getByRole('dialog', { name: 'カテゴリを編集' });
    await edit.getByLabel('説明').fill('犬や猫との毎日');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await notice(page, 'カテゴリ「E2E ペットと暮らす」を保存しました');
    await living.getByText('犬や猫との毎日').waitFor();

    async function moveToTrash() {
      await page.getByRole('button', { name: '「E2E ペットと暮らす」をゴミ箱へ移動' }).click();
      await confirmIn(page, 'ゴミ箱へ移動しますか？', 'ゴミ箱へ移動');
      await notice(page, 'カテゴリ「E2E ペットと暮らす」をゴミ箱に移動しました');
      await living.getByText('E2E ペットと暮らす').waitFor({ state: 'detached' });
    }
    await moveToTrash();
    await openTrash(page, 'categories');
    await screenshot(page, 'admin-trash-categories-mobile');
    await page.getByRole('button', { name: '「E2E ペットと暮らす」を元に戻す' }).click();
    await notice(page, 'カテゴリ「E2E ペットと暮らす」を元に戻しました');
    expect((await apiAs(page, baseUrl, 'GET', `categories/view?id=${category.id}`)).status).toBe(200);

    await gotoReady(page, `${baseUrl}/admin/categories`);
    await moveToTrash();
    await openTrash(page, 'categories');
    await page.getByRole('button', { name: '「E2E ペットと暮らす」を完全に削除' }).click();
    await confirmIn(page, '完全に削除しますか？', '完全に削除');
    await notice(page, 'カテゴリ「E2E ペットと暮らす」を完全に削除しました');
    expect((await apiAs(page, baseUrl, 'GET', `categories/edit?id=${category.id}`)).status).toBe(404);
    expectNoErrors(errors);
  });

  it('suggests the reading and slug in the tag and category dialogs, as the editor does', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/tags' });
    await page.getByRole('button', { name: '新規作成' }).click();
    const tag = page.getByRole('dialog', { name: 'タグを作成' });
    await tag.getByLabel('タイトル').fill('年末の掃除術');
    await expect.poll(() => tag.getByLabel('読み').inputValue()).toBe('ねんまつのそうじじゅつ');
    await expect.poll(() => tag.getByLabel('スラッグ').inputValue()).toBe('nenmatsu-no-soujijutsu');
    expect(await tag.getByText(TAG_SLUG_HINT).count()).toBe(1);
    expect(await tag.getByText(TAG_READING_HINT).count()).toBe(1);
    // A slug typed by hand is the admin's: a changed title no longer touches it.
    await tag.getByLabel('スラッグ').fill('year-end-cleaning');
    await tag.getByLabel('タイトル').fill('年末の掃除');
    await expect.poll(() => tag.getByLabel('読み').inputValue()).toBe('ねんまつのそうじ');
    expect(await tag.getByLabel('スラッグ').inputValue()).toBe('year-end-cleaning');
    await screenshot(page, 'admin-tag-form-suggested-mobile');
    await page.keyboard.press('Escape');

    await gotoReady(page, `${baseUrl}/admin/categories`);
    await page.getByRole('button', { name: '「暮らし」にサブカテゴリを追加' }).click();
    const category = page.getByRole('dialog', { name: 'カテゴリを作成' });
    await category.getByLabel('タイトル').fill('ベランダ菜園');
    await expect.poll(() => category.getByLabel('スラッグ').inputValue()).toBe('beranda-saien');
    expect(await category.getByText(CATEGORY_SLUG_HINT).count()).toBe(1);
    expect(await category.getByLabel('読み').count()).toBe(0);
    await screenshot(page, 'admin-category-form-suggested-mobile');
    await page.keyboard.press('Escape');

    // The lists say how many public articles each one has, not an order number set by dragging.
    const cleaning = page
      .getByRole('list', { name: '家事のサブカテゴリ' })
      .getByRole('listitem')
      .filter({ hasText: '掃除' });
    expect(await cleaning.innerText()).toMatch(/公開中の記事 \d+件/);
    expect(await page.getByText(/並び順/).count()).toBe(0);
    await screenshot(page, 'admin-categories-counts-mobile');
    await gotoReady(page, `${baseUrl}/admin/tags`);
    const kitchen = page.getByRole('row').filter({ hasText: 'キッチン' }).first();
    expect(await kitchen.innerText()).toMatch(/公開中の記事 \d+件/);
    expect(await page.getByText(/並び順/).count()).toBe(0);
    await screenshot(page, 'admin-tags-counts-mobile');
    expectNoErrors(errors);
  });

  it("shows the server's refusals: a taken slug on its field, a category still holding articles", async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/tags' });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/tags/new')) sent.push(r.url());
    });
    await page.getByRole('button', { name: '新規作成' }).click();
    const dialog = page.getByRole('dialog', { name: 'タグを作成' });
    await dialog.getByLabel('タイトル').fill('時短テク');
    await dialog.getByLabel('スラッグ').fill('Jitan Tech');
    await dialog.getByRole('button', { name: '作成', exact: true }).click();
    await dialog.getByText('スラッグは英小文字・数字・日本語と - _ で入力してください').waitFor();
    expect(sent).toEqual([]);

    await dialog.getByLabel('スラッグ').fill('jitan');
    await dialog.getByRole('button', { name: '作成', exact: true }).click();
    await dialog.getByText('このスラッグは既に使われています').waitFor();
    expect(sent).toHaveLength(1);
    expect(await dialog.getByLabel('スラッグ').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-tag-slug-error-desktop');
    await page.keyboard.press('Escape');

    // A subtopic with an article in it may go to the trash, but not away for good.
    const created = await apiAs(
      page,
      baseUrl,
      'POST',
      `categories/new?title=${encodeURIComponent('E2E 記事のあるカテゴリ')}&slug=e2e-used-${Date.now()}&parent_id=${await mainId(page, 'living')}`,
    );
    expect(created.status).toBe(201);
    const categoryId: number = created.body.category.id;
    const article = await apiAs(page, baseUrl, 'POST', 'articles/new', {
      title: 'E2E カテゴリに残る記事',
      body_html: '<p>本文</p>',
      category_id: categoryId,
    });
    expect(article.status).toBe(201);
    expect((await apiAs(page, baseUrl, 'PUT', `categories/move_to_trash?id=${categoryId}`)).status).toBe(200);

    await openTrash(page, 'categories');
    await page.getByRole('button', { name: '「E2E 記事のあるカテゴリ」を完全に削除' }).click();
    const confirm = page.getByRole('dialog', { name: '完全に削除しますか？' });
    await confirm.getByRole('button', { name: '完全に削除', exact: true }).click();
    await confirm.getByText('このカテゴリには記事があるため削除できません').waitFor();
    await screenshot(page, 'admin-trash-refusal-desktop');
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    expect((await apiAs(page, baseUrl, 'GET', `categories/edit?id=${categoryId}`)).status).toBe(200);

    // Once the article is gone for good (from the articles tab), the category may go too.
    const articleId: number = article.body.article.id;
    expect((await apiAs(page, baseUrl, 'DELETE', `articles/delete?id=${articleId}`)).status).toBe(200);
    await gotoReady(page, `${baseUrl}/admin/trash_can`);
    const trashed = page.getByRole('list', { name: 'ゴミ箱の記事' }).getByRole('listitem').filter({
      hasText: 'E2E カテゴリに残る記事',
    });
    expect(await trashed.innerText()).toContain('E2E 記事のあるカテゴリ');
    await screenshot(page, 'admin-trash-articles-desktop');
    await trashed.getByRole('button', { name: '完全に削除' }).click();
    await confirmIn(page, '完全に削除しますか？', '完全に削除');
    await notice(page, '記事「E2E カテゴリに残る記事」を完全に削除しました');
    expect((await apiAs(page, baseUrl, 'GET', `articles/view?id=${articleId}`)).status).toBe(404);
    expect((await apiAs(page, baseUrl, 'DELETE', `categories/delete?id=${categoryId}`)).status).toBe(200);
    expectNoErrors(besides422(errors));
  });

  it('reorders subtopics and main categories with the keyboard, and the order persists', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/taxonomy' });
    const before = (await apiAs(page, baseUrl, 'GET', 'categories/selection')).body.categories as Tree;
    const subtopics = async () => {
      await page.getByTestId('subtopic-of-housework').first().waitFor();
      return (await page.getByTestId('subtopic-of-housework').allInnerTexts()).map((t) => t.split('\n')[0]);
    };
    const first = before.find((m) => m.slug === 'housework')?.children.map((c) => c.title) ?? [];
    expect(await subtopics()).toEqual(first);
    await screenshot(page, 'admin-taxonomy-desktop', true);

    await page.getByRole('button', { name: `「${first[0]}」を並べ替え` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await notice(page, '並び順を保存しました');
    const moved = [first[1], first[0], ...first.slice(2)];

    await page.getByRole('button', { name: 'メインカテゴリ「暮らし」を並べ替え' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.locator('.mantine-Notification-root').filter({ hasText: '並び順を保存しました' }).nth(1).waitFor();

    await reloadReady(page);
    expect(await subtopics()).toEqual(moved);
    const mains = await page.getByTestId('main-category').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(mains.slice(0, 2)).toEqual([before[1]?.title, before[0]?.title]);

    // Put the demo order back for the other tests.
    const housework = before.find((m) => m.slug === 'housework');
    await apiAs(page, baseUrl, 'PUT', 'categories/reorder', { ids: before.map((m) => m.id) });
    await apiAs(page, baseUrl, 'PUT', 'categories/reorder', { ids: housework?.children.map((c) => c.id) });
    expectNoErrors(errors);
  });

  it('lets a writer look at categories and tags but not change them, and shows only their article trash', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('writer', MOBILE);
    for (const path of ['categories', 'tags']) {
      await gotoReady(page, `${baseUrl}/admin/${path}`);
      await page.getByText('管理者だけが行えます').waitFor();
      expect(await page.getByRole('button', { name: '新規作成' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /を編集$/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /をゴミ箱へ移動$/ }).count()).toBe(0);
      await screenshot(page, `admin-${path}-writer-mobile`, true);
    }
    expect(await page.getByRole('row').count()).toBeGreaterThan(1);

    await gotoReady(page, `${baseUrl}/admin/taxonomy`);
    await page.getByText('管理者専用の画面です').waitFor();
    expect(await page.getByTestId('taxonomy-tree').count()).toBe(0);

    await gotoReady(page, `${baseUrl}/admin/trash_can?tab=tags`);
    await page.getByRole('list', { name: 'ゴミ箱の記事' }).or(page.getByText('ゴミ箱は空です')).first().waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['記事']);
    await screenshot(page, 'admin-trash-writer-mobile');
    expectNoErrors(errors);
  });

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    // Only looking: both widths at once.
    it.concurrent(`shows every taxonomy screen to the admin, without serious axe violations (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport);
      const violations: string[] = [];
      for (const [path, heading] of [
        ['categories', 'カテゴリ'],
        ['categories?title=%E5%8F%8E%E7%B4%8D', 'カテゴリ'],
        ['tags', 'タグ'],
        ['taxonomy', 'タクソノミー'],
        ['trash_can', 'ゴミ箱'],
        ['trash_can?tab=writers', 'ゴミ箱'],
      ] as const) {
        await gotoReady(page, `${baseUrl}/admin/${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const file = path.replace(/[?=%]+/g, '-').replace(/-+$/, '');
        await screenshot(page, `admin-${file}-${name}`, true);
        violations.push(...(await seriousAxeViolations(page)));
      }
      expect(violations, violations.join('\n')).toEqual([]);
      expectNoErrors(errors);
    });
  }
});

type Tree = { id: number; title: string; slug: string; children: { id: number; title: string }[] }[];

async function mainId(page: Page, slug: string): Promise<number> {
  const { body } = await apiAs(page, baseUrl, 'GET', 'categories/selection');
  return (body.categories as Tree).find((m) => m.slug === slug)?.id ?? 0;
}
