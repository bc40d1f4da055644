// The dictionary's work on a huge body never holds the database: an unrelated query and a save of the
// very article go through while it reads, the body is asked in short pieces, and a reading made from
// text a save has replaced is never written over the new one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articleSearchHeadings } from '../../server/db/schema/article-indexes.ts';
import { articles } from '../../server/db/schema/content.ts';
import type { JapaneseDictionary } from '../../server/services/search/japanese-dictionary.ts';
import { fillSearchReadings, textPieces } from '../../server/services/search/search-readings.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';

/** A dictionary that answers only when released, and remembers what it was asked. */
function heldDictionary() {
  const asked: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const dictionary: JapaneseDictionary = {
    readingOf: async (text) => {
      asked.push(text);
      await released;
      return 'よみ';
    },
    wordsOf: async (text) => {
      asked.push(text);
      await released;
      return ['言葉'];
    },
    phrasesOf: async () => ['よみ'],
    nounsOf: async () => [],
  };
  return { dictionary, asked, release };
}

describe('textPieces', () => {
  it('cuts 40,000 characters into pieces of at most 1,000, after a sentence where one is near, losing nothing', () => {
    const text = `${'あ'.repeat(700)}。${'い'.repeat(39_299)}`;
    const pieces = [...textPieces(text)];
    expect(pieces.join('')).toBe(text);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(1_000);
    expect(pieces[0]).toBe(`${'あ'.repeat(700)}。`);
  });
});

describe.each(testDatabases)('reading a huge body on %s', (kind) => {
  let t: TestApp;
  let articleId: number;

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps);
    const article = await createPublishedArticle(t.deps, 1, {
      writerId: writer.id,
      title: '長い記事',
      lead: 'とても長い',
      bodyHtml: `<p>${'かな'.repeat(20_000)}</p>`,
    });
    articleId = article.id;
  });
  afterAll(() => t?.close());

  it('holds no connection or lock while the dictionary reads, and drops a reading of replaced text', async () => {
    const held = heldDictionary();
    const filling = fillSearchReadings({ db: t.deps.db, dictionary: held.dictionary });
    await vi.waitFor(() => expect(held.asked.length).toBeGreaterThan(0));

    // While the dictionary works: an unrelated query, and a save of the article being read.
    expect(await t.deps.db.select({ id: articles.id }).from(articles).limit(1)).toHaveLength(1);
    await t.deps.db
      .update(articles)
      .set({ title: '長い記事（改稿）', updatedAt: new Date() })
      .where(eq(articles.id, articleId));

    held.release();
    await filling;
    // Every question was a short piece of the 40,000 characters.
    expect(Math.max(...held.asked.map((text) => text.length))).toBeLessThanOrEqual(1_000);
    const [row] = await t.deps.db
      .select()
      .from(articleSearchHeadings)
      .where(eq(articleSearchHeadings.articleId, articleId));
    // Read before the save: not written; the row waits for the next round with the new title.
    expect(row?.stale).toBe(true);
    expect(row?.titleReading).toBe('');

    const next = heldDictionary();
    next.release();
    await fillSearchReadings({ db: t.deps.db, dictionary: next.dictionary });
    expect(next.asked).toContain('長い記事（改稿）');
    const [filled] = await t.deps.db
      .select()
      .from(articleSearchHeadings)
      .where(eq(articleSearchHeadings.articleId, articleId));
    expect(filled).toMatchObject({ stale: false, titleReading: 'よみ', bodyWords: ['言葉'] });
  });
});
