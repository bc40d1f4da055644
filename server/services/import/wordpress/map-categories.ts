// Where each WordPress category's posts go in Salvia, whose categories are two levels: five main ones
// and their subtopics (an article sits in a subtopic). The mapping file decides first; else a
// category matching a subtopic by slug or name is that subtopic; else it becomes a new subtopic,
// under the main category its nearest ancestor matched, or under the default main category.

export type WordPressCategory = { nicename: string; parent: string; name: string };
export type SalviaCategory = { slug: string; title: string; children: { slug: string; title: string }[] };

export type CategoryPlace =
  | { kind: 'subtopic'; slug: string }
  | { kind: 'new-subtopic'; slug: string; title: string; parentSlug: string };

const same = (a: string, b: string) => a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();

/** A nicename as the reader gives it (percent-decoded), in the form Salvia compares. */
const slugOf = (nicename: string) => nicename.normalize('NFC');

export function mapCategories(options: {
  categories: WordPressCategory[];
  salvia: SalviaCategory[];
  /** The mapping file's `categories`: a WordPress slug → a Salvia subtopic or main category slug. */
  mapping?: Readonly<Record<string, string>>;
  defaultMain: string;
}): Map<string, CategoryPlace> {
  const { categories, salvia, mapping = {}, defaultMain } = options;
  const byNicename = new Map(categories.map((category) => [category.nicename, category]));
  const subtopics = salvia.flatMap((main) => main.children);
  const subtopicMatching = (slug: string, name: string) =>
    subtopics.find((subtopic) => same(subtopic.slug, slug) || same(subtopic.title, name));
  const mainMatching = (slug: string, name: string) =>
    salvia.find((main) => same(main.slug, slug) || same(main.title, name));

  /** The main category a category or its nearest ancestor names (by the mapping or a match), if any. */
  const mainOf = (category: WordPressCategory | undefined, seen = new Set<string>()): string | undefined => {
    if (!category || seen.has(category.nicename)) return undefined;
    seen.add(category.nicename);
    const slug = slugOf(category.nicename);
    const mapped = mapping[slug];
    const mappedMain = mapped
      ? (salvia.find((main) => main.slug === mapped) ??
        salvia.find((main) => main.children.some((child) => child.slug === mapped)))
      : undefined;
    const main =
      mappedMain ??
      mainMatching(slug, category.name) ??
      salvia.find((m) => m.children.some((c) => c === subtopicMatching(slug, category.name)));
    return main?.slug ?? mainOf(byNicename.get(category.parent), seen);
  };

  const places = new Map<string, CategoryPlace>();
  for (const category of categories) {
    const slug = slugOf(category.nicename);
    const mapped = mapping[slug];
    const mappedSubtopic = mapped ? subtopics.find((subtopic) => subtopic.slug === mapped) : undefined;
    const subtopic = mappedSubtopic ?? (mapped ? undefined : subtopicMatching(slug, category.name));
    places.set(
      category.nicename,
      subtopic
        ? { kind: 'subtopic', slug: subtopic.slug }
        : { kind: 'new-subtopic', slug, title: category.name, parentSlug: mainOf(category) ?? defaultMain },
    );
  }
  return places;
}
