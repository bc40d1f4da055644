import { describe, expect, it } from 'vitest';
import { distinctTitles } from './distinct-titles.ts';

describe('distinctTitles', () => {
  it('says the shared start once and what tells each apart', () => {
    expect(
      distinctTitles([
        '手づくり日めくりカレンダー 2027 〜季節の草花〜',
        '手づくり日めくりカレンダー 2027 〜和の色〜',
        '手づくり日めくりカレンダー 2028 〜ねこのいる暮らし〜',
      ]),
    ).toEqual([
      { shared: '手づくり日めくりカレンダー', own: '2027 〜季節の草花〜' },
      { shared: '手づくり日めくりカレンダー', own: '2027 〜和の色〜' },
      { shared: '手づくり日めくりカレンダー', own: '2028 〜ねこのいる暮らし〜' },
    ]);
    expect(distinctTitles(['カレンダー 〜和の色〜', 'カレンダー 〜草花〜'])).toEqual([
      { shared: 'カレンダー', own: '和の色' },
      { shared: 'カレンダー', own: '草花' },
    ]);
  });

  it('leaves titles whole when little or nothing is shared, or there is one', () => {
    expect(distinctTitles(['手ぬぐい', '手帳カバー'])).toEqual([
      { shared: '', own: '手ぬぐい' },
      { shared: '', own: '手帳カバー' },
    ]);
    expect(distinctTitles(['手づくり日めくりカレンダー 2027'])).toEqual([
      { shared: '', own: '手づくり日めくりカレンダー 2027' },
    ]);
  });
});
