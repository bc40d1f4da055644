// What the scale database is made of, before SQL multiplies it: the demo taxonomy, ~2,000 tags
// with readings, ~50 writers and a few hundred article bodies written by the demo's own composer.
import { composeBody } from '../../server/demo/compose-body.ts';
import {
  readBodyText,
  readDemoCategories,
  readDemoSponsors,
  readDemoTags,
  readDemoTopics,
} from '../../server/demo/demo-content.ts';
import { bodyOfDocument } from '../../server/services/article-body/render-body.ts';

const demoTags = readDemoTags();
export const demoCategories = readDemoCategories();
export const SPONSORS = readDemoSponsors();
export const demoTagSlugs = demoTags.map((t) => t.slug);

type Word = readonly [title: string, reading: string];

// Tag titles beyond the demo's: a subject and an angle, e.g. 「玄関 収納」 read 「げんかん しゅうのう」.
const SUBJECTS: Word[] = [
  ['玄関', 'げんかん'],
  ['リビング', 'りびんぐ'],
  ['寝室', 'しんしつ'],
  ['浴室', 'よくしつ'],
  ['トイレ', 'といれ'],
  ['ベランダ', 'べらんだ'],
  ['冷蔵庫', 'れいぞうこ'],
  ['クローゼット', 'くろーぜっと'],
  ['押し入れ', 'おしいれ'],
  ['食器棚', 'しょっきだな'],
  ['洗濯機', 'せんたくき'],
  ['電子レンジ', 'でんしれんじ'],
  ['炊飯器', 'すいはんき'],
  ['鶏むね肉', 'とりむねにく'],
  ['豚こま', 'ぶたこま'],
  ['豆腐', 'とうふ'],
  ['キャベツ', 'きゃべつ'],
  ['大根', 'だいこん'],
  ['じゃがいも', 'じゃがいも'],
  ['たまご', 'たまご'],
  ['鮭', 'さけ'],
  ['きのこ', 'きのこ'],
  ['トマト', 'とまと'],
  ['かぼちゃ', 'かぼちゃ'],
  ['ランドセル', 'らんどせる'],
  ['幼稚園', 'ようちえん'],
  ['中学生', 'ちゅうがくせい'],
  ['受験', 'じゅけん'],
  ['習い事', 'ならいごと'],
  ['夏休み', 'なつやすみ'],
  ['お正月', 'おしょうがつ'],
  ['梅雨', 'つゆ'],
  ['春', 'はる'],
  ['秋', 'あき'],
  ['冬', 'ふゆ'],
  ['在宅ワーク', 'ざいたくわーく'],
  ['ひとり暮らし', 'ひとりぐらし'],
  ['二人暮らし', 'ふたりぐらし'],
  ['シニア', 'しにあ'],
  ['ペット', 'ぺっと'],
  ['ねこ', 'ねこ'],
  ['いぬ', 'いぬ'],
  ['スニーカー', 'すにーかー'],
  ['ワンピース', 'わんぴーす'],
  ['デニム', 'でにむ'],
  ['ボブ', 'ぼぶ'],
  ['日焼け止め', 'ひやけどめ'],
  ['ヨガ', 'よが'],
  ['ウォーキング', 'うぉーきんぐ'],
  ['温泉', 'おんせん'],
];

const ANGLES: Word[] = [
  ['収納', 'しゅうのう'],
  ['掃除', 'そうじ'],
  ['レシピ', 'れしぴ'],
  ['アイデア', 'あいであ'],
  ['グッズ', 'ぐっず'],
  ['節約術', 'せつやくじゅつ'],
  ['時短ワザ', 'じたんわざ'],
  ['おすすめ', 'おすすめ'],
  ['選び方', 'えらびかた'],
  ['お手入れ', 'おていれ'],
  ['DIY', 'でぃーあいわい'],
  ['レビュー', 'れびゅー'],
  ['体験記', 'たいけんき'],
  ['失敗談', 'しっぱいだん'],
  ['ルーティン', 'るーてぃん'],
  ['コーデ', 'こーで'],
  ['作り置き', 'つくりおき'],
  ['弁当', 'べんとう'],
  ['インテリア', 'いんてりあ'],
  ['100均', 'ひゃっきん'],
  ['入門', 'にゅうもん'],
  ['対策', 'たいさく'],
  ['チェックリスト', 'ちぇっくりすと'],
  ['Q&A', 'きゅーあんどえー'],
  ['ランキング', 'らんきんぐ'],
  ['まとめ', 'まとめ'],
  ['プレゼント', 'ぷれぜんと'],
  ['費用', 'ひよう'],
  ['スケジュール', 'すけじゅーる'],
  ['あるある', 'あるある'],
  ['体操', 'たいそう'],
  ['ケア', 'けあ'],
  ['アレンジ', 'あれんじ'],
  ['リメイク', 'りめいく'],
  ['見直し', 'みなおし'],
  ['準備', 'じゅんび'],
  ['持ち物', 'もちもの'],
  ['手帳', 'てちょう'],
  ['写真', 'しゃしん'],
  ['防災', 'ぼうさい'],
];

export type ScaleTag = { slug: string; title: string; reading: string };

/** The demo tags first (so `famous_parents` and the favourites keep their slugs), then combinations. */
export function scaleTags(count: number): ScaleTag[] {
  const tags: ScaleTag[] = demoTags.map((t) => ({ ...t }));
  for (let a = 0; a < ANGLES.length && tags.length < count; a++) {
    for (let s = 0; s < SUBJECTS.length && tags.length < count; s++) {
      const [subject, subjectReading] = SUBJECTS[s] as Word;
      const [angle, angleReading] = ANGLES[a] as Word;
      tags.push({ slug: `t${s}-${a}`, title: `${subject} ${angle}`, reading: `${subjectReading} ${angleReading}` });
    }
  }
  return tags.slice(0, count);
}

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const GIVEN = ['美咲', 'ゆうこ', '健太', 'さくら', 'まなみ', '陽菜', '大輔', 'あかり', '直子', '翔太'];

export function scaleWriterNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${FAMILY[i % 10]} ${GIVEN[(i * 3 + Math.floor(i / 10)) % 10]}`);
}

export type ArticleTemplate = { subtopic: string; title: string; lead: string; bodyHtml: string; bodyJson: unknown };

/** Every demo idea, composed twice (different sections and tips): ~6 KB of body HTML each. */
export function articleTemplates(): ArticleTemplate[] {
  const text = readBodyText();
  return readDemoTopics(demoCategories).flatMap((topic) =>
    topic.ideas.flatMap((idea, i) =>
      [0, 1].map((round) => {
        const body = bodyOfDocument(
          composeBody({ idea, topic, variant: i + round * topic.ideas.length, text }),
          'body_json',
          // Composed bodies hold no full addresses: every site renders them alike.
          { siteUrl: 'http://localhost:3000' },
        );
        return { subtopic: topic.slug, title: idea.title, lead: idea.lead, bodyHtml: body.html, bodyJson: body.json };
      }),
    ),
  );
}

/** Title prefixes, so ~260 templates give thousands of distinct titles. */
export const TITLE_PREFIXES = [
  '',
  '',
  '',
  '【保存版】',
  '【最新】',
  '【プロに聞いた】',
  '【読者に聞いた】',
  '【実録】',
];
