import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipBody, plainBody, splitPage, withDeflated } from './nonce-page.ts';

const PLACEHOLDER = '{{nonce}}';

describe('a page kept compressed with a place for the nonce', () => {
  const html = [
    '<!DOCTYPE html><html lang="ja"><head>',
    `<script nonce="${PLACEHOLDER}">window.__ctx = {}</script>`,
    '</head><body>',
    '<p>玄関の収納を見直すと、毎朝の支度がすこし楽になります。</p>'.repeat(400),
    // Two places side by side, and one at the very end.
    `<script nonce="${PLACEHOLDER}"></script>${PLACEHOLDER}`,
    PLACEHOLDER,
  ].join('');
  const NONCE = 'AbCd+/0123456789xyzQ==';
  const body = withDeflated(splitPage(html, PLACEHOLDER), NONCE.length);

  it('decodes, with any gzip reader, to the page with this response’s nonce in every place', () => {
    for (const nonce of [NONCE, 'x'.repeat(NONCE.length)]) {
      expect(gunzipSync(gzipBody(body, nonce)).toString()).toBe(html.replaceAll(PLACEHOLDER, nonce));
    }
  });

  it('sends far fewer bytes than the page has', () => {
    expect(gzipBody(body, NONCE).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('stays correct for a page that holds NUL bytes', () => {
    const odd = `<p>\0${PLACEHOLDER}\0\0</p>${'\0'.repeat(30)}${PLACEHOLDER}\0`;
    const kept = withDeflated(splitPage(odd, PLACEHOLDER), NONCE.length);
    expect(gunzipSync(gzipBody(kept, NONCE)).toString()).toBe(odd.replaceAll(PLACEHOLDER, NONCE));
  });

  it('refuses a nonce of another length than it was made for', () => {
    expect(() => gzipBody(body, 'short')).toThrow();
  });

  it('gives the same page as text to a client that takes no gzip', () => {
    expect(plainBody(body, 'n').toString()).toBe(html.replaceAll(PLACEHOLDER, 'n'));
  });

  it('encodes a page without any place for a nonce', () => {
    const plain = withDeflated(splitPage('<p>広告なし</p>', PLACEHOLDER), 1);
    expect(gunzipSync(gzipBody(plain, 'n')).toString()).toBe('<p>広告なし</p>');
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
