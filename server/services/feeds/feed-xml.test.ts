import { describe, expect, it } from 'vitest';
import { cdata, fitFeed, rfc822, xmlText } from './feed-xml.ts';

describe('feed documents', () => {
  it('keeps whole items, in order, within the byte limit, and skips one too big on its own', () => {
    const items = ['<item>一</item>', `<item>${'あ'.repeat(100)}</item>`, '<item>三</item>', '<item>四</item>'];
    const xml = fitFeed('<rss>', items, '</rss>', 70);
    expect(xml).toBe('<rss><item>一</item>\n<item>三</item>\n<item>四</item>\n</rss>');
    expect(Buffer.byteLength(fitFeed('<rss>', items, '</rss>', 40))).toBeLessThanOrEqual(40);
  });

  it('writes text no XML parser refuses', () => {
    expect(xmlText('a\u0000b\u0008c & <d>')).toBe('abc &amp; &lt;d&gt;');
    expect(cdata('<p>]]></p>')).toBe('<![CDATA[<p>]]]]><![CDATA[></p>]]>');
  });

  it('dates items in RFC 822', () => {
    expect(rfc822('2026-11-22T01:00:00Z')).toBe('Sun, 22 Nov 2026 01:00:00 GMT');
  });
});
