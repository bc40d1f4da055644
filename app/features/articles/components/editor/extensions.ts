// The editor's extensions: the body's node set (contract/article-body/node-set.ts, the same the
// server validates and renders with) and what only editing needs.
import type { Extensions } from '@tiptap/core';
import CharacterCount from '@tiptap/extension-character-count';
import Placeholder from '@tiptap/extension-placeholder';
import { articleNodeSet } from '../../../../../contract/article-body/node-set.ts';

export function articleExtensions(placeholder: string): Extensions {
  return [...articleNodeSet, Placeholder.configure({ placeholder }), CharacterCount];
}
