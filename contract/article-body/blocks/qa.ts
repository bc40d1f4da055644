// Q&A: a question (one line of text) and its answer (any blocks), `<div data-qa>`.
import { Node } from '@tiptap/core';
import type { Block } from '../block.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    qa: { insertQa: () => ReturnType };
  }
}

/**
 * A part of a block known by its marking attribute alone: `<tag attribute>` around its content. Its
 * rule comes before the plain `p` and `div` rules, or a pasted Q&A would read as paragraphs.
 */
function markedPart(name: string, tag: string, attribute: string, content: string) {
  return Node.create({
    name,
    content,
    defining: true,
    parseHTML: () => [{ tag: `${tag}[${attribute}]`, priority: 60 }],
    renderHTML: () => [tag, { [attribute]: '' }, 0],
  });
}

const Qa = Node.create({
  name: 'qa',
  group: 'block',
  content: 'qaQuestion qaAnswer',
  defining: true,
  parseHTML: () => [{ tag: 'div[data-qa]' }],
  renderHTML: () => ['div', { 'data-qa': '' }, 0],
  addCommands() {
    return {
      insertQa:
        () =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            content: [{ type: 'qaQuestion' }, { type: 'qaAnswer', content: [{ type: 'paragraph' }] }],
          }),
    };
  },
});

export const qaBlock: Block = {
  extensions: [
    Qa,
    markedPart('qaQuestion', 'p', 'data-qa-q', 'inline*'),
    markedPart('qaAnswer', 'div', 'data-qa-a', 'block+'),
  ],
  nodes: { qa: { label: 'Q&A' }, qaQuestion: { label: 'Q&A の質問' }, qaAnswer: { label: 'Q&A の答え' } },
  html: { div: ['data-qa', 'data-qa-a'], p: ['data-qa-q'] },
};
