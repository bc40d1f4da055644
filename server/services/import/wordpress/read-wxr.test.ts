import { createReadStream } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phpUnserialize } from './php-unserialize.ts';
import { readWxr } from './read-wxr.ts';
import type { WxrItem, WxrRecord } from './wxr-records.ts';

// Written the way WordPress 6.7's Tools → Export writes a file (wp-admin/includes/export.php).
const exportFile = path.join(import.meta.dirname, '../../../../tests/fixtures/wordpress/export.xml');

async function readAll(): Promise<WxrRecord[]> {
  const records: WxrRecord[] = [];
  // A small highWaterMark cuts CDATA sections, tags and multi-byte characters across chunks.
  for await (const record of readWxr(createReadStream(exportFile, { highWaterMark: 64 }))) records.push(record);
  return records;
}

async function item(postId: number): Promise<WxrItem> {
  const found = (await readAll()).find((r): r is WxrItem => r.type === 'item' && r.postId === postId);
  if (!found) throw new Error(`no item ${postId}`);
  return found;
}

describe('readWxr', () => {
  it('yields the site first, then authors, categories, tags, terms and items in file order', async () => {
    const records = await readAll();
    expect(records.map((r) => r.type)).toEqual([
      'site',
      ...Array(2).fill('author'),
      ...Array(3).fill('category'),
      ...Array(2).fill('tag'),
      ...Array(2).fill('term'),
      ...Array(10).fill('item'),
    ]);
  });

  it('reads the channel, not the site icon <image> that shares its element names', async () => {
    const [site] = await readAll();
    expect(site).toEqual({
      type: 'site',
      line: 28,
      title: '暮らしのメモ',
      link: 'https://kurashi.example.jp',
      description: '毎日をすこし楽に & 心地よく',
      language: 'ja',
      wxrVersion: '1.2',
      baseSiteUrl: 'https://kurashi.example.jp',
      baseBlogUrl: 'https://kurashi.example.jp',
    });
  });

  it('reads authors', async () => {
    const authors = (await readAll()).filter((r) => r.type === 'author');
    expect(authors[0]).toEqual({
      type: 'author',
      line: 38,
      authorId: 1,
      login: 'hanako',
      email: 'hanako@kurashi.example.jp',
      displayName: '山田 花子',
      firstName: '花子',
      lastName: '山田',
    });
    expect(authors[1]).toMatchObject({ authorId: 2, login: 'taro', lastName: '鈴木' });
  });

  it('decodes percent-encoded Japanese slugs of categories and their parents', async () => {
    const categories = (await readAll()).filter((r) => r.type === 'category');
    expect(categories).toEqual([
      {
        type: 'category',
        line: 41,
        termId: 2,
        nicename: '暮らし',
        parent: '',
        name: '暮らし',
        description: '住まいと道具のこと',
      },
      { type: 'category', line: 48, termId: 3, nicename: '料理', parent: '暮らし', name: '料理', description: '' },
      { type: 'category', line: 54, termId: 1, nicename: 'uncategorized', parent: '', name: '未分類', description: '' },
    ]);
  });

  it('reads tags and the terms of other taxonomies, nav menus included', async () => {
    const records = await readAll();
    expect(records.filter((r) => r.type === 'tag')).toEqual([
      { type: 'tag', line: 60, termId: 5, slug: '収納', name: '収納', description: '' },
      { type: 'tag', line: 65, termId: 6, slug: 'diy', name: 'DIY', description: '' },
    ]);
    expect(records.filter((r) => r.type === 'term')).toEqual([
      {
        type: 'term',
        line: 70,
        termId: 8,
        taxonomy: 'series',
        slug: '冬支度',
        parent: '',
        name: '冬支度',
        description: '寒くなる前に',
      },
      {
        type: 'term',
        line: 82,
        termId: 7,
        taxonomy: 'nav_menu',
        slug: 'main-menu',
        parent: '',
        name: 'メインメニュー',
        description: '',
      },
    ]);
  });

  it('reads every field of a classic-editor post', async () => {
    expect(await item(10)).toEqual({
      type: 'item',
      line: 95,
      title: '冬の収納術 𠮷 🍵',
      link: 'https://kurashi.example.jp/%e6%9a%ae%e3%82%89%e3%81%97/%e5%86%ac%e3%81%ae%e5%8f%8e%e7%b4%8d%e8%a1%93/',
      pubDate: 'Wed, 20 Nov 2024 00:30:00 +0000',
      creator: 'hanako',
      guid: 'https://kurashi.example.jp/?p=10',
      description: '',
      content:
        '<p>冬物の収納は「湿気対策」から。</p>\n<p>𠮷野家の帰りに見つけた🍵の缶が便利です。</p>\n' +
        '<pre><code>if (shelf[rows[0]]>2) { fold(); }</code></pre>',
      excerpt: '湿気と戦う冬の収納',
      postId: 10,
      postDate: '2024-11-20 09:30:00',
      postDateGmt: '2024-11-20 00:30:00',
      postModified: '2024-11-21 10:00:00',
      postModifiedGmt: '2024-11-21 01:00:00',
      commentStatus: 'open',
      pingStatus: 'open',
      slug: '冬の収納術',
      status: 'publish',
      parentId: 0,
      menuOrder: 0,
      postType: 'post',
      postPassword: '',
      isSticky: true,
      attachmentUrl: null,
      terms: [
        { domain: 'category', nicename: '暮らし', name: '暮らし' },
        { domain: 'post_tag', nicename: '収納', name: '収納' },
        { domain: 'series', nicename: '冬支度', name: '冬支度' },
      ],
      meta: new Map([
        ['_edit_last', '1'],
        ['_salvia_mood', 'a:3:{s:4:"mood";s:9:"穏やか";i:0;b:1;s:5:"count";i:3;}'],
      ]),
      repeatedMeta: new Map(),
      comments: [
        {
          line: 131,
          commentId: 3,
          author: '佐藤',
          authorEmail: 'sato@example.com',
          authorUrl: 'https://sato.example.com',
          date: '2024-11-20 12:00:00',
          dateGmt: '2024-11-20 03:00:00',
          content: '参考になりました！\n棚の寸法を教えてください。',
          approved: '1',
          commentType: 'comment',
          parentId: 0,
          userId: 0,
        },
        {
          line: 150,
          commentId: 4,
          author: '山田 花子',
          authorEmail: 'hanako@kurashi.example.jp',
          authorUrl: '',
          date: '2024-11-20 13:00:00',
          dateGmt: '2024-11-20 04:00:00',
          content: '幅 90 cm です。',
          approved: '0',
          commentType: 'comment',
          parentId: 3,
          userId: 1,
        },
      ],
      oversized: null,
    });
  });

  it('joins the CDATA sections WordPress splits a "]]>" in content into', async () => {
    expect((await item(10)).content).toContain('shelf[rows[0]]>2');
  });

  it('keeps characters outside the BMP whole', async () => {
    const post = await item(10);
    expect([...post.title].slice(-3)).toEqual(['𠮷', ' ', '🍵']);
    expect(post.content).toContain('𠮷野家');
  });

  it('keeps an NFD title as written: normalising is the importer’s job', async () => {
    const post = await item(11);
    expect(post.title).toBe('ガイドブックで選ぶ器'.normalize('NFD'));
    expect(post.title).not.toBe(post.title.normalize('NFC'));
  });

  it('keeps block-editor markup as it is', async () => {
    const post = await item(11);
    expect(
      post.content.startsWith('<!-- wp:paragraph -->\n<p>器を選ぶときは<strong>重さ</strong>を見ます。</p>\n'),
    ).toBe(true);
    expect(post.content).toContain('<!-- wp:image {"id":30,"sizeSlug":"large","linkDestination":"none"} -->');
    expect(post.meta.get('_thumbnail_id')).toBe('30');
  });

  it('keeps the first value of a repeated meta key and lists all of them apart, as written', async () => {
    const post = await item(11);
    expect(post.meta.get('_wp_old_slug')).toBe('%e5%99%a8');
    expect(post.repeatedMeta).toEqual(new Map([['_wp_old_slug', ['%e5%99%a8', 'utsuwa']]]));
  });

  it('keeps two posts with the same slug in two categories apart', async () => {
    const [inKurashi, inRyouri] = [await item(11), await item(21)];
    expect(inKurashi.slug).toBe('おすすめ');
    expect(inRyouri.slug).toBe('おすすめ');
    expect(inKurashi.terms).toEqual([{ domain: 'category', nicename: '暮らし', name: '暮らし' }]);
    expect(inRyouri.terms).toEqual([{ domain: 'category', nicename: '料理', name: '料理' }]);
  });

  it('reads a scheduled post, a draft, a private and a password-protected post', async () => {
    expect(await item(12)).toMatchObject({
      status: 'future',
      postDate: '2027-01-01 09:00:00',
      postDateGmt: '2027-01-01 00:00:00',
    });
    expect(await item(13)).toMatchObject({
      status: 'draft',
      slug: '',
      postDateGmt: '0000-00-00 00:00:00',
      pubDate: 'Mon, 30 Nov -0001 00:00:00 +0000',
    });
    expect(await item(14)).toMatchObject({ status: 'private', title: '家計簿（非公開）' });
    expect(await item(15)).toMatchObject({ status: 'publish', postPassword: 'miso&shiru' });
  });

  it('reads an attachment with its file, its alt text and its serialised metadata', async () => {
    const attachment = await item(30);
    expect(attachment).toMatchObject({
      postType: 'attachment',
      status: 'inherit',
      parentId: 11,
      guid: 'https://kurashi.example.jp/wp-content/uploads/2024/11/tana.jpg',
      attachmentUrl: 'https://kurashi.example.jp/wp-content/uploads/2024/11/tana.jpg',
    });
    expect(attachment.meta.get('_wp_attached_file')).toBe('2024/11/tana.jpg');
    expect(attachment.meta.get('_wp_attachment_image_alt')).toBe('ひのきの棚');
    expect(phpUnserialize(attachment.meta.get('_wp_attachment_metadata') ?? '')).toMatchObject({
      width: 1200,
      height: 800,
      file: '2024/11/tana.jpg',
      sizes: { thumbnail: { file: 'tana-150x150.jpg', width: 150, height: 150, 'mime-type': 'image/jpeg' } },
      image_meta: { keywords: [] },
    });
  });

  it('reads a page and a nav menu item', async () => {
    expect(await item(40)).toMatchObject({
      postType: 'page',
      slug: 'about',
      menuOrder: 2,
      commentStatus: 'closed',
      title: 'このサイトについて',
    });
    const menuItem = await item(50);
    expect(menuItem).toMatchObject({ postType: 'nav_menu_item', title: '', menuOrder: 1 });
    expect(menuItem.terms).toEqual([{ domain: 'nav_menu', nicename: 'main-menu', name: 'メインメニュー' }]);
    expect(Object.fromEntries(menuItem.meta)).toMatchObject({
      _menu_item_type: 'post_type',
      _menu_item_object: 'page',
      _menu_item_object_id: '40',
    });
  });
});
