// The editor and the server's document contract must agree: what the editor saves is accepted as it
// is, and what the contract accepts is what the editor can load.
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import {
  articleBodyJson,
  DOCUMENT_MARKS,
  DOCUMENT_NODES,
  SOCIAL_EMBED_PROVIDERS,
} from '../../../../../contract/article-body.ts';
import { articleExtensions, SOCIAL_LABEL } from './extensions.ts';

const schema = getSchema(articleExtensions(''));

const cell = (type: string, value: string) => ({
  type,
  content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
});

/** One of every node and mark, as the editor builds it (every attribute filled in with its default). */
function everything() {
  return schema
    .nodeFromJSON({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '見出し' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: '太字',
              marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }, { type: 'underline' }],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'リンク', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: '引用' }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'horizontalRule' },
        { type: 'image', attrs: { src: '/media/a-640.webp', alt: '写真', caption: '説明' } },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', '項目'), cell('tableHeader', '値')] },
            { type: 'tableRow', content: [cell('tableCell', 'a'), cell('tableCell', '1')] },
          ],
        },
        { type: 'youtube', attrs: { src: 'https://www.youtube.com/watch?v=abc123' } },
        { type: 'socialEmbed', attrs: { provider: 'instagram', url: 'https://www.instagram.com/p/abc/' } },
      ],
    })
    .toJSON();
}

describe('the editor schema and the document contract', () => {
  it('name the same nodes and marks', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual([...DOCUMENT_NODES.keys()].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...DOCUMENT_MARKS.keys()].sort());
    expect(Object.keys(SOCIAL_LABEL).sort()).toEqual([...SOCIAL_EMBED_PROVIDERS].sort());
  });

  it('accept what the editor saves unchanged, every attribute included', () => {
    const json = everything();
    expect(() => schema.nodeFromJSON(json).check()).not.toThrow();
    const types = new Set<string>();
    const visit = (node: { type: string; content?: unknown[]; marks?: { type: string }[] }) => {
      types.add(node.type);
      for (const mark of node.marks ?? []) types.add(mark.type);
      for (const child of node.content ?? []) visit(child as typeof node);
    };
    visit(json);
    expect([...types].sort()).toEqual([...DOCUMENT_NODES.keys(), ...DOCUMENT_MARKS.keys()].sort());
    expect(articleBodyJson.parse(json)).toEqual(json);
  });
});

describe('SocialEmbed', () => {
  it('labels a post of a provider it does not know by the stored name, never by an inherited property', () => {
    const node = schema.nodes.socialEmbed.create({ provider: 'constructor', url: 'https://x.com/a/status/1' });
    const rendered = JSON.stringify(schema.nodes.socialEmbed.spec.toDOM?.(node));
    expect(rendered).toContain('constructor の投稿を見る');
    expect(rendered).not.toContain('function');
  });
});
