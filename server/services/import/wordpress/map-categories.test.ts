import { describe, expect, it } from 'vitest';
import { mapCategories, type SalviaCategory } from './map-categories.ts';

const salvia: SalviaCategory[] = [
  {
    slug: 'living',
    title: '暮らし',
    children: [
      { slug: 'interior', title: 'インテリア' },
      { slug: 'food', title: '食' },
    ],
  },
  {
    slug: 'housework',
    title: '家事',
    children: [
      { slug: 'cleaning', title: '掃除' },
      { slug: 'laundry', title: '洗濯' },
    ],
  },
];

describe('mapCategories', () => {
  it('follows the mapping file, then matches subtopics by slug or name, else makes a subtopic under the nearest matched ancestor or the default', () => {
    const places = mapCategories({
      salvia,
      defaultMain: 'living',
      mapping: { 収納術: 'cleaning', 'kaji-all': 'housework' },
      categories: [
        { nicename: 'interior', parent: '', name: '部屋づくり' },
        { nicename: '掃除', parent: '', name: '掃除' },
        { nicename: '収納術', parent: '', name: '収納術' },
        { nicename: 'kaji-all', parent: '', name: '家事全般' },
        { nicename: 'washing-machine', parent: 'kaji-all', name: '洗濯機' },
        { nicename: 'deep', parent: 'washing-machine', name: '奥の奥' },
        { nicename: 'travel', parent: '', name: '旅行' },
      ],
    });
    expect(Object.fromEntries(places)).toEqual({
      interior: { kind: 'subtopic', slug: 'interior' },
      掃除: { kind: 'subtopic', slug: 'cleaning' },
      収納術: { kind: 'subtopic', slug: 'cleaning' },
      'kaji-all': { kind: 'new-subtopic', slug: 'kaji-all', title: '家事全般', parentSlug: 'housework' },
      'washing-machine': { kind: 'new-subtopic', slug: 'washing-machine', title: '洗濯機', parentSlug: 'housework' },
      deep: { kind: 'new-subtopic', slug: 'deep', title: '奥の奥', parentSlug: 'housework' },
      travel: { kind: 'new-subtopic', slug: 'travel', title: '旅行', parentSlug: 'living' },
    });
  });

  it('survives a parent loop in a hand-edited export', () => {
    const places = mapCategories({
      salvia,
      defaultMain: 'living',
      categories: [
        { nicename: 'a', parent: 'b', name: 'A' },
        { nicename: 'b', parent: 'a', name: 'B' },
      ],
    });
    expect(places.get('a')).toEqual({ kind: 'new-subtopic', slug: 'a', title: 'A', parentSlug: 'living' });
  });
});
