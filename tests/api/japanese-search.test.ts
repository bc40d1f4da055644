// The public search as readers type: a reading finds the kanji (そうじ, ｿｳｼﾞ → 掃除), a tag finds
// what it is on (大掃除), a word of the body finds its article (アルカリ性), a two-character word works,
// either spelling of a last long vowel finds both, and title > tags > lead > body.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleTags } from '../../server/db/schema/content.ts';
import { fillSearchReadings } from '../../server/services/search/search-readings.ts';
import { didYouMean } from '../../server/services/search/search-vocabulary.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';

describe.each(testDatabases)('searching in Japanese on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind);
    const writerId = (await createWriter(t.deps)).id;
    const article = (hoursAgo: number, title: string, lead: string) =>
      createPublishedArticle(t.deps, hoursAgo, { writerId, title, lead });
    await article(1, '窓掃除のコツ', '晴れた日に。');
    await article(2, '週末の家事', 'キッチンの掃除を先に。');
    await article(3, 'ガラスを磨く', '曇りが取れます。');
    const tagged = await article(4, '年末に向けて', '早めの準備。');
    const spring = await article(5, '春の衣替え', '大掃除のついでに。');
    const bigClean = await createTag(t.deps, { title: '大掃除', slug: 'oosouji', reading: 'おおそうじ' });
    await tagArticle(t.deps, tagged.id, bigClean.id);
    await tagArticle(t.deps, spring.id, bigClean.id);
    await createPublishedArticle(t.deps, 7, {
      writerId,
      title: '洗剤の選び方',
      lead: '用途で選びます。',
      bodyHtml:
        '<h2>基本</h2><p>重曹はアルカリ性なので、キッチンの油汚れに向きます。</p><p>プリンターの手入れにも。</p>',
    });
    await article(8, '重曹の使い道', '重曹で落とせる汚れ。');
    await createTag(t.deps, { title: '植物', slug: 'shokubutsu', reading: 'しょくぶつ' });
    await article(9, 'コンピューターの整理', 'ファイルを減らす。');
    await fillSearchReadings(t.deps);
  });
  afterAll(() => t?.close());

  const titles = async (keyword: string) => {
    const res = await t.app.inject(`/api/v1/articles/search?title=${encodeURIComponent(keyword)}`);
    expect(res.statusCode, keyword).toBe(200);
    return res.json().articles.map((a: { title: string }) => a.title);
  };

  it('finds 掃除 by its reading, in hiragana and in half-width katakana', async () => {
    const kanji = await titles('掃除');
    // Title first; then 春の衣替え (tag 大掃除 and its lead), 年末に向けて (the tag), 週末の家事 (the lead).
    expect(kanji).toEqual(['窓掃除のコツ', '春の衣替え', '年末に向けて', '週末の家事']);
    expect(await titles('そうじ')).toEqual(kanji);
    expect(await titles('ｿｳｼﾞ')).toEqual(kanji);
  });

  it('finds the articles of a tag by its name and its reading, ranking the title first', async () => {
    // 年末に向けて carries the tag; 春の衣替え the tag and the word in its lead.
    expect(await titles('大掃除')).toEqual(['春の衣替え', '年末に向けて']);
    // The tag's reading; the dictionary reads the lead's 大掃除 as だいそうじ, so here both match by the
    // tag alone and the newer comes first.
    expect(await titles('おおそうじ')).toEqual(['年末に向けて', '春の衣替え']);
  });

  it('matches a two-character word in a lead, and one character', async () => {
    expect(await titles('準備')).toEqual(['年末に向けて']);
    expect(await titles('窓')).toEqual(['窓掃除のコツ']);
  });

  it('finds a word of the body, written or read, and ranks it below the lead', async () => {
    expect(await titles('アルカリ性')).toEqual(['洗剤の選び方']);
    expect(await titles('あるかりせい')).toEqual(['洗剤の選び方']);
    // A compound noun is a word, and so is each of its parts; a piece of a word is not.
    expect(await titles('油汚れ')).toEqual(['洗剤の選び方']);
    expect(await titles('アルカリ性 油')).toEqual(['洗剤の選び方']);
    // Every term, each in any part: the title and the body, or the body and the lead.
    expect(await titles('洗剤 アルカリ性')).toEqual(['洗剤の選び方']);
    expect(await titles('重曹 汚れ')).toEqual(['重曹の使い道', '洗剤の選び方']);
    expect(await titles('洗剤 窓')).toEqual([]);
    expect(await titles('ルカリ')).toEqual([]);
    // 重曹 is in the lead of the older article and only in the body of the newer one.
    expect(await titles('重曹')).toEqual(['重曹の使い道', '洗剤の選び方']);
  });

  it('finds either spelling of a last long vowel, in headings and bodies', async () => {
    expect(await titles('コンピュータ')).toEqual(['コンピューターの整理']);
    expect(await titles('コンピューター')).toEqual(['コンピューターの整理']);
    expect(await titles('ぷりんた')).toEqual(['洗剤の選び方']);
    expect(await titles('ﾌﾟﾘﾝﾀｰ')).toEqual(['洗剤の選び方']);
  });

  it('puts a slip from a tag right, only when the correction finds articles (もしかして)', async () => {
    expect(await didYouMean(t.deps, 'おおそおじ')).toBe('大掃除');
    expect(await didYouMean(t.deps, 'おおそうじ')).toBeUndefined();
    // Two characters are too few to call a slip; no tag is near 鰹節.
    expect(await didYouMean(t.deps, 'そじ')).toBeUndefined();
    expect(await didYouMean(t.deps, '鰹節')).toBeUndefined();
    // 植物 is a tag one slip from しょくぶす, but no article says it: nothing to offer.
    expect(await didYouMean(t.deps, 'しょくぶす')).toBeUndefined();
  });

  it('finds a retitled article by its new reading once the readings are filled', async () => {
    const writerId = (await createWriter(t.deps)).id;
    await createPublishedArticle(t.deps, 6, { writerId, title: '洗濯のきほん', lead: '干し方から。' });
    expect(await titles('せんたく')).toEqual([]);
    await fillSearchReadings(t.deps);
    expect(await titles('せんたく')).toEqual(['洗濯のきほん']);
  });

  it('finds each article a tag is put on in one statement, and no longer one it is taken off', async () => {
    const writerId = (await createWriter(t.deps)).id;
    const watering = await createPublishedArticle(t.deps, 10, { writerId, title: '水やりの時間', lead: '朝に。' });
    const soil = await createPublishedArticle(t.deps, 11, { writerId, title: '土の選び方', lead: '水はけ。' });
    const garden = await createTag(t.deps, { title: 'ベランダ菜園', slug: 'veranda' });
    await t.deps.db.insert(articleTags).values([
      { articleId: watering.id, tagId: garden.id },
      { articleId: soil.id, tagId: garden.id },
    ]);
    expect(await titles('ベランダ菜園')).toEqual(['水やりの時間', '土の選び方']);
    await t.deps.db
      .delete(articleTags)
      .where(and(eq(articleTags.articleId, watering.id), eq(articleTags.tagId, garden.id)));
    expect(await titles('ベランダ菜園')).toEqual(['土の選び方']);
  });
});
