import { describe, expect, it } from 'vitest';
import { phpUnserialize } from './php-unserialize.ts';

describe('phpUnserialize', () => {
  it('reads scalars', () => {
    expect(phpUnserialize('N;')).toBeNull();
    expect(phpUnserialize('b:1;')).toBe(true);
    expect(phpUnserialize('b:0;')).toBe(false);
    expect(phpUnserialize('i:-42;')).toBe(-42);
    expect(phpUnserialize('d:0.5;')).toBe(0.5);
    expect(phpUnserialize('d:INF;')).toBe(Number.POSITIVE_INFINITY);
    expect(phpUnserialize('s:5:"hello";')).toBe('hello');
  });

  it('counts string lengths in UTF-8 bytes, as PHP does', () => {
    expect(phpUnserialize('s:9:"穏やか";')).toBe('穏やか');
    expect(phpUnserialize('s:4:"𠮷";')).toBe('𠮷');
    // A quote and a semicolon inside a string are part of it, not the end of it.
    expect(phpUnserialize('s:5:"a";b:";')).toBe('a";b:');
  });

  it('reads a list as an array and any other keys as an object', () => {
    expect(phpUnserialize('a:2:{i:0;s:1:"a";i:1;s:1:"b";}')).toEqual(['a', 'b']);
    expect(phpUnserialize('a:2:{i:1;s:1:"a";i:0;s:1:"b";}')).toEqual({ 1: 'a', 0: 'b' });
    expect(phpUnserialize('a:0:{}')).toEqual([]);
  });

  it('reads _wp_attachment_metadata as WordPress stores it', () => {
    const stored =
      'a:5:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:16:"2024/11/tana.jpg";' +
      's:5:"sizes";a:1:{s:9:"thumbnail";a:4:{s:4:"file";s:16:"tana-150x150.jpg";s:5:"width";i:150;' +
      's:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";}}' +
      's:10:"image_meta";a:2:{s:7:"caption";s:9:"檜の棚";s:8:"keywords";a:0:{}}}';
    expect(phpUnserialize(stored)).toEqual({
      width: 1200,
      height: 800,
      file: '2024/11/tana.jpg',
      sizes: { thumbnail: { file: 'tana-150x150.jpg', width: 150, height: 150, 'mime-type': 'image/jpeg' } },
      image_meta: { caption: '檜の棚', keywords: [] },
    });
  });

  it('keeps a "__proto__" key as data', () => {
    const value = phpUnserialize('a:1:{s:9:"__proto__";s:1:"x";}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('refuses objects, references, wrong lengths and trailing data', () => {
    expect(() => phpUnserialize('O:8:"stdClass":0:{}')).toThrow('「O」型には対応していません');
    expect(() => phpUnserialize('a:1:{i:0;r:1;}')).toThrow('「r」型には対応していません');
    expect(() => phpUnserialize('s:10:"short";')).toThrow('PHP のシリアライズ形式として読めません');
    expect(() => phpUnserialize('i:1;i:2;')).toThrow('余分なデータがあります');
    expect(() => phpUnserialize('plain text')).toThrow();
    expect(() => phpUnserialize('')).toThrow();
  });

  it('refuses nesting deeper than WordPress ever writes', () => {
    expect(() => phpUnserialize(`${'a:1:{i:0;'.repeat(100)}N;${'}'.repeat(100)}`)).toThrow('入れ子が深すぎます');
  });
});
