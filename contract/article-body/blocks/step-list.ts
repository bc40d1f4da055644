// ステップ: numbered steps (STEP 1, STEP 2 …), `<ol data-steps>` of ordinary list items.
import { Node } from '@tiptap/core';
import type { Block } from '../block.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    stepList: { toggleStepList: () => ReturnType };
  }
}

const StepList = Node.create({
  name: 'stepList',
  group: 'block list',
  content: 'listItem+',
  parseHTML() {
    // Before the ordered list's own `ol` rule.
    return [{ tag: 'ol[data-steps]', priority: 60 }];
  },
  renderHTML() {
    return ['ol', { 'data-steps': '' }, 0];
  },
  addCommands() {
    return {
      toggleStepList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
});

export const stepListBlock: Block = {
  extensions: [StepList],
  nodes: { stepList: { label: 'ステップ' } },
  html: { ol: ['data-steps'] },
};
