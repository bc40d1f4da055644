import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, bodySize, pageEtag, withGzip } from './kept-page.ts';

describe('a kept page', () => {
  const html = `<!DOCTYPE html><html lang="ja"><body>${'<p>玄関の収納を見直すと、毎朝の支度がすこし楽になります。</p>'.repeat(400)}</body></html>`;
  const body = withGzip({ plain: Buffer.from(html) });
  const POLICY = "script-src 'self' 'sha256-abc='";

  it('is compressed once into a copy any gzip reader decodes to the same bytes', () => {
    expect(gunzipSync(body.gzip as Buffer).toString()).toBe(html);
    expect((body.gzip as Buffer).length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(bodySize(body)).toBe(body.plain.length + (body.gzip as Buffer).length);
  });

  it('has one ETag for its bytes and policy, and another when either changes', () => {
    const etag = pageEtag(body, POLICY);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag({ plain: Buffer.from(html) }, POLICY)).toBe(etag);
    expect(pageEtag({ plain: Buffer.from(`${html} `) }, POLICY)).not.toBe(etag);
    expect(pageEtag(body, `${POLICY} https://www.googletagmanager.com`)).not.toBe(etag);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['br', false],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
