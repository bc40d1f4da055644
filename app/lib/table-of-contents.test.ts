import { describe, expect, it } from 'vitest';
import { withTableOfContents } from './table-of-contents.ts';

describe('withTableOfContents', () => {
  it('anchors h2 and h3 in order and lists their text', () => {
    const { html, toc } = withTableOfContents(
      '<p>前文</p><h2>準備 &amp; 道具</h2><p>a</p><h3 id="x">小見出し<strong>!</strong></h3><h4>対象外</h4>',
    );
    expect(toc).toEqual([
      { id: 'section-1', level: 2, text: '準備 & 道具' },
      { id: 'section-2', level: 3, text: '小見出し!' },
    ]);
    expect(html).toContain('<h2 id="section-1">準備 &amp; 道具</h2>');
    expect(html).toContain('<h3 id="section-2">小見出し<strong>!</strong></h3>');
    expect(html).toContain('<h4>対象外</h4>');
  });

  it('leaves a body without headings alone', () => {
    expect(withTableOfContents('<p>本文だけ</p>')).toEqual({ html: '<p>本文だけ</p>', toc: [] });
  });
});
