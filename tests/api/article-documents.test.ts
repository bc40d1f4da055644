// Stored article documents: one pipeline whichever form a save sends (a document, or HTML read into
// one), body_json refused unless the editor could have made it, and hostile body_html (embed kinds
// named after Object's properties) cleaned on save, never breaking a page.
import { count, eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_DEPTH } from '../../contract/article-body/document.ts';
import { articles } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

/** A document `levels` deep as JSON text, written out flat (no recursion to build or serialise it). */
function deepDocumentJson(levels: number): string {
  return `${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph"}${']}'.repeat(levels)}`;
}

const HOSTILE_BODIES: [string, unknown, RegExp][] = [
  [
    'a javascript: link',
    doc(paragraph(text('押して', [{ type: 'link', attrs: { href: 'javascript:alert(document.cookie)' } }]))),
    /^本文のリンク：/,
  ],
  [
    'a javascript: social embed',
    doc({ type: 'socialEmbed', attrs: { provider: 'x', url: 'javascript:alert(1)' } }),
    /^本文のSNS の投稿：/,
  ],
  [
    'a data: image',
    doc({ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } }),
    /^本文の画像：/,
  ],
  ['a vbscript: video', doc({ type: 'youtube', attrs: { src: 'vbscript:msgbox(1)' } }), /^本文のYouTube 動画：/],
  ['a node the editor does not have', doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }), /使えない要素/],
  ['a mark the editor does not have', doc(paragraph(text('x', [{ type: 'textStyle' }]))), /使えない書式/],
  ['a NUL character in the text', doc(paragraph(text('前\u0000後'))), /NUL文字/],
  ['an unpaired surrogate in the text', doc(paragraph(text('壊\ud800れ'))), /壊れた文字/],
];

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('article documents on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let writerId: number;
  let subtopicId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    // An editor: these articles are published as they are saved.
    const writer = await createWriter(t.deps, { name: '青木', role: 'admin' });
    writerId = writer.id;
    headers = await authHeader(t.deps, writer.id);
    const main = await createCategory(t.deps, { slug: 'housework' });
    subtopicId = (await createCategory(t.deps, { slug: 'laundry', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object | string) =>
    t.app.inject({
      method,
      url: `/api/v1/articles${url}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const storedCount = async () => (await t.deps.db.select({ n: count() }).from(articles))[0]?.n;
  const stored = async (id: number) => (await t.deps.db.select().from(articles).where(eq(articles.id, id)))[0];

  describe('body_json', () => {
    it('saves what the editor makes and gives it back to its writer, unknown attributes dropped', async () => {
      const body = doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('見出し')] },
        paragraph(text('リンク', [{ type: 'link', attrs: { href: '/articles/1', target: null } }])),
        { type: 'image', attrs: { src: '/media/a-640.webp', alt: '写真', caption: '説明', onload: 'x' } },
        { type: 'socialEmbed', attrs: { provider: 'x', url: 'https://x.com/salvia/status/1' } },
      );
      const res = await send('POST', '/new', { title: '文書', body_json: body, body_html: '<p>本文</p>' });
      expect(res.statusCode, res.body).toBe(201);
      const view = await t.app.inject({ url: `/api/v1/articles/view?id=${res.json().article.id}`, headers });
      expect(view.json().article.body_json.content[2]).toEqual({
        type: 'image',
        attrs: { src: '/media/a-640.webp', alt: '写真', caption: '説明' },
      });
      expect(view.json().article.body_json.content[3].attrs.provider).toBe('x');
    });

    it.each(HOSTILE_BODIES)('refuses %s on create and stores nothing', async (_name, body, message) => {
      const before = await storedCount();
      const res = await send('POST', '/new', { title: '危ない本文', body_json: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.body_json[0]).toMatch(message);
      expect(await storedCount()).toBe(before);
    });

    it.each(HOSTILE_BODIES)('refuses %s on update and leaves the article as it was', async (_name, body, message) => {
      const article = await createArticle(t.deps, { writerId, bodyJson: doc(paragraph(text('元の本文'))) });
      const res = await send('PATCH', '/update', { id: article.id, title: '書き換え', body_json: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.body_json[0]).toMatch(message);
      const after = await stored(article.id);
      expect(after?.title).toBe(article.title);
      expect(after?.bodyJson).toEqual(doc(paragraph(text('元の本文'))));
      expect(after?.updatedAt).toEqual(article.updatedAt);
    });

    it('answers 422 for a document 20,000 levels deep on create and update, never 500', async () => {
      const deep = deepDocumentJson(20_000);
      const before = await storedCount();
      const created = await send('POST', '/new', `{"title":"深い本文","body_json":{"type":"doc","content":[${deep}]}}`);
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json()).toEqual({
        errors: { body_json: [`本文の入れ子が深すぎます（${MAX_DOCUMENT_DEPTH}階層まで）`] },
      });
      expect(await storedCount()).toBe(before);

      const article = await createArticle(t.deps, { writerId, bodyJson: doc(paragraph(text('元の本文'))) });
      const updated = await send(
        'PATCH',
        '/update',
        `{"id":${article.id},"body_json":{"type":"doc","content":[${deep}]}}`,
      );
      expect(updated.statusCode, updated.body).toBe(422);
      expect((await stored(article.id))?.bodyJson).toEqual(doc(paragraph(text('元の本文'))));
    });

    it('publishes only when every picture has alternative text or is marked decorative', async () => {
      const picture = (attrs: object) => ({ type: 'image', attrs: { src: '/media/a-640.webp', ...attrs } });
      const undescribed = doc(picture({ alt: '' }), paragraph(text('本文')), picture({ alt: '  ' }));
      const live = { title: '写真の記事', category_id: subtopicId, status: 'published' };
      const before = await storedCount();
      const refused = await send('POST', '/new', { ...live, body_json: undescribed, body_html: '<p>本文</p>' });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.body_json[0]).toMatch(/^代替テキストのない画像が2枚あります/);
      expect(await storedCount()).toBe(before);

      // A draft may wait for its descriptions; publishing it may not.
      const draft = await send('POST', '/new', { ...live, status: 'draft', body_json: undescribed });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().article.id;
      const publish = await send('PATCH', '/update', { id, status: 'published' });
      expect(publish.statusCode, publish.body).toBe(422);
      expect((await stored(id))?.status).toBe('draft');

      const described = doc(picture({ alt: '酢を薄めた洗面器' }), picture({ alt: '', decorative: true }));
      const fixed = await send('PATCH', '/update', { id, status: 'published', body_json: described });
      expect(fixed.statusCode, fixed.body).toBe(200);
      // A live article's new body is held to the same rule.
      const undone = await send('PATCH', '/update', { id, body_json: undescribed });
      expect(undone.statusCode, undone.body).toBe(422);
      expect((await stored(id))?.bodyJson).toEqual(described);
    });

    it('still accepts no document at all, and reads the HTML into one', async () => {
      const res = await send('POST', '/new', { title: 'HTMLだけ', body_json: null, body_html: '<p>本文</p>' });
      expect(res.statusCode, res.body).toBe(201);
      expect((await stored(res.json().article.id))?.bodyJson).toEqual(doc(paragraph(text('本文'))));
    });
  });

  describe('one pipeline', () => {
    it('renders the page from the document when body_html beside it says something else', async () => {
      const res = await send('POST', '/new', {
        title: '食い違う本文',
        category_id: subtopicId,
        status: 'published',
        body_json: doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('文書の見出し')] },
          paragraph(text('文書の本文')),
        ),
        body_html: '<h2>別の見出し</h2><p>HTMLだけの本文</p><script>alert(1)</script>',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, body_html } = res.json().article;
      expect(body_html).toBe('<h2>文書の見出し</h2><p>文書の本文</p>');
      const page = await t.app.inject(`/articles/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('文書の本文');
      expect(page.body).not.toContain('HTMLだけの本文');

      const updated = await send('PATCH', '/update', {
        id,
        body_json: doc(paragraph(text('書き直した文書'))),
        body_html: '<p>送られたHTML</p>',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await stored(id))?.bodyHtml).toBe('<p>書き直した文書</p>');
    });

    it('reads an HTML-only save into the same document the editor would make, blocks included', async () => {
      const html =
        '<h2>手順</h2><ol data-steps><li><p>水を張る</p></li></ol><div data-callout="point"><p>酢は<strong>薄めて</strong></p></div><div data-qa><p data-qa-q>何倍？</p><div data-qa-a><p>5倍</p></div></div>';
      const res = await send('POST', '/new', { title: 'HTMLの記事', category_id: subtopicId, body_html: html });
      expect(res.statusCode, res.body).toBe(201);
      const row = await stored(res.json().article.id);
      expect(row?.bodyHtml).toBe(html);
      expect(row?.bodyJson).toEqual(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('手順')] },
          { type: 'stepList', content: [{ type: 'listItem', content: [paragraph(text('水を張る'))] }] },
          {
            type: 'callout',
            attrs: { kind: 'point' },
            content: [paragraph(text('酢は'), text('薄めて', [{ type: 'bold' }]))],
          },
          {
            type: 'qa',
            content: [
              { type: 'qaQuestion', content: [text('何倍？')] },
              { type: 'qaAnswer', content: [paragraph(text('5倍'))] },
            ],
          },
        ),
      );
    });

    it('holds an HTML-only save to the document rules: the alt-text gate and the addresses', async () => {
      const live = { title: '写真の記事', category_id: subtopicId, status: 'published' };
      const before = await storedCount();
      const noAlt = await send('POST', '/new', { ...live, body_html: '<p>本文</p><img src="/media/a-640.webp">' });
      expect(noAlt.statusCode, noAlt.body).toBe(422);
      expect(noAlt.json().errors.body_json[0]).toMatch(/^代替テキストのない画像が1枚あります/);
      const badSrc = await send('POST', '/new', { ...live, body_html: '<img src="javascript:alert(1)" alt="x">' });
      expect(badSrc.statusCode, badSrc.body).toBe(422);
      expect(badSrc.json().errors.body_html[0]).toMatch(/^本文の画像：URLは/);
      expect(await storedCount()).toBe(before);

      const article = await createArticle(t.deps, { writerId, bodyJson: doc(paragraph(text('元の本文'))) });
      const refused = await send('PATCH', '/update', {
        id: article.id,
        body_html: '<img src="//evil.example/a.png" alt="x">',
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect((await stored(article.id))?.bodyJson).toEqual(doc(paragraph(text('元の本文'))));
    });
  });

  describe('links on the published page', () => {
    it("opens the site's own pages in place and followed, other sites in a new tab, paid ones as sponsored", async () => {
      const site = t.deps.config.siteUrl;
      const link = (label: string, href: string, rel = 'noopener noreferrer nofollow') =>
        text(label, [{ type: 'link', attrs: { href, target: '_blank', rel } }]);
      const res = await send('POST', '/new', {
        title: 'リンクの記事',
        category_id: subtopicId,
        status: 'published',
        body_json: doc(
          paragraph(link('前の記事', `${site}/articles/1`), link('一覧', '/articles')),
          paragraph(
            link('メーカー', 'https://maker.example/'),
            link('ショップ', 'https://shop.example/a', 'sponsored'),
          ),
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
      const page = await t.app.inject(`/articles/${res.json().article.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<a href="/articles/1">前の記事</a><a href="/articles">一覧</a>');
      expect(page.body).toContain('<a href="https://maker.example/" target="_blank" rel="noopener">メーカー</a>');
      expect(page.body).toContain(
        '<a href="https://shop.example/a" target="_blank" rel="sponsored noopener">ショップ</a>',
      );
      expect(page.body).not.toMatch(/<a [^>]*nofollow/);
    });
  });

  describe('embed placeholders named after Object properties', () => {
    const hostileHtml = (kind: string) =>
      `<p>前</p><div data-embed="${kind}" data-url="https://x.com/salvia/status/1"><a href="https://x.com/salvia/status/1">投稿</a></div><p>後</p>`;

    it.each(['constructor', '__proto__'])(
      'saves data-embed="%s" cleaned, and its page and API answer 200',
      async (embed) => {
        const res = await send('POST', '/new', {
          title: `埋め込み ${embed}`,
          body_html: hostileHtml(embed),
          status: 'published',
          category_id: subtopicId,
        });
        expect(res.statusCode, res.body).toBe(201);
        const { id, body_html } = res.json().article;
        // Not an embed of a known kind: the post's link is read as a link, the placeholder is gone.
        const kept =
          '<p>前</p><p><a href="https://x.com/salvia/status/1" target="_blank" rel="noopener">投稿</a></p><p>後</p>';
        expect(body_html).toBe(kept);

        const updated = await send('PATCH', '/update', {
          id,
          body_html: hostileHtml(embed),
          status: 'published',
          category_id: subtopicId,
        });
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json().article.body_html).toBe(kept);

        expect((await t.app.inject(`/api/v1/articles/view?id=${id}`)).statusCode).toBe(200);
        const page = await t.app.inject(`/articles/${id}`);
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain(`data-embed="${embed}"`);
      },
    );

    it.each(['constructor', '__proto__'])(
      'renders an article stored with data-embed="%s" before saves were cleaned, and 404s an unknown one',
      async (embed) => {
        const article = await createArticle(t.deps, { writerId, categoryId: subtopicId, bodyHtml: hostileHtml(embed) });
        expect((await t.app.inject(`/api/v1/articles/view?id=${article.id}`)).statusCode).toBe(200);
        expect((await t.app.inject(`/articles/${article.id}`)).statusCode).toBe(200);
        expect((await t.app.inject('/articles/999999')).statusCode).toBe(404);
      },
    );
  });
});
