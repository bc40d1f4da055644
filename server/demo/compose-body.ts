// Turns an idea and its topic's sections into an article body: ProseMirror JSON and the same
// content as HTML, generated from one structure so the two always agree.
import type { DemoIdea, DemoTopic } from './content-types.ts';

type Block = { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string } | { kind: 'list'; items: string[] };

const OPENERS = [
  'この記事では、今日から取り入れられる具体的な方法を、順を追ってご紹介します。',
  '難しいことはひとつもありません。できそうなところから、気軽に試してみてください。',
  '編集部やライター陣が実際に試して良かった工夫を中心にまとめました。',
  '忙しい毎日の中でも無理なく続けられることを大切に、ポイントを整理しました。',
];

// Second paragraphs of the introduction: why small changes matter, in a few voices.
const CONTEXTS = [
  '毎日の暮らしは、同じことの繰り返しのように見えて、実は小さな選択の積み重ねでできています。その選択をほんの少し変えるだけで、時間にも気持ちにも思いがけない余裕が生まれることがあります。',
  '読者のみなさんから寄せられる声の中でも、このテーマへの関心はとても高く、「もっと早く知りたかった」という感想を何度もいただいてきました。だからこそ、基本からていねいにお伝えしたいと思います。',
  '情報があふれる今、何から手をつければいいのか迷ってしまうのは当然のことです。まずは全体像をつかみ、自分の暮らしに合いそうなところから取り入れていくのがおすすめです。',
  '家族構成や住まい、働き方によって、ちょうどいいやり方は少しずつ違います。ここで紹介する方法も、そのまま真似するのではなく、わが家流にアレンジしながら使ってみてください。',
];

// Closing thoughts shared by every topic.
const CLOSINGS = [
  '一度にすべてを変えようとすると、どこかで息切れしてしまいます。今週はひとつ、来週はもうひとつというように、少しずつ取り入れていくことが、結局はいちばんの近道です。',
  'うまくいったことは家族や友人にも話してみてください。人に伝えることで自分の中でも整理され、続ける力になります。思いがけないアイデアが返ってくることもあるはずです。',
  'Salviaでは、これからも暮らしに役立つヒントをお届けしていきます。試してみた感想や、みなさんのわが家流の工夫も、ぜひお問い合わせフォームから教えてください。',
];

// One more section before the summary: practical advice for guides, readers' letters for series.
const EXTRA_SECTIONS: Record<'guide' | 'series', { heading: string; paragraphs: string[] }[]> = {
  guide: [
    {
      heading: '無理なく続けるためのコツ',
      paragraphs: [
        '新しい習慣は、始めることよりも続けることのほうがずっと難しいものです。最初の数日は張り切っていても、忙しい日が続くと、いつのまにか元のやり方に戻ってしまうことはよくあります。',
        '続けるためのいちばんのコツは、がんばらなくてもできる形にしておくことです。道具を手の届く場所に置く、やる時間をいつもの行動とセットにするなど、迷わずに動ける仕組みをつくりましょう。',
        'そして、できた日はカレンダーに小さな印をつけてみてください。印が並んでいくのを見るだけで、不思議と「明日もやってみよう」という気持ちがわいてきます。',
        'もし数日あいてしまっても、気にする必要はありません。大切なのは、途切れたあとにもう一度始められることです。再開するたびに、前より少し上手にできている自分に気づくはずです。',
      ],
    },
    {
      heading: 'よくある失敗と、その対策',
      paragraphs: [
        'よくあるのが、最初から完璧を目指してしまう失敗です。理想の形にこだわるほど、少しうまくいかなかっただけで「やっぱり自分には無理」と感じてしまいます。',
        'もうひとつは、家族に相談せずに一人で始めてしまうことです。暮らしに関わることは、家族の協力があってこそ続きます。始める前に、なぜやりたいのかを短く伝えておくだけでも違います。',
        'うまくいかなかったときは、やり方が合っていなかっただけと考えましょう。少し条件を変えて、もう一度試してみればいいのです。',
        '最後に、情報を集めすぎないことも大切です。あれもこれもと試したくなりますが、ひとつの方法をしばらく続けてみてから判断したほうが、自分に合うかどうかがよく分かります。',
      ],
    },
  ],
  series: [
    {
      heading: '読者のみなさんからのお便り',
      paragraphs: [
        '前回の掲載後、たくさんのお便りをいただきました。「読みながら思わず笑ってしまった」「わが家もまったく同じです」という声に、毎回とても励まされています。',
        'なかには、ご自身の体験を長い手紙にして送ってくださった方もいました。それぞれの家庭にそれぞれの物語があることを知り、この連載を続けていてよかったと心から感じています。',
        'いただいたお便りは、編集部で大切に読ませていただいています。連載への感想や、取り上げてほしいテーマがあれば、お問い合わせフォームからお気軽にお寄せください。',
        'お便りの一部は、ご本人の了承をいただいたうえで、今後の連載の中でご紹介させていただくこともあります。みなさんの毎日の小さな出来事を、これからも一緒に楽しんでいけたらうれしいです。',
      ],
    },
  ],
};

