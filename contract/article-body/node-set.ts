// The article body's node set: every block, in one list that the editor, the server's validator and
// the server's renderer all take (app/…/editor/extensions.ts, validate-document.ts,
// server/services/article-body/render-body.ts). A new block is one module in blocks/ and one line here.
import { getSchema } from '@tiptap/core';
import type { Block, PartRule } from './block.ts';
import { balloonBlock } from './blocks/balloon.ts';
import { buttonLinkBlock } from './blocks/button-link.ts';
import { calloutBlock } from './blocks/callout.ts';
import { headingBlock } from './blocks/heading.ts';
import { highlightBlock } from './blocks/highlight.ts';
import { imageBlock } from './blocks/image.ts';
import { linkBlock } from './blocks/link.ts';
import { linkCardBlock } from './blocks/link-card.ts';
import { productCardBlock } from './blocks/product-card.ts';
import { qaBlock } from './blocks/qa.ts';
import { rubyBlock } from './blocks/ruby.ts';
import { socialEmbedBlock } from './blocks/social-embed.ts';
import { stepListBlock } from './blocks/step-list.ts';
import { tableBlock } from './blocks/table.ts';
import { textBlock } from './blocks/text.ts';
import { tocMarkerBlock } from './blocks/toc-marker.ts';
import { youtubeBlock } from './blocks/youtube.ts';

export const articleBlocks: readonly Block[] = [
  textBlock,
  headingBlock,
  linkBlock,
  highlightBlock,
  imageBlock,
  tableBlock,
  youtubeBlock,
  socialEmbedBlock,
  calloutBlock,
  buttonLinkBlock,
  stepListBlock,
  qaBlock,
  balloonBlock,
  productCardBlock,
  tocMarkerBlock,
  linkCardBlock,
  rubyBlock,
];

/**
 * The renderer's version: raise it when a block renders differently, and every stored body is
 * rendered again from its document (server/services/article-body/render-stored-bodies.ts).
 */
export const BODY_VERSION = 4;

/** The TipTap extensions that define the body's nodes and marks. */
export const articleNodeSet = articleBlocks.flatMap((block) => block.extensions);

/** The ProseMirror schema they make: what a stored document is checked against and rendered with. */
export const articleSchema = getSchema(articleNodeSet);

function rulesOf(kind: 'nodes' | 'marks'): ReadonlyMap<string, PartRule> {
  return new Map(articleBlocks.flatMap((block) => Object.entries(block[kind] ?? {})));
}
/** Each node and mark with the name a writer knows it by and the rules of its attributes. */
export const NODE_RULES = rulesOf('nodes');
export const MARK_RULES = rulesOf('marks');
