import { describe, expect, it } from 'vitest';
import { bodyText } from './body-text.ts';

describe('bodyText', () => {
  it('gives one line per block, without tags, with entities read', () => {
    expect(
      bodyText('<h2>見出し</h2><p>本文&amp;<strong>強調</strong></p><ul><li>一つ目</li><li>二つ目</li></ul>'),
    ).toBe('見出し\n本文&強調\n一つ目\n二つ目');
  });
});
