import { describe, expect, it } from 'vitest';
import { applyStyleFixes, hitContext, type StyleWord, styleChecker } from './style-check.ts';

const rules: StyleWord[] = [
  { find: '出来る', replacement: 'できる', kind: 'variant' },
  { find: '出来', replacement: 'でき', kind: 'variant' },
  { find: '下さい', replacement: 'ください', kind: 'variant' },
  { find: 'する事', replacement: 'すること', kind: 'variant' },
  { find: 'iphone', replacement: 'iPhone', kind: 'brand' },
  { find: '無印', replacement: '無印良品', kind: 'brand' },
  { find: '激安', replacement: null, kind: 'ng' },
  { find: '激安価格', replacement: 'お手頃価格', kind: 'variant' },
];
const check = styleChecker(rules);
const found = (text: string) => check(text).map((hit) => [hit.found, hit.start, hit.rule.replacement]);

describe('the house dictionary check', () => {
  it('finds the words of each rule in Japanese text, in reading order', () => {
    expect(found('掃除が出来るようにして下さい')).toEqual([
      ['出来る', 3, 'できる'],
      ['下さい', 11, 'ください'],
    ]);
  });

  it('takes the longest of the rules that start at the same place', () => {
    expect(found('出来ない日も出来る')).toEqual([
      ['出来', 0, 'でき'],
      ['出来る', 6, 'できる'],
    ]);
  });

  it('finds an NG word even inside a longer 表記ゆれ', () => {
    expect(found('激安価格です')).toEqual([
      ['激安価格', 0, 'お手頃価格'],
      ['激安', 0, null],
    ]);
  });

  it('matches latin letters in any case, as whole words only', () => {
    expect(found('IPHONEとiphoneとiPhone、iphonesは別')).toEqual([
      ['IPHONE', 0, 'iPhone'],
      ['iphone', 7, 'iPhone'],
    ]);
  });

  it('leaves words already written in the preferred form', () => {
    expect(found('無印良品と無印')).toEqual([['無印', 5, '無印良品']]);
  });

  it('finds nothing with an empty dictionary or text', () => {
    expect(styleChecker([])('出来る')).toEqual([]);
    expect(check('')).toEqual([]);
  });

  it('applies every fix, leaving NG words without a replacement and overlapping hits', () => {
    const text = 'iphoneで激安価格の物を買う事が出来る。する事が出来ない';
    expect(applyStyleFixes(text, check(text))).toBe('iPhoneでお手頃価格の物を買う事ができる。することができない');
  });

  it('applies one fix at its place only', () => {
    const text = '出来る、出来る';
    const second = check(text)[1]!;
    expect(applyStyleFixes(text, [second])).toBe('出来る、できる');
  });

  it('shows a hit with a few characters either side', () => {
    const text = 'この夏はどこでも激安で手に入る商品がたくさんあります';
    expect(hitContext(text, check(text)[0]!, 4)).toBe('…どこでも激安で手に入…');
  });
});
