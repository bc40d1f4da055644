// A post written in WordPress's block editor, as its export holds it: each block's saved HTML between
// `<!-- wp:name {attributes} -->` comments. Core blocks are already HTML the article pipeline reads;
// these rewrite the ones it would not read as what they are (buttons, embeds, columns) and the common
// Japanese themes' 吹き出し and boxes (SWELL, Cocoon, Snow Monkey) into Salvia's blocks. What no
// block matches stays as its plain content and is named in `notes`, for the import's report.
import { elementOf } from '../../article-body/body-dom.ts';
import type { ClassicBody } from './classic-body.ts';
import { embedHtml, escapeAttribute } from './embed-url.ts';

type Rewrite = { selector: string; rewrite: (element: HTMLElement, notes: string[]) => string };

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Blocks of other plugins this reads as Salvia's blocks (by their classes below). */
const READ_BLOCKS =
  /^(loos\/(balloon|cap-block)|cocoon-blocks\/(balloon|.*box)|snow-monkey-blocks\/(balloon|alert|box))/;

/**
 * A theme's 吹き出し, read by where it keeps the speaker's picture and name, what they say, and the
 * class that puts the speaker on the right.
 */
function balloon(selector: string, parts: { avatar: string; name: string; says: string; right: string }): Rewrite {
  return {
    selector,
    rewrite: (element) => {
      const src = element.querySelector(parts.avatar)?.getAttribute('src');
      const picture = src ? `<img src="${escapeAttribute(src)}" alt="">` : '';
      const side = element.classList.contains(parts.right) ? 'right' : 'left';
      const name = escapeText(textOf(element.querySelector(parts.name)) || '　');
      const says = element.querySelector(parts.says)?.innerHTML ?? '';
      return `<div data-balloon="${side}"><figure data-speaker>${picture}<figcaption>${name}</figcaption></figure><div data-says>${says}</div></div>`;
    },
  };
}

/** A ポイント・注意・メモ box around the element's content. */
const box = (kind: 'point' | 'caution' | 'memo') => (element: HTMLElement) =>
  `<div data-callout="${kind}">${element.innerHTML}</div>`;

const REWRITES: Rewrite[] = [
  // Core: a row of buttons becomes one button link each.
  {
    selector: '.wp-block-buttons',
    rewrite: (element) =>
      [...element.querySelectorAll('a')]
        .map(
          (a) =>
            `<p data-button><a href="${escapeAttribute(a.getAttribute('href') ?? '')}">${escapeText(textOf(a))}</a></p>`,
        )
        .join(''),
  },
  // Core embeds keep the URL as text in a wrapper.
  {
    selector: 'figure.wp-block-embed',
    rewrite: (element, notes) => embedHtml(textOf(element.querySelector('.wp-block-embed__wrapper') ?? element), notes),
  },
  // Columns and groups have no layout in an article: their content, in reading order.
  { selector: '.wp-block-columns, .wp-block-column', rewrite: (element) => element.innerHTML },
  // SWELL
  balloon('.c-balloon', {
    avatar: '.c-balloon__icon img',
    name: '.c-balloon__iconName',
    says: '.c-balloon__text',
    right: '-bln-right',
  }),
  { selector: '.is-style-big_icon_point, .is-style-icon_good', rewrite: box('point') },
  { selector: '.is-style-big_icon_caution, .is-style-big_icon_batsu, .is-style-icon_caution', rewrite: box('caution') },
  {
    selector: '.is-style-big_icon_memo, .is-style-icon_info, .is-style-border_sg, .is-style-bg_stripe',
    rewrite: box('memo'),
  },
  // Cocoon
  balloon('.speech-wrap', {
    avatar: '.speech-icon img',
    name: '.speech-name',
    says: '.speech-balloon',
    right: 'sbp-r',
  }),
  { selector: '.alert-box, .caution-box', rewrite: box('caution') },
  { selector: '.information-box, .question-box, .tab-caption-box', rewrite: box('memo') },
  { selector: '.blank-box, .good-box, .primary-box', rewrite: box('point') },
  // Snow Monkey
  balloon('.smb-balloon', {
    avatar: '.smb-balloon__figure img',
    name: '.smb-balloon__name',
    says: '.smb-balloon__body',
    right: 'smb-balloon--reverse',
  }),
  { selector: '.smb-alert--warning, .smb-alert--alert', rewrite: box('caution') },
  { selector: '.smb-alert, .smb-box', rewrite: box('memo') },
];

/** Each rewrite with the class names its selector needs (every part of it names one). */
const REWRITES_BY_CLASS = REWRITES.map((rewrite) => ({
  ...rewrite,
  classes: [...rewrite.selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1] as string),
}));

export function blockBodyHtml(content: string): ClassicBody {
  const notes: string[] = [];
  const other = new Set(
    [...content.matchAll(/<!--\s*wp:([a-z0-9-]+\/[a-z0-9-]+)/g)]
      .map((m) => m[1] as string)
      .filter((name) => !READ_BLOCKS.test(name)),
  );
  for (const name of other) notes.push(`ブロック「${name}」は中身だけを取り込みました`);
  const root = elementOf(content.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '').replace(/<!--(more|nextpage)(.*?)?-->/g, ''));
  for (const { selector, rewrite, classes } of REWRITES_BY_CLASS) {
    // Most bodies hold none of these blocks: no class of the selector, nothing to look for.
    if (!classes.some((name) => content.includes(name))) continue;
    // Innermost first, so a box inside a column is read before the column is unwrapped.
    for (const element of [...root.querySelectorAll<HTMLElement>(selector)].reverse()) {
      if (root.contains(element)) element.replaceWith(...elementOf(rewrite(element, notes)).childNodes);
    }
  }
  return { html: root.innerHTML, notes };
}
