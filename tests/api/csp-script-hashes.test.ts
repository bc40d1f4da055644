// A page's policy allows its inline scripts by their hashes (docs/decisions/031): a kept page is the
// same bytes and the same policy for every reader, and a script that came in with the content is
// not among those its policy allows.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const STORED_SCRIPT = 'window.__storedWithTheBody = true';

function scriptSrcOf(policy: unknown): string {
  const directives = String(policy)
    .split(';')
    .map((directive) => directive.trim());
  return directives.find((directive) => directive.startsWith('script-src ')) ?? '';
}

/** The `'sha256-…'` sources of the policy's script-src. */
function scriptHashesOf(policy: unknown): string[] {
  return scriptSrcOf(policy)
    .split(' ')
    .filter((source) => source.startsWith("'sha256-"));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hash of each inline script the page holds, structured data (which never runs) aside. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? '') && !/application\/ld\+json/.test(attributes ?? ''))
    .map(
      ([, , text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
}

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('the script policy of a page on %s', (kind) => {
  let t: TestApp;
  let articleId: number;
  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writer = await createWriter(t.deps);
    const category = await createCategory(t.deps);
    articleId = (
      await createArticle(t.deps, {
        title: '<script>alert(1)</script> と書いた記事',
        // Bodies are cleaned when saved; one written straight into the database was not.
        bodyHtml: `<p>本文です。</p><script>${STORED_SCRIPT}</script>`,
        writerId: writer.id,
        categoryId: category.id,
      })
    ).id;
  });
  afterAll(() => t?.close());

  it('is the same bytes under the same policy for every reader of a kept page', async () => {
    const url = `/articles/${articleId}`;
    const responses = [
      await t.app.inject(url),
      await t.app.inject(url),
      await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } }),
    ];
    expect(responses.map((res) => res.headers['x-cache'])).toEqual(['miss', 'hit', 'hit']);
    const [first, ...others] = responses.map((res) => ({
      html: res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body,
      policy: res.headers['content-security-policy'],
      etag: res.headers.etag,
    }));
    for (const other of others) expect(other).toEqual(first);
    expect(first?.html).not.toContain('nonce');
    expect(first?.policy).not.toContain("'nonce-");
    expect(scriptSrcOf(first?.policy)).not.toContain("'unsafe-inline'");
  });

  it('allows exactly the inline scripts its render wrote, by their hashes', async () => {
    const res = await t.app.inject(`/articles/${articleId}`);
    const allowed = scriptHashesOf(res.headers['content-security-policy']);
    const written = inlineScriptHashes(res.body).filter((hash) => hash !== sha256(STORED_SCRIPT));
    expect(allowed.length).toBeGreaterThan(0);
    expect(new Set(allowed)).toEqual(new Set(written));
    // The title is text, never markup.
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; と書いた記事');
  });

  it('does not allow a script that came in with the content', async () => {
    const res = await t.app.inject(`/articles/${articleId}`);
    expect(res.body).toContain(STORED_SCRIPT);
    expect(scriptHashesOf(res.headers['content-security-policy'])).not.toContain(sha256(STORED_SCRIPT));
  });

  it('holds a page kept for no one (search results) to the hashes of its own scripts too', async () => {
    const res = await t.app.inject(`/search?keyword=${encodeURIComponent('記事')}`);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    const allowed = scriptHashesOf(res.headers['content-security-policy']);
    expect(allowed.length).toBeGreaterThan(0);
    expect(new Set(allowed)).toEqual(new Set(inlineScriptHashes(res.body)));
    expect(res.body).not.toContain('nonce');
  });
});
