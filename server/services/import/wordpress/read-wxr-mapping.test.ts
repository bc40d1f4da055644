import { createReadStream } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { mapCategories } from './map-categories.ts';
import { mapPost } from './map-post.ts';
import { readWxr } from './read-wxr.ts';
import type { WxrCategory, WxrItem } from './wxr-records.ts';

const exportFile = path.join(import.meta.dirname, '../../../../tests/fixtures/wordpress/export.xml');

it('hands its categories and posts to the mappings as they are read', async () => {
  const categories: WxrCategory[] = [];
  const posts = new Map<number, WxrItem>();
  for await (const record of readWxr(createReadStream(exportFile))) {
    if (record.type === 'category') categories.push(record);
    if (record.type === 'item' && record.postType === 'post') posts.set(record.postId, record);
  }

  const places = mapCategories({
    categories,
    salvia: [{ slug: 'living', title: '暮らし', children: [{ slug: 'food', title: '料理' }] }],
    defaultMain: 'living',
  });
  expect(places.get('料理')).toEqual({ kind: 'subtopic', slug: 'food' });

  expect(mapPost(posts.get(10) as WxrItem)).toMatchObject({ status: 'published', isHighlight: true });
  expect(mapPost(posts.get(12) as WxrItem)).toMatchObject({
    status: 'published',
    publishedAt: new Date('2027-01-01T00:00:00Z'),
  });
  expect(mapPost(posts.get(13) as WxrItem)).toMatchObject({ status: 'draft', publishedAt: null });
  expect(mapPost(posts.get(15) as WxrItem)).toMatchObject({
    status: 'draft',
    notes: ['パスワード保護の記事は下書きとして取り込みました'],
  });
  // The NFD title is normalised by the mapping, not by the reader.
  expect(mapPost(posts.get(11) as WxrItem).title).toBe('ガイドブックで選ぶ器'.normalize('NFC'));
});
