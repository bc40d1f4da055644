// The WordPress site the large export (wordpress-export.ts) comes from, made of the demo's content:
// four of its writers as authors; its main categories and subtopics as the top two levels of a
// category tree with a third below each subtopic, all named in Japanese with percent-encoded slugs as
// WordPress makes them; the demo's tags and ~150 more; the subtopics' prose for the bodies.
import { readDemoCategories, readDemoTags, readDemoTopics, readDemoWriters } from '../../server/demo/demo-content.ts';

export type Term = { termId: number; slug: string; name: string; description: string; parent?: Term };
type Author = { id: number; login: string; email: string; name: string };
export type WordPressSite = ReturnType<typeof wordPressSite>;

export function wordPressSite() {
  const authors: Author[] = readDemoWriters()
    .filter((writer) => writer.role === 'writer')
    .slice(0, 4)
    .map((writer, index) => {
      const login = (writer.email.split('@')[0] as string).replace('writer', 'honoka');
      return { id: index + 2, login, email: `${login}@kurashi.example.jp`, name: writer.name };
    });
  let termId = 1;
  const uncategorized: Term = { termId: termId++, slug: 'uncategorized', name: '未分類', description: '' };
  const mains = readDemoCategories();
  const demoTopics = new Map(readDemoTopics(mains).map((topic) => [topic.slug, topic]));
  const tops = mains.map((main) => ({
    main,
    term: { termId: termId++, slug: wordPressSlug(main.title), name: main.title, description: main.description },
  }));
  const seconds = tops.flatMap(({ main, term }) =>
    main.children.map((child) => ({
      child,
      main,
      term: {
        termId: termId++,
        slug: wordPressSlug(child.title),
        name: child.title,
        description: child.description,
        parent: term,
      } as Term,
    })),
  );
  const topics = seconds.map(({ child, main, term }) => {
    const leaves = [`${child.title}の基本`, `${child.title}のアイデア`, `季節の${child.title}`].map(
      (name): Term => ({ termId: termId++, slug: wordPressSlug(name), name, description: '', parent: term }),
    );
    const text = demoTopics.get(child.slug);
    if (!text) throw new Error(`no demo topic ${child.slug}`);
    const siblings = main.children.flatMap((other) =>
      other.slug === child.slug ? [] : (demoTopics.get(other.slug)?.sections ?? []),
    );
    return { slug: child.slug, text, category: term, leaves, siblings };
  });
  const categories: Term[] = [uncategorized, ...tops.map((top) => top.term), ...seconds.map((s) => s.term)];
  categories.push(...topics.flatMap((topic) => topic.leaves));
  const demoTags = readDemoTags().map(
    (tag): Term => ({ termId: termId++, slug: tag.slug, name: tag.title, description: '' }),
  );
  const tags = [
    ...demoTags,
    ...TAG_THINGS.flatMap((thing) => TAG_ANGLES.map((angle) => `${thing}${angle}`)).map(
      (name): Term => ({ termId: termId++, slug: wordPressSlug(name), name, description: '' }),
    ),
  ];
  return { authors, categories, tags, tagsBySlug: new Map(demoTags.map((tag) => [tag.slug, tag])), topics };
}

// Tags a lifestyle site grows over the years: a thing of the house, and what is said about it.
const TAG_THINGS =
  '冷蔵庫 玄関 洗面所 ベランダ クローゼット 押し入れ 子ども部屋 リビング 寝室 浴室 トイレ 窓 カーテン 食器棚 調味料 保存容器 フライパン 土鍋 お弁当箱 タオル シーツ スニーカー 傘 本棚 観葉植物 ランドセル 家計簿 防災グッズ 季節家電 冬服 水筒'.split(
    ' ',
  );
const TAG_ANGLES = ['', 'の収納', 'の掃除', 'の選び方', 'のお手入れ'];

/** WordPress's slug of a name (sanitize_title): lower case, spaces as hyphens, other bytes %-encoded. */
export function wordPressSlug(name: string, max = 200): string {
  let slug = '';
  for (const char of name.toLowerCase().replace(/\s+/g, '-')) {
    const encoded = /[a-z0-9_-]/.test(char)
      ? char
      : char.charCodeAt(0) > 0x7f
        ? [...Buffer.from(char)].map((byte) => `%${byte.toString(16)}`).join('')
        : '';
    if (slug.length + encoded.length > max) break;
    slug += encoded;
  }
  return slug.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The permalink's %category%: the category's slugs from the top. */
export function categoryPath(category: Term): string {
  return `${category.parent ? categoryPath(category.parent) : ''}/${category.slug}`;
}
