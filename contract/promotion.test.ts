import { describe, expect, it } from 'vitest';
import { hasPromotion, promotionTitle, sponsorLine, startsWithPrMark, storedSponsor } from './promotion.ts';

const plain = { is_pr: false, sponsor: null };
const sponsored = { is_pr: true, sponsor: '株式会社ひだまり' };

describe('hasPromotion', () => {
  it('is true when any block holds a sponsored article', () => {
    expect(hasPromotion([plain], [], [plain, sponsored])).toBe(true);
  });

  it('is true when the article shown in full has affiliate links in its body', () => {
    expect(hasPromotion([{ ...plain, has_affiliate_links: true }], [plain])).toBe(true);
    expect(hasPromotion([{ ...plain, has_affiliate_links: false }], [plain])).toBe(false);
  });

  it('is false for pages without one, empty pages included', () => {
    expect(hasPromotion([plain], [plain])).toBe(false);
    expect(hasPromotion()).toBe(false);
  });
});

describe('promotionTitle', () => {
  it('leaves a plain title alone', () => {
    expect(promotionTitle({ ...plain, title: '洗剤の話' })).toBe('洗剤の話');
  });

  it('marks a sponsored title with 【PR】 and its sponsor', () => {
    expect(promotionTitle({ ...sponsored, title: '洗剤の話' })).toBe('【PR】洗剤の話（提供：株式会社ひだまり）');
  });

  it.each(['【PR】洗剤の話', '[PR] 洗剤の話', '［PR］洗剤の話', '【ＰＲ】洗剤の話', ' [pr]洗剤の話'])(
    'never doubles the 【PR】 a title already starts with: %s',
    (title) => {
      expect(promotionTitle({ ...sponsored, title })).toBe('【PR】洗剤の話（提供：株式会社ひだまり）');
      expect(promotionTitle({ is_pr: true, sponsor: null, title })).toBe('【PR】洗剤の話');
    },
  );

  it('leaves a PR that is not a mark at the start alone', () => {
    expect(promotionTitle({ is_pr: true, sponsor: null, title: 'PR担当が選ぶ【PR】洗剤' })).toBe(
      '【PR】PR担当が選ぶ【PR】洗剤',
    );
    expect(startsWithPrMark('PRESSの話')).toBe(false);
  });

  it('marks a sponsored title without a known sponsor with 【PR】 alone', () => {
    expect(promotionTitle({ is_pr: true, sponsor: null, title: '洗剤の話' })).toBe('【PR】洗剤の話');
  });
});

describe('sponsorLine', () => {
  it('says who provided the article, or nothing', () => {
    expect(sponsorLine('株式会社ひだまり')).toBe('提供：株式会社ひだまり');
    expect(sponsorLine(null)).toBeNull();
  });
});

describe('storedSponsor', () => {
  it('keeps the sponsor of a PR article', () => {
    expect(storedSponsor(sponsored)).toBe('株式会社ひだまり');
  });

  it('clears the sponsor of an article that is not PR', () => {
    expect(storedSponsor({ is_pr: false, sponsor: '株式会社ひだまり' })).toBeNull();
    expect(storedSponsor({ is_pr: true })).toBeNull();
  });
});
