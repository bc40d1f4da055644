// Turns an idea and its topic's sections into an article body's document (ProseMirror JSON).
import type { BodyText, DemoIdea, DemoTopic } from './demo-content.ts';

type Block = { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string } | { kind: 'list'; items: string[] };

export type ComposeOptions = {
  idea: DemoIdea;
  topic: DemoTopic;
  /** Which of the topic's articles: each reads the sections in its own order, with its own phrases. */
  variant: number;
  /** The shared openers, quotes and closings (content/body-text.md). */
  text: BodyText;
};

function blocks({ idea, topic, variant, text }: ComposeOptions): Block[] {
  const { kind } = topic;
  const n = topic.sections.length;
  // Each article of a topic reads its sections in its own order.
  const order = Array.from({ length: n }, (_, i) => (i * (variant % 2 === 0 ? 1 : n - 1) + variant) % n);
  const out: Block[] = [
    { kind: 'p', text: `${idea.lead}${text.openers[variant % text.openers.length]}` },
    { kind: 'p', text: text.contexts[(variant + idea.title.length) % text.contexts.length] as string },
    { kind: 'p', text: text.contexts[(variant + idea.title.length + 1) % text.contexts.length] as string },
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
    if (position === 2) out.push({ kind: 'quote', text: text.quotes[variant % text.quotes.length] as string });
  });
  const pool = text.extraSections[kind];
  const extra = pool[variant % pool.length];
  if (extra) {
    out.push(
      { kind: 'h2', text: extra.heading },
      ...extra.paragraphs.map((paragraph) => ({ kind: 'p' as const, text: paragraph })),
    );
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
    { kind: 'p', text: text.closings[variant % text.closings.length] as string },
    { kind: 'p', text: text.closings[(variant + 1) % text.closings.length] as string },
  );
  return out;
}

const textNode = (text: string) => [{ type: 'text', text }];
const paragraph = (text: string) => ({ type: 'paragraph', content: textNode(text) });

/** The body's document; the seed renders its HTML as any save does. */
export function composeBody(options: ComposeOptions) {
  const parts = blocks(options);
  return {
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
}
