// ルビ through the one pipeline: checked, rendered as `<ruby>base<rt>reading</rt></ruby>`, read back
// from HTML, and kept out of the text a search reads.
import { describe, expect, it } from 'vitest';
import { documentText } from '../../../contract/article-body/document-facts.ts';
import { AppError } from '../../errors.ts';
import { articleBodyOf } from './render-body.ts';

const site = { siteUrl: 'https://salvia.example' };
const ruby = (reading: unknown) => ({ type: 'ruby', attrs: { reading } });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const doc = (...content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

function refusal(body_json: unknown): string | null {
  try {
    articleBodyOf({ body_json }, site);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return Object.values(error.fields ?? {})[0]?.[0] ?? error.message;
  }
}

describe('ルビ', () => {
  it('renders the reading over the base words, with nothing between them', () => {
    const body = articleBodyOf(
      { body_json: doc(text('梅雨の'), text('紫陽花', [ruby('あじさい')]), text('です')) },
      site,
    )!;
    expect(body.html).toBe('<p>梅雨の<ruby>紫陽花<rt>あじさい</rt></ruby>です</p>');
  });

  it('keeps one ruby over a base partly bold, the reading once', () => {
    const body = articleBodyOf(
      { body_json: doc(text('紫', [ruby('あじさい'), { type: 'bold' }]), text('陽花', [ruby('あじさい')])) },
      site,
    )!;
    expect(body.html).toBe('<p><ruby><strong>紫</strong>陽花<rt>あじさい</rt></ruby></p>');
  });

  it('reads ruby in HTML as the mark, its reading never as text', () => {
    const body = articleBodyOf(
      { body_html: '<p><ruby>紫陽花<rp>(</rp><rt>あじさい</rt><rp>)</rp></ruby>が咲く</p>' },
      site,
    )!;
    expect(body.json).toEqual(doc(text('紫陽花', [ruby('あじさい')]), text('が咲く')));
    expect(body.html).toBe('<p><ruby>紫陽花<rt>あじさい</rt></ruby>が咲く</p>');
  });

  it('reads a ruby without a reading as its plain words', () => {
    expect(articleBodyOf({ body_html: '<p><ruby>紫陽花</ruby></p>' }, site)!.json).toEqual(doc(text('紫陽花')));
  });

  it('refuses a missing, empty or overlong reading in Japanese', () => {
    expect(refusal(doc(text('紫陽花', [{ type: 'ruby' }])))).toBe('本文のルビ：ルビの読みを入力してください');
    expect(refusal(doc(text('紫陽花', [ruby('  ')])))).toBe('本文のルビ：ルビの読みを入力してください');
    expect(refusal(doc(text('紫陽花', [ruby('あ'.repeat(51))])))).toBe(
      '本文のルビ：ルビの読みは50文字以内にしてください',
    );
    expect(refusal(doc(text('紫陽花', [ruby({ html: '<b>' })])))).toMatch(/^本文のルビ：/);
  });

  it('escapes a reading as text', () => {
    const body = articleBodyOf({ body_json: doc(text('字', [ruby('<script>x</script>')])) }, site)!;
    expect(body.html).toBe('<p><ruby>字<rt>&lt;script&gt;x&lt;/script&gt;</rt></ruby></p>');
  });

  it('leaves the reading out of the text a search reads and quotes', () => {
    expect(documentText(doc(text('紫陽'), text('花', [ruby('か')]), text('の季節')))).toBe('紫陽花の季節');
  });
});
