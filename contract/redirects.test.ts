import { describe, expect, it } from 'vitest';
import { hasKeyParam, redirectKey } from './redirects.ts';

describe('redirectKey', () => {
  it('decodes percent-encoded Japanese into NFC', () => {
    expect(redirectKey('/%E6%9A%AE%E3%82%89%E3%81%97/')).toBe('/暮らし');
    // が written as か + combining dakuten reads as the one character.
    expect(redirectKey('/か\u3099')).toBe('/が');
  });

  it('drops trailing slashes but keeps the root', () => {
    expect(redirectKey('/a/b//')).toBe('/a/b');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('')).toBe('/');
  });

  it('keeps only the query parameters that name a page, in one order', () => {
    expect(redirectKey('/?utm_source=x&p=123')).toBe('/?p=123');
    expect(redirectKey('/?page_id=7&p=1#top')).toBe('/?p=1&page_id=7');
    expect(redirectKey('/old?utm_source=x')).toBe('/old');
  });

  it('keeps a stray percent sign as written', () => {
    expect(redirectKey('/100%/%E6%9A%AE')).toBe('/100%/暮');
  });
});

describe('hasKeyParam', () => {
  it('is true only for a query naming an old page', () => {
    expect(hasKeyParam('p=1&utm_source=x')).toBe(true);
    expect(hasKeyParam('utm_source=x')).toBe(false);
  });
});
