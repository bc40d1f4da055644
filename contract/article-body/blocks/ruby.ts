// ルビ: a reading over words (紫陽花 read あじさい), `<ruby>base<rt>reading</rt></ruby>` on the page. A
// mark on the base text with the reading as its attribute: the text stays the words a reader sees
// and a search finds, the reading never enters it. Outermost of the marks (its priority), so a base
// partly bold or linked is still one `<ruby>` with one reading.
import { Mark } from '@tiptap/core';
import { z } from 'zod';
import type { Block } from '../block.ts';
import { documentString } from '../document.ts';

export const MAX_RUBY_READING = 50;

/** A reading as the editor and the server keep it. */
export const rubyReading = z
  .string({ error: 'ルビの読みを入力してください' })
  .pipe(
    documentString
      .trim()
      .min(1, 'ルビの読みを入力してください')
      .max(MAX_RUBY_READING, `ルビの読みは${MAX_RUBY_READING}文字以内にしてください`),
  );

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    ruby: {
      /** Puts this reading over the selected words (or changes the one there). */
      setRuby: (reading: string) => ReturnType;
      unsetRuby: () => ReturnType;
    };
  }
}

const Ruby = Mark.create({
  name: 'ruby',
  priority: 1100,
  inclusive: false,
  addAttributes() {
    return { reading: { default: '', rendered: false } };
  },
  parseHTML() {
    return [
      {
        tag: 'ruby',
        getAttrs: (element) => {
          const reading = [...element.querySelectorAll('rt')]
            .map((rt) => rt.textContent ?? '')
            .join('')
            .trim();
          return reading ? { reading } : false;
        },
      },
      // The reading is the mark's attribute, never part of the text; `<rp>` is the parentheses old
      // browsers show around it.
      { tag: 'rt', ignore: true },
      { tag: 'rp', ignore: true },
    ];
  },
  renderHTML({ mark }) {
    // The base text needs an element of its own (ProseMirror writes a mark's text into one element
    // with nothing beside it); the page's HTML loses it again (finishHtml). Not editable in the editor.
    return ['ruby', ['span', 0], ['rt', { contenteditable: 'false' }, String(mark.attrs.reading ?? '')]];
  },
  addCommands() {
    return {
      setRuby:
        (reading) =>
        ({ commands }) =>
          commands.setMark(this.name, { reading }),
      unsetRuby:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});

export const rubyBlock: Block = {
  extensions: [Ruby],
  marks: { ruby: { label: 'ルビ', attrs: { reading: rubyReading } } },
  html: { ruby: [], rt: [] },
  finishHtml(root) {
    for (const ruby of root.querySelectorAll('ruby')) {
      const base = ruby.firstElementChild;
      if (base?.tagName === 'SPAN') base.replaceWith(...base.childNodes);
      ruby.querySelector('rt')?.removeAttribute('contenteditable');
    }
  },
};
