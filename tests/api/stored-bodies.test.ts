// Stored bodies rendered again from their documents after the renderer changed: in batches, without
// touching what a writer saved, filling in the document of a body stored as HTML alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_VERSION } from '../../contract/article-body/node-set.ts';
import { articles } from '../../server/db/schema/content.ts';
import { renderStoredBodies } from '../../server/services/article-body/render-stored-bodies.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

describe.each(testDatabases)('stored bodies on %s', (kind) => {
  let t: TestApp;
  let writerId: number;

  beforeAll(async () => {
    t = await build(kind);
    writerId = (await createWriter(t.deps)).id;
  });
  afterAll(() => t?.close());

  const stored = async (id: number) => (await t.deps.db.select().from(articles).where(eq(articles.id, id)))[0]!;

  it('renders every stale body from its document, in batches, leaving updated_at and current bodies alone', async () => {
    const ownLink = doc(
      paragraph(text('前の記事', [{ type: 'link', attrs: { href: '/articles/1', target: '_blank' } }])),
    );
    // As an older renderer wrote it: an own link opened in a new tab.
    const old = await createArticle(t.deps, {
      writerId,
      bodyJson: ownLink,
      bodyHtml: '<p><a href="/articles/1" target="_blank" rel="noopener noreferrer nofollow">前の記事</a></p>',
    });
    const htmlOnly = await createArticle(t.deps, {
      writerId,
      bodyJson: null,
      bodyHtml: '<h2>見出し</h2><p>本文です。</p>',
    });
    const refused = await createArticle(t.deps, {
      writerId,
      bodyJson: doc({ type: 'mention' }),
      bodyHtml: '<p>そのまま残る本文</p>',
    });
    const current = await createArticle(t.deps, {
      writerId,
      bodyJson: doc(paragraph(text('最新'))),
      bodyHtml: '<p>最新の版で描いた本文</p>',
      bodyVersion: BODY_VERSION,
    });
    const seen: number[] = [];
    const result = await renderStoredBodies(t.deps, { batch: 2, onProgress: ({ done }) => seen.push(done) });
    expect(result).toEqual({ done: 3, total: 3, rendered: 2, kept: 1 });
    expect(seen).toEqual([2, 3]);

    const rendered = await stored(old.id);
    expect(rendered.bodyHtml).toBe('<p><a href="/articles/1">前の記事</a></p>');
    expect(rendered.bodyVersion).toBe(BODY_VERSION);
    expect(rendered.updatedAt).toEqual(old.updatedAt);

    const filled = await stored(htmlOnly.id);
    expect(filled.bodyJson).toEqual(
      doc({ type: 'heading', attrs: { level: 2 }, content: [text('見出し')] }, paragraph(text('本文です。'))),
    );
    expect(filled.bodyHtml).toBe('<h2>見出し</h2><p>本文です。</p>');

    const kept = await stored(refused.id);
    expect(kept.bodyHtml).toBe('<p>そのまま残る本文</p>');
    expect(kept.bodyJson).toEqual(doc({ type: 'mention' }));
    expect(kept.bodyVersion).toBe(BODY_VERSION);

    expect((await stored(current.id)).bodyHtml).toBe('<p>最新の版で描いた本文</p>');
    // Nothing is left for the next run.
    expect(await renderStoredBodies(t.deps)).toEqual({ done: 0, total: 0, rendered: 0, kept: 0 });
  });

  it("renders again what the renderer that opened the site's own full addresses in a new tab wrote", async () => {
    const site = t.deps.config.siteUrl;
    const article = await createArticle(t.deps, {
      writerId,
      bodyJson: doc(paragraph(text('前の記事', [{ type: 'link', attrs: { href: `${site}/articles/1` } }]))),
      bodyHtml: `<p><a href="${site}/articles/1" target="_blank" rel="noopener noreferrer nofollow">前の記事</a></p>`,
      bodyVersion: 1,
    });
    expect((await renderStoredBodies(t.deps)).rendered).toBe(1);
    expect((await stored(article.id)).bodyHtml).toBe('<p><a href="/articles/1">前の記事</a></p>');
  });

  it('stops between batches when asked, and the next run goes on from there', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createArticle(t.deps, { writerId, bodyJson: doc(paragraph(text(`段落${i}`))) })).id);
    const stop = new AbortController();
    const first = await renderStoredBodies(t.deps, { batch: 1, signal: stop.signal, onProgress: () => stop.abort() });
    expect(first.done).toBe(1);
    const rest = await renderStoredBodies(t.deps, { batch: 1 });
    expect(rest).toMatchObject({ done: 2, total: 2 });
    for (const [i, id] of ids.entries()) expect((await stored(id)).bodyHtml).toBe(`<p>段落${i}</p>`);
  });
});
