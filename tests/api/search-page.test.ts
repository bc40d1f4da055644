// The search page offers the tags and categories the keyword names above its results (by name or
// reading), marks the terms in each result's title and quoted passage, and says 「もしかして」 for a
// keyword one slip from a tag, a category or a word of a title, that finds something. All of it from
// what the app read beforehand: a reader's search never waits for the dictionary.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JapaneseDictionary, japaneseDictionary } from '../../server/services/search/japanese-dictionary.ts';
import { fillSearchReadings } from '../../server/services/search/search-readings.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

/** The dictionary, until the background readings are filled; after that any question fails the page. */
function dictionaryForFillingOnly() {
  let open = true;
  const guard =
    <T>(ask: (text: string) => Promise<T>) =>
    (text: string) =>
      open ? ask(text) : Promise.reject(new Error(`a reader's page asked the dictionary about ${text}`));
  const dictionary: JapaneseDictionary = {
    readingOf: guard(japaneseDictionary.readingOf),
    wordsOf: guard(japaneseDictionary.wordsOf),
    phrasesOf: guard(japaneseDictionary.phrasesOf),
    nounsOf: guard(japaneseDictionary.nounsOf),
  };
  return { dictionary, close: () => (open = false) };
}

describe('the search page', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  const ids: Record<string, number> = {};
  const filling = dictionaryForFillingOnly();
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild, overrides: { dictionary: filling.dictionary } });
    const housework = await createCategory(t.deps, { slug: 'housework', title: '家事' });
    const cleaning = await createCategory(t.deps, { slug: 'cleaning', title: '掃除', parentId: housework.id });
    ids.bigClean = (await createTag(t.deps, { title: '大掃除', slug: 'oosouji', reading: 'おおそうじ' })).id;
    await createTag(t.deps, { title: '収納', slug: 'shuno', reading: 'しゅうのう' });
    const writerId = (await createWriter(t.deps)).id;
    const detergent = await createPublishedArticle(t.deps, 1, {
      writerId,
      categoryId: cleaning.id,
      title: '洗剤の選び方',
      lead: '用途で選びます。',
      bodyHtml: `<p>${'まずは落としたい汚れを確かめます。'.repeat(6)}</p><p>重曹はアルカリ性なので、油汚れに向きます。</p>`,
    });
    await tagArticle(t.deps, detergent.id, ids.bigClean);
    await createPublishedArticle(t.deps, 2, { writerId, title: '洗濯機の裏側、最後に掃除したのはいつ？' });
    await createPublishedArticle(t.deps, 3, { writerId, title: '換気扇のつけ置き洗い' });
    await fillSearchReadings(t.deps);
    filling.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  const related = async (keyword: string) => {
    const html = (await t.app.inject(`/search?keyword=${encodeURIComponent(keyword)}`)).body;
    const nav = html.match(/<nav aria-label="タグ・カテゴリから探す"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';
    return [...nav.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  };

  it('offers the category and the tag a word names, and a tag by its reading', async () => {
    expect(await related('掃除')).toEqual(['掃除 /housework/cleaning', `#大掃除 /tags/${ids.bigClean}`]);
    expect(await related('おおそうじ')).toEqual([`#大掃除 /tags/${ids.bigClean}`]);
    // No public article carries 収納 yet: it has no page to offer.
    expect(await related('しゅうのう')).toEqual([]);
    expect(await related('鰹')).toEqual([]);
  });

  it('offers a category by its reading', async () => {
    expect(await related('そうじ')).toEqual(['掃除 /housework/cleaning', `#大掃除 /tags/${ids.bigClean}`]);
    expect(await related('かじ')).toEqual(['家事 /housework']);
  });

  const page = async (keyword: string) => (await t.app.inject(`/search?keyword=${encodeURIComponent(keyword)}`)).body;

  it('marks the terms in the title and quotes the passage of the body they are in', async () => {
    const html = await page('アルカリ性 選び方');
    expect(html).toContain('洗剤の<mark>選び方</mark>');
    const passage = html.match(/<p class="[^"]*passage[^"]*">(.*?)<\/p>/s)?.[1] ?? '';
    expect(passage).toContain('重曹は<mark>アルカリ性</mark>なので、油汚れに向きます。');
    expect(passage.startsWith('…')).toBe(true);
  });

  it('says もしかして for a slip from a tag, and not for a keyword that finds articles', async () => {
    const slip = await page('おおそおじ');
    expect(slip).toMatch(/もしかして：<a [^>]*href="\/search\?keyword=%E5%A4%A7%E6%8E%83%E9%99%A4"[^>]*>大掃除<\/a>/);
    expect(await page('大掃除')).not.toContain('もしかして');
    // A slip from a word of a title, by its reading or as written.
    expect(await page('せんたっき')).toMatch(/もしかして：<a [^>]*>洗濯機<\/a>/);
    expect(await page('換気線')).toMatch(/もしかして：<a [^>]*>換気扇<\/a>/);
    // 収納 is a tag one slip from 収能, but no article carries it: nothing to offer.
    expect(await page('収能')).not.toContain('もしかして');
  });
});
