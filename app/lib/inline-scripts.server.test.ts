import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScriptMark, scriptHash, sealInlineScripts } from './inline-scripts.server.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts a page may run', () => {
  const mark = newScriptMark();
  const page = [
    `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${mark}"/>`,
    `<script nonce="${mark}">window.__ctx = {"title":"収納"};</script>`,
    '<script type="application/ld+json">{"@type":"NewsArticle"}</script></head><body>',
    '<article><script>alert("stored with the content")</script></article>',
    `<script nonce="${mark}" type="module" async="">import "/assets/a.js";</script>`,
    `<script nonce="${mark}">window.__ctx = {"title":"収納"};</script>`,
    '</body></html>',
  ].join('');
  const sealed = sealInlineScripts(page, mark);

  it('names each script its render marked by the hash of its text, once', () => {
    expect(sealed.hashes).toEqual([sha256('window.__ctx = {"title":"収納"};'), sha256('import "/assets/a.js";')]);
  });

  it('allows no script that came in without the mark, nor the structured data', () => {
    expect(sealed.hashes).not.toContain(sha256('alert("stored with the content")'));
    expect(sealed.hashes).not.toContain(sha256('{"@type":"NewsArticle"}'));
  });

  it('sends the page without its mark', () => {
    expect(sealed.html).not.toContain(mark);
    expect(sealed.html).not.toContain('nonce');
    expect(sealed.html).toBe(page.replaceAll(` nonce="${mark}"`, ''));
  });

  it('draws a new mark for every render', () => {
    expect(newScriptMark()).not.toBe(newScriptMark());
    expect(newScriptMark()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hashes the text as the browser parses it: line ends as LF, NUL as U+FFFD', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
    expect(scriptHash('a\0b')).toBe(sha256('a\uFFFDb'));
  });
});
