// The editor and the server take one node set: what the editor saves is accepted as it is, every
// node and mark has a name a writer knows, and what the contract accepts is what the editor can load.
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { SOCIAL_EMBED_PROVIDERS, SOCIAL_LABEL } from '../../../../../contract/article-body/blocks/social-embed.ts';
import { MARK_RULES, NODE_RULES } from '../../../../../contract/article-body/node-set.ts';
import { checkDocument } from '../../../../../contract/article-body/validate-document.ts';
import { articleExtensions } from './extensions.ts';

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
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: '小見出し' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: '太字',
              marks: [
                { type: 'bold' },
                { type: 'italic' },
                { type: 'strike' },
                { type: 'underline' },
                { type: 'highlight' },
              ],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'リンク', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
            { type: 'text', text: '紫陽花', marks: [{ type: 'ruby', attrs: { reading: 'あじさい' } }] },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: '引用' }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'horizontalRule' },
        { type: 'stepList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        {
          type: 'qa',
          content: [
            { type: 'qaQuestion', content: [{ type: 'text', text: '何倍に薄めますか？' }] },
            { type: 'qaAnswer', content: [{ type: 'paragraph', content: [{ type: 'text', text: '5倍です' }] }] },
          ],
        },
        {
          type: 'balloon',
          attrs: { speaker: '山田花子', avatar: '/media/yamada-320.webp', side: 'right' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: '夜のうちに' }] }],
        },
        {
          type: 'productCard',
          attrs: {
            name: '詰め替えボトル',
            price: '1,980円（税込）',
            url: 'https://shop.example.com/p/1',
            image: '/media/bottle-640.webp',
            label: null,
          },
        },
        { type: 'tocMarker' },
        { type: 'linkCard', attrs: { href: '/articles/12', title: '部屋干しのコツ', image: '/media/room-640.webp' } },
        { type: 'buttonLink', attrs: { href: 'https://example.com/shop', label: '公式ショップで見る' } },
        {
          type: 'callout',
          attrs: { kind: 'caution' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: '注意' }] }],
        },
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

describe('the node set', () => {
  it('names every node and mark of the editor for writers', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual([...NODE_RULES.keys()].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...MARK_RULES.keys()].sort());
    expect(Object.keys(SOCIAL_LABEL).sort()).toEqual([...SOCIAL_EMBED_PROVIDERS].sort());
  });

  it('accepts what the editor saves unchanged, every node, mark and attribute included', () => {
    const json = everything();
    expect(() => schema.nodeFromJSON(json).check()).not.toThrow();
    const types = new Set<string>();
    const visit = (node: { type: string; content?: unknown[]; marks?: { type: string }[] }) => {
      types.add(node.type);
      for (const mark of node.marks ?? []) types.add(mark.type);
      for (const child of node.content ?? []) visit(child as typeof node);
    };
    visit(json);
    expect([...types].sort()).toEqual([...NODE_RULES.keys(), ...MARK_RULES.keys()].sort());
    expect(checkDocument(json)).toEqual({ document: json });
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

describe('Callout', () => {
  it('reads a box of unknown kind as a メモ', () => {
    const node = schema.nodes.callout.create({ kind: 'caution' }, schema.nodes.paragraph.create());
    expect(JSON.stringify(schema.nodes.callout.spec.toDOM?.(node))).toContain('"data-callout":"caution"');
    const rule = schema.nodes.callout.spec.parseDOM?.[0];
    const element = { getAttribute: () => 'constructor' } as unknown as HTMLElement;
    expect(rule?.getAttrs?.(element)).toMatchObject({ kind: 'memo' });
  });
});

describe('headings', () => {
  it('take a pasted h1 as h2 and an h5 or h6 as h4', () => {
    const rules = schema.nodes.heading.spec.parseDOM ?? [];
    const levelOf = (tag: string) => rules.find((rule) => rule.tag === tag)?.attrs?.level;
    expect(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(levelOf)).toEqual([2, 2, 3, 4, 4, 4]);
  });
});
