// A kept page is stored with its nonce cut out and gets a fresh one per response: the nonce goes only
// where the render wrote it (the script and style tags), never into content that happens to look like
// the cut, such as a title holding the text "{{csp-nonce}}".
import { gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const TITLE = '{{csp-nonce}} と書いた記事';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('the CSP nonce of a kept page on %s', (kind) => {
  let t: TestApp;
  let articleId: number;
  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writer = await createWriter(t.deps);
    const category = await createCategory(t.deps);
    articleId = (
      await createArticle(t.deps, {
        title: TITLE,
        lead: 'リードにも {{csp-nonce}} を書く',
        writerId: writer.id,
        categoryId: category.id,
      })
    ).id;
  });
  afterAll(() => t?.close());

  it('shows text that reads like the nonce placeholder as written, and the nonce only in nonce attributes', async () => {
    const responses = [
      await t.app.inject(`/articles/${articleId}`),
      await t.app.inject(`/articles/${articleId}`),
      await t.app.inject({ url: `/articles/${articleId}`, headers: { 'accept-encoding': 'gzip' } }),
    ];
    expect(responses.map((res) => res.headers['x-cache'])).toEqual(['miss', 'hit', 'hit']);
    for (const res of responses) {
      const html = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      const nonce = String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(html).toContain(`<h1`);
      expect(html).toContain('{{csp-nonce}} と書いた記事');
      expect(html).toContain('リードにも {{csp-nonce}} を書く');
      const everywhere = html.split(nonce).length - 1;
      const inAttributes = html.split(`nonce="${nonce}"`).length - 1;
      expect(inAttributes).toBeGreaterThan(0);
      expect(everywhere).toBe(inAttributes);
    }
  });
});
