import { describe, expect, it } from 'vitest';
import { splitAtTocMarker, withTableOfContents } from './table-of-contents.ts';

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

describe('splitAtTocMarker', () => {
  it('puts the 目次 where the writer marked it, at the top level of the body', () => {
    expect(splitAtTocMarker('<p>前文<br>続き</p><img src="/a.webp" /><div data-toc></div><h2>準備</h2>')).toEqual({
      before: '<p>前文<br>続き</p><img src="/a.webp" />',
      after: '<h2>準備</h2>',
    });
  });

  it('puts it above the body without a marker, or with one only inside a box', () => {
    const boxed = '<div data-callout="memo"><div data-toc></div><p>メモ</p></div><h2>準備</h2>';
    expect(splitAtTocMarker(boxed)).toEqual({ before: '', after: boxed });
    expect(splitAtTocMarker('<p>本文</p>')).toEqual({ before: '', after: '<p>本文</p>' });
  });
});
