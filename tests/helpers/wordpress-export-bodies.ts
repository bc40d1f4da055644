// The body of one post of the large WordPress export (wordpress-export.ts), as each editor saves it:
// the classic editor's text with paragraphs by blank lines and a [caption] shortcode, or the block
// editor's blocks between their comments. ~2,000 characters of the demo's prose, two pictures.
import type { DemoIdea, DemoTopic } from '../../server/demo/demo-content.ts';
import { readBodyText } from '../../server/demo/demo-content.ts';
import type { Random } from '../../server/demo/random.ts';

export type Editor = 'classic' | 'block';
/** An uploaded picture: its attachment id, the full-size address, its library alt text and caption. */
export type BodyPicture = { id: number; url: string; alt: string; caption: string };

type Block =
  | { kind: 'p'; html: string }
  | { kind: 'h2'; html: string }
  | { kind: 'h3'; html: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'picture'; picture: BodyPicture }
  | { kind: 'more' };

const text = readBodyText();

export function composeBody(options: {
  editor: Editor;
  random: Random;
  idea: DemoIdea;
  topic: DemoTopic;
  /** Sections of the other subtopics of the same main category: more to say once the topic's run out. */
  siblings: DemoTopic['sections'];
  pictures: BodyPicture[];
  /** An earlier post the closing links to. */
  related?: { link: string; title: string };
}): string {
  const { random, idea, topic, siblings, pictures, related } = options;
  const [first, second] = pictures;
  if (!first || !second) throw new Error('a post has two pictures');
  const target = random.int(1800, 2300);
  const blocks: Block[] = [
    { kind: 'p', html: escapeText(`${idea.lead}${random.pick(text.openers)}`) },
    ...(random.next() < 0.5 ? [{ kind: 'more' } as const] : []),
    { kind: 'p', html: escapeText(random.pick(text.contexts)) },
    { kind: 'picture', picture: first },
    { kind: 'p', html: escapeText(random.pick(text.contexts)) },
  ];
  const offset = random.int(0, siblings.length);
  const sections = [...topic.sections, ...siblings.slice(offset), ...siblings.slice(0, offset)];
  let secondPlaced = false;
  for (const [index, section] of sections.entries()) {
    if (lengthOf(blocks) > target - 100) break;
    const [lead, rest] = section.paragraphs;
    blocks.push(
      { kind: 'h2', html: escapeText(section.heading) },
      // An editor's emphasis: the paragraph's first sentence.
      { kind: 'p', html: escapeText(lead).replace(/^(.+?。)/, '<strong>$1</strong>') },
      { kind: 'p', html: escapeText(rest) },
    );
    if (index === 0) blocks.push({ kind: 'h3', html: '押さえておきたいポイント' }, { kind: 'list', items: topic.tips });
    if (index === 1) {
      blocks.push({ kind: 'picture', picture: second });
      secondPlaced = true;
    }
  }
  if (!secondPlaced) blocks.push({ kind: 'picture', picture: second });
  blocks.push(
    { kind: 'h2', html: 'まとめ' },
    { kind: 'p', html: escapeText(random.pick(text.closings)) },
    ...(related
      ? [{ kind: 'p' as const, html: `あわせて読みたい：<a href="${related.link}">${escapeText(related.title)}</a>` }]
      : []),
  );
  return options.editor === 'classic' ? classic(blocks) : blockEditor(blocks);
}

function lengthOf(blocks: Block[]): number {
  let length = 0;
  for (const block of blocks) {
    if (block.kind === 'list') length += block.items.join('').length;
    else if (block.kind !== 'picture' && block.kind !== 'more') length += block.html.length;
  }
  return length;
}

/** The classic editor's text: wpautop makes the paragraphs when the post is shown. */
function classic(blocks: Block[]): string {
  return blocks.map(classicBlock).join('\n\n');
}

function classicBlock(block: Block): string {
  if (block.kind === 'p') return block.html;
  if (block.kind === 'h2' || block.kind === 'h3') return `<${block.kind}>${block.html}</${block.kind}>`;
  if (block.kind === 'list')
    return `<ul>\n${block.items.map((item) => `\t<li>${escapeText(item)}</li>`).join('\n')}\n</ul>`;
  if (block.kind === 'more') return '<!--more-->';
  const { id, url, alt, caption } = block.picture;
  const img = `<img class="size-large wp-image-${id}" src="${large(url)}" alt="${attribute(alt)}" width="1024" height="683" />`;
  return caption
    ? `[caption id="attachment_${id}" align="aligncenter" width="1024"]${img} ${escapeText(caption)}[/caption]`
    : `<a href="${url}">${img.replace('class="', 'class="aligncenter ')}</a>`;
}

/** The block editor's blocks, each between its comments, as Gutenberg in WordPress 6.7 saves them. */
function blockEditor(blocks: Block[]): string {
  return blocks.map(editorBlock).join('\n\n');
}

function editorBlock(block: Block): string {
  if (block.kind === 'p') return `<!-- wp:paragraph -->\n<p>${block.html}</p>\n<!-- /wp:paragraph -->`;
  if (block.kind === 'h2')
    return `<!-- wp:heading -->\n<h2 class="wp-block-heading">${block.html}</h2>\n<!-- /wp:heading -->`;
  if (block.kind === 'h3')
    return `<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">${block.html}</h3>\n<!-- /wp:heading -->`;
  if (block.kind === 'list') {
    const items = block.items.map(
      (item) => `<!-- wp:list-item -->\n<li>${escapeText(item)}</li>\n<!-- /wp:list-item -->`,
    );
    return `<!-- wp:list -->\n<ul class="wp-block-list">${items.join('\n\n')}</ul>\n<!-- /wp:list -->`;
  }
  if (block.kind === 'more') return '<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->';
  const { id, url, alt, caption } = block.picture;
  const figcaption = caption ? `<figcaption class="wp-element-caption">${escapeText(caption)}</figcaption>` : '';
  return `<!-- wp:image {"id":${id},"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="${large(url)}" alt="${attribute(alt)}" class="wp-image-${id}"/>${figcaption}</figure>\n<!-- /wp:image -->`;
}

/** The "large" size WordPress made of a 1200×800 upload, which the editors insert. */
const large = (url: string) => url.replace(/\.jpg$/, '-1024x683.jpg');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
