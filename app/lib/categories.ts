// The navigation: the five main categories of SPEC.md §2 and their subtopics, in menu order.
export type NavCategory = { slug: string; label: string; topics: { slug: string; label: string }[] };

export const NAV_CATEGORIES: NavCategory[] = [
  {
    slug: 'living',
    label: '暮らし',
    topics: [
      { slug: 'parenting', label: '子育て' },
      { slug: 'work_money', label: '仕事・お金' },
      { slug: 'going_out', label: 'おでかけ' },
      { slug: 'food', label: '食' },
      { slug: 'interior', label: 'インテリア' },
      { slug: 'diy', label: 'DIY・手づくり' },
      { slug: 'wisdom', label: '暮らしの知恵' },
    ],
  },
  {
    slug: 'housework',
    label: '家事',
    topics: [
      { slug: 'cooking', label: '料理' },
      { slug: 'cleaning', label: '掃除' },
      { slug: 'laundry', label: '洗濯' },
      { slug: 'storage', label: '収納' },
    ],
  },
  {
    slug: 'beauty_health',
    label: '美容と健康',
    topics: [
      { slug: 'fashion', label: 'ファッション' },
      { slug: 'hair_makeup', label: 'ヘア・メイク' },
      { slug: 'body', label: 'からだ' },
    ],
  },
  {
    slug: 'salvia_special',
    label: '特集',
    topics: [
      { slug: 'product', label: '商品レビュー' },
      { slug: 'monirepo', label: 'モニターレポート' },
      { slug: 'pr', label: 'PR' },
    ],
  },
  {
    slug: 'series',
    label: '連載',
    topics: [
      { slug: 'comic', label: 'コミック' },
      { slug: 'column', label: 'コラム' },
      { slug: 'mystar', label: 'わたしの推し' },
    ],
  },
];
