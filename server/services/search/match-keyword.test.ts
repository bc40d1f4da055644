import { describe, expect, it } from 'vitest';
import { escapeLike } from './match-keyword.ts';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('c:\\')).toBe('c:\\\\');
    expect(escapeLike("'; drop table articles; --")).toBe("'; drop table articles; --");
  });
});
