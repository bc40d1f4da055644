// The starter dictionary: what an admin can load on the 表記ルール screen and what the demo content
// starts with. 表記ゆれ follow the usual newsroom practice (補助動詞・形式名詞・副詞 in hiragana);
// the NG words are claims the advertising and pharmaceutical rules do not let a magazine make
// without proof. Rules are literal: 事 (as a 形式名詞) is looked for only in the phrases below, since
// 事 alone would also flag 仕事 or 大事.
import type { StyleRuleInput } from '../../../contract/style-rules.ts';

const variant = (find: string, replacement: string, note: string | null = null): StyleRuleInput => ({
  find,
  replacement,
  kind: 'variant',
  note,
});
const brand = (find: string, replacement: string, note: string | null = null): StyleRuleInput => ({
  find,
  replacement,
  kind: 'brand',
  note,
});
const ng = (find: string, note: string): StyleRuleInput => ({ find, replacement: null, kind: 'ng', note });

export const STARTER_STYLE_RULES: readonly StyleRuleInput[] = [
  variant('出来る', 'できる', '可能の意味はひらがなで（「出来上がる」などは対象外）'),
  variant('出来ない', 'できない', '可能の意味はひらがなで'),
  variant('下さい', 'ください', '補助動詞はひらがなで'),
  variant('頂く', 'いただく', '補助動詞はひらがなで（「頂上」「頂戴」は対象外）'),
  variant('致します', 'いたします', '補助動詞はひらがなで'),
  variant('する事', 'すること', '形式名詞はひらがなで'),
  variant('という事', 'ということ', '形式名詞はひらがなで'),
  variant('事ができる', 'ことができる', '形式名詞はひらがなで'),
  variant('沢山', 'たくさん'),
  variant('様々', 'さまざま'),
  variant('殆ど', 'ほとんど'),
  variant('是非', 'ぜひ', '副詞はひらがなで（「是非を問う」の意味では書き換えない）'),
  variant('子供', '子ども', '媒体の表記に統一'),
  variant('使い易い', '使いやすい'),
  brand('iphone', 'iPhone'),
  brand('ipad', 'iPad'),
  brand('youtube', 'YouTube'),
  brand('instagram', 'Instagram'),
  brand('ﾕﾆｸﾛ', 'ユニクロ', '半角カナは使わない'),
  brand('uniqlo', 'ユニクロ', '本文ではカタカナ表記に統一'),
  brand('無印', '無印良品', '正式名称で'),
  ng('最安値', '根拠を示せない最上級表現（景品表示法）'),
  ng('業界No.1', '根拠を示せない最上級表現（景品表示法）'),
  ng('絶対に痩せる', '効果の保証（景品表示法・薬機法）'),
  ng('副作用なし', '安全性の保証（薬機法）'),
];