const QUOTES = [
  '完璧じゃなくていい。続けられる形を見つけることが、いちばんの近道です。',
  '小さな工夫の積み重ねが、暮らしを大きく変えてくれます。',
  'うまくいかない日があっても大丈夫。また明日から始めればいいのです。',
  '「ちょうどいい」は人それぞれ。自分の暮らしに合う形を探してみてください。',
];

function blocks(idea: DemoIdea, topic: DemoTopic, variant: number, kind: 'guide' | 'series'): Block[] {
  const n = topic.sections.length;
  // Each article of a topic reads its sections in its own order.
  const order = Array.from({ length: n }, (_, i) => (i * (variant % 2 === 0 ? 1 : n - 1) + variant) % n);
  const out: Block[] = [
    { kind: 'p', text: `${idea.lead}${OPENERS[variant % OPENERS.length]}` },
    { kind: 'p', text: CONTEXTS[(variant + idea.title.length) % CONTEXTS.length] as string },
    { kind: 'p', text: CONTEXTS[(variant + idea.title.length + 1) % CONTEXTS.length] as string },
  ];
  order.forEach((index, position) => {
    const section = topic.sections[index];
    if (!section) return;
    out.push(
      { kind: 'h2', text: section.heading },
      { kind: 'p', text: section.paragraphs[0] },
      { kind: 'p', text: section.paragraphs[1] },
    );
    if (position === 1) out.push({ kind: 'h3', text: '押さえておきたいポイント' }, { kind: 'list', items: topic.tips });
    if (position === 2) out.push({ kind: 'quote', text: QUOTES[variant % QUOTES.length] as string });
  });
  const pool = EXTRA_SECTIONS[kind];
  const extra = pool[variant % pool.length];
  if (extra) {
    out.push({ kind: 'h2', text: extra.heading }, ...extra.paragraphs.map((text) => ({ kind: 'p' as const, text })));
  }
  out.push(
    { kind: 'h2', text: kind === 'series' ? 'おわりに' : 'まとめ' },
    {
      kind: 'p',
      text:
        kind === 'series'
          ? `今回は「${idea.title}」をお届けしました。毎日の暮らしの中にある小さな出来事を、これからも一回ずつていねいに綴っていきます。次回の更新も、どうぞお楽しみに。`
          : `「${idea.title.replace(/^【PR】/, '')}」について、ご紹介しました。どれもすぐに始められることばかりです。まずはひとつ、気になったものから試してみてください。暮らしの中で続けるうちに、きっと自分なりのやり方が見えてくるはずです。`,
    },
    { kind: 'p', text: CLOSINGS[variant % CLOSINGS.length] as string },
    { kind: 'p', text: CLOSINGS[(variant + 1) % CLOSINGS.length] as string },
  );
  return out;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const textNode = (text: string) => [{ type: 'text', text }];
const paragraph = (text: string) => ({ type: 'paragraph', content: textNode(text) });

export function composeBody(idea: DemoIdea, topic: DemoTopic, variant: number, kind: 'guide' | 'series' = 'guide') {
  const parts = blocks(idea, topic, variant, kind);
  const html = parts
    .map((b) => {
      switch (b.kind) {
        case 'h2':
        case 'h3':
          return `<${b.kind}>${escapeHtml(b.text)}</${b.kind}>`;
        case 'p':
          return `<p>${escapeHtml(b.text)}</p>`;
        case 'quote':
          return `<blockquote><p>${escapeHtml(b.text)}</p></blockquote>`;
        default:
          return `<ul>${b.items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;
      }
    })
    .join('');
  const json = {
    type: 'doc',
    content: parts.map((b) => {
      switch (b.kind) {
        case 'h2':
        case 'h3':
          return { type: 'heading', attrs: { level: b.kind === 'h2' ? 2 : 3 }, content: textNode(b.text) };
        case 'p':
          return paragraph(b.text);
        case 'quote':
          return { type: 'blockquote', content: [paragraph(b.text)] };
        default:
          return {
            type: 'bulletList',
            content: b.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
          };
      }
    }),
  };
  return { html, json };
}
