// 表記ルール: admins keep the house dictionary (writers read it for the editor's check, and may not
// change it); an article with an NG word is not published or submitted for review — 422 naming the
// word and where — while its draft still saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_STYLE_RULES } from '../../server/services/style-rules/starter-style-rules.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';

type Headers = Record<string, string>;
type Rule = { id: number; find: string; replacement: string | null; kind: string; note: string | null };

describe.each(testDatabases)('the house dictionary on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let writer: Headers;
  let categoryId: number;

  beforeAll(async () => {
    t = await build(kind);
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writer = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    categoryId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const rules = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/style_rules${url}`, headers, ...(payload && { payload }) });
  const list = async (headers = admin): Promise<Rule[]> => {
    const res = await rules('GET', '', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().style_rules;
  };
  const add = async (payload: object): Promise<Rule> => {
    const res = await rules('POST', '/new', admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().style_rule;
  };

  describe('keeping it', () => {
    it('lets an admin add, change and delete a rule, and every writer read the list', async () => {
      const rule = await add({ find: '出来る', replacement: 'できる', kind: 'variant', note: ' ひらがなで ' });
      expect(rule).toMatchObject({ find: '出来る', replacement: 'できる', kind: 'variant', note: 'ひらがなで' });
      expect((await list(writer)).map((r) => r.find)).toContain('出来る');

      const changed = await rules('PATCH', `/update?id=${rule.id}`, admin, { note: '可能の意味はひらがなで' });
      expect(changed.statusCode, changed.body).toBe(200);
      // Only the field sent changes.
      expect(changed.json().style_rule).toMatchObject({
        find: '出来る',
        replacement: 'できる',
        note: '可能の意味はひらがなで',
      });

      expect((await rules('DELETE', `/delete?id=${rule.id}`, admin)).json()).toEqual({
        message: '表記ルールを削除しました',
      });
      expect((await list()).map((r) => r.id)).not.toContain(rule.id);
      expect((await rules('DELETE', `/delete?id=${rule.id}`, admin)).statusCode).toBe(404);
    });

    it('refuses writers every change (403) and strangers everything (401)', async () => {
      const rule = await add({ find: '下さい', replacement: 'ください', kind: 'variant' });
      for (const [method, url, payload] of [
        ['POST', '/new', { find: '頂く', replacement: 'いただく', kind: 'variant' }],
        ['PATCH', `/update?id=${rule.id}`, { replacement: 'くださーい' }],
        ['DELETE', `/delete?id=${rule.id}`, undefined],
        ['POST', '/load_starter', undefined],
      ] as const) {
        const res = await rules(method, url, writer, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBeTruthy();
      }
      expect((await rules('GET', '', {})).statusCode).toBe(401);
      expect((await list()).find((r) => r.id === rule.id)?.replacement).toBe('ください');
    });

    it('refuses a rule that does not hold together, in Japanese', async () => {
      const refused = async (payload: object) => {
        const res = await rules('POST', '/new', admin, payload);
        expect(res.statusCode, res.body).toBe(422);
        return res.json().errors;
      };
      expect(await refused({ find: '', kind: 'variant', replacement: 'x' })).toEqual({
        find: ['探す表記を入力してください'],
      });
      expect(await refused({ find: '事', kind: 'variant' })).toEqual({
        replacement: ['表記ゆれとブランド名には置き換える表記を入力してください'],
      });
      expect(await refused({ find: 'あ', replacement: 'あ', kind: 'ng' })).toEqual({
        replacement: ['置き換える表記が探す表記と同じです'],
      });
      expect((await refused({ find: 'x', kind: 'other' })).kind[0]).toContain('種類は');
      expect((await refused({ find: 'あ'.repeat(51), kind: 'ng' })).find).toEqual([
        '探す表記は50文字以内で入力してください',
      ]);
    });

    it('checks a partial update against the stored rule', async () => {
      const ng = await add({ find: '最高級', kind: 'ng' });
      const res = await rules('PATCH', `/update?id=${ng.id}`, admin, { kind: 'brand' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ replacement: ['表記ゆれとブランド名には置き換える表記を入力してください'] });
      expect((await list()).find((r) => r.id === ng.id)?.kind).toBe('ng');
    });

    it('keeps one rule per word whatever its case, also when two admins add it at once', async () => {
      const results = await Promise.all(
        ['ipad', 'IPAD', 'IPad ', 'Ipad'].map((find) =>
          rules('POST', '/new', admin, { find, replacement: 'iPad', kind: 'brand' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
      for (const res of results.filter((r) => r.statusCode === 422)) {
        expect(res.json().errors).toEqual({ find: ['この表記はすでに登録されています'] });
      }
      expect((await list()).filter((r) => r.find.toLowerCase() === 'ipad')).toHaveLength(1);
    });

    it('loads the starter set once, leaving an admin’s own rule for the same word as it was', async () => {
      await add({ find: '沢山', replacement: 'いっぱい', kind: 'variant' });
      const before = (await list()).length;
      const first = await rules('POST', '/load_starter', admin);
      expect(first.statusCode, first.body).toBe(200);
      const stored = new Set((await list()).map((r) => r.find.toLowerCase()));
      for (const rule of STARTER_STYLE_RULES) expect(stored.has(rule.find.toLowerCase()), rule.find).toBe(true);
      expect(first.json().added).toBe(first.json().style_rules.length - before);
      expect((await list()).find((r) => r.find === '沢山')?.replacement).toBe('いっぱい');
      const again = await rules('POST', '/load_starter', admin);
      expect(again.json().added).toBe(0);
    });
  });

  describe('NG words and publishing', () => {
    beforeAll(async () => {
      await rules('POST', '/new', admin, { find: '絶対に治る', kind: 'ng', note: '効果の保証' });
    });
    const articles = (method: 'POST' | 'PATCH', url: string, headers: Headers, payload: object) =>
      t.app.inject({ method, url: `/api/v1/articles${url}`, headers, payload });
    const body = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });

    it('saves a draft with an NG word, and refuses to publish it with a message naming the word and where', async () => {
      const draft = await articles('POST', '/new', admin, {
        title: '肩こりの話',
        body_json: body('このストレッチで肩こりが絶対に治るとは言えませんが、楽になります。'),
        category_id: categoryId,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().article.id;
      const publish = await articles('PATCH', '/update', admin, { id, status: 'published' });
      expect(publish.statusCode).toBe(422);
      expect(publish.json()).toEqual({
        errors: {
          body_json: [
            'NGワード「絶対に治る」が本文に含まれています（…ストレッチで肩こりが絶対に治るとは言えませんが、楽…）。書き換えてください',
          ],
        },
      });
      expect(
        (await t.app.inject({ url: `/api/v1/articles/view?id=${id}`, headers: admin })).json().article.status,
      ).toBe('draft');

      const fixed = await articles('PATCH', '/update', admin, {
        id,
        status: 'published',
        body_json: body('このストレッチで肩こりが楽になります。'),
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json().article.status).toBe('published');
    });

    it('refuses a new article published with an NG word in its title or lead', async () => {
      const res = await articles('POST', '/new', admin, {
        title: '絶対に治る肩こり体操',
        lead: 'これで絶対に治る！',
        status: 'published',
        category_id: categoryId,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        title: ['NGワード「絶対に治る」がタイトルに含まれています。書き換えてください'],
        lead: ['NGワード「絶対に治る」がリード文に含まれています。書き換えてください'],
      });
    });

    it('refuses a change of title that brings an NG word into a published article', async () => {
      const created = await articles('POST', '/new', admin, {
        title: '体操',
        status: 'published',
        category_id: categoryId,
      });
      expect(created.statusCode, created.body).toBe(201);
      const res = await articles('PATCH', '/update', admin, { id: created.json().article.id, title: '絶対に治る体操' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['title']);
    });

    it('refuses an NG word in other widths, split by invisible characters, or shown beside the text', async () => {
      await rules('POST', '/new', admin, { find: 'No.1', kind: 'ng', note: '根拠のない最上級' });
      await rules('POST', '/new', admin, { find: 'ゲキヤス', kind: 'ng' });
      const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
      const paragraph = (...content: object[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });
      const block = (node: object) => ({ type: 'doc', content: [node] });
      const card = { name: 'ボトル', price: '1,980円' };
      const attempts = {
        fullWidth: paragraph(text('満足度Ｎｏ．１の保湿力')),
        halfWidthKana: paragraph(text('今日はｹﾞｷﾔｽの日')),
        zeroWidthSpace: paragraph(text('肩こりが絶\u200b対に治る')),
        softHyphen: paragraph(text('肩こりが絶対に\u00ad治る')),
        rubyReading: paragraph(
          text('この体操', [{ type: 'ruby', attrs: { reading: 'ぜったいになおる' } }]),
          text('で'),
        ),
        rubyReadingWord: paragraph(text('体操', [{ type: 'ruby', attrs: { reading: '絶対に治る' } }])),
        shopButton: block({
          type: 'productCard',
          attrs: { ...card, shops: [{ shop: 'other', url: 'https://shop.example/', label: '絶対に治るボトル' }] },
        }),
        oldCardButton: block({
          type: 'productCard',
          attrs: { ...card, url: 'https://shop.example/', label: '絶対に治る' },
        }),
        pictureAlt: block({ type: 'image', attrs: { src: '/media/a.webp', alt: '絶対に治る体操の図' } }),
      };
      const published = await Promise.all(
        Object.entries(attempts).map(async ([name, body_json]) => {
          const res = await articles('POST', '/new', admin, {
            title: name,
            body_json,
            category_id: categoryId,
            status: 'published',
          });
          return [name, res.statusCode, res.json().errors?.body_json?.[0]?.replace(/（.*/, '')];
        }),
      );
      const refused = (word: string) => [422, `NGワード「${word}」が本文に含まれています`];
      expect(published).toEqual([
        ['fullWidth', ...refused('No.1')],
        ['halfWidthKana', ...refused('ゲキヤス')],
        ['zeroWidthSpace', ...refused('絶対に治る')],
        ['softHyphen', ...refused('絶対に治る')],
        // A reading in kana is not the rule's words: only what the rule says is refused.
        ['rubyReading', 201, undefined],
        ['rubyReadingWord', ...refused('絶対に治る')],
        ['shopButton', ...refused('絶対に治る')],
        ['oldCardButton', ...refused('絶対に治る')],
        ['pictureAlt', ...refused('絶対に治る')],
      ]);
    });

    it('refuses to submit a draft with an NG word for review', async () => {
      const draft = await articles('POST', '/new', writer, {
        title: '腰痛の話',
        body_json: body('腰痛が絶対に治る方法。'),
        category_id: categoryId,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().article.id;
      const submit = await articles('POST', `/${id}/review`, writer, { action: 'submit' });
      expect(submit.statusCode).toBe(422);
      expect(submit.json().errors.body_json[0]).toContain('NGワード「絶対に治る」が本文に含まれています');
    });
  });
});
