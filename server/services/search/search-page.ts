// What the public search page shows for a keyword: its page of results with each one's title and
// passage marked, the tags and categories the keyword names, and, in place of results, popular tags
// and a 「もしかして」. Remembered with the public pages: a keyword searched again within the cache
// period costs one lookup, and any change to public content drops it.
import type { ArticleList } from '../../../contract/articles.ts';
import type { PageQuery } from '../../../contract/common.ts';
import { nameMatches } from '../../../contract/search-keyword.ts';
import type { CountedTag } from '../../../contract/taxonomy.ts';
import type { Deps } from '../../deps.ts';
import {
  type SearchExcerpt,
  searchArticles,
  searchExcerpts,
  withTagNames,
} from '../articles/public/search-articles.ts';
import { listTagsOfTrendingArticles } from '../articles/public/trending-tags.ts';
import { searchTags } from '../tags/read-tags.ts';
import { didYouMean, searchVocabulary } from './search-vocabulary.ts';

const RELATED_TAGS = 8;
const POPULAR_TAGS = 12;

export type SearchPage = ArticleList & {
  excerpts: Record<number, SearchExcerpt>;
  /** Tags and categories the keyword names, by name or reading: 収納 → #玄関 収納; そうじ → 掃除. */
  related: { tags: { id: number; title: string }[]; categories: { title: string; to: string }[] };
  /** Offered only in place of results: the ranking behind them reads days of views. */
  popular: CountedTag[];
  /** A keyword one slip from a tag or category, put right; only when nothing was found. */
  correction: string | undefined;
};

type Input = { keyword: string; page: PageQuery };

export function searchPage(deps: Pick<Deps, 'db' | 'publicCache'>, input: Input): Promise<SearchPage> {
  const { keyword, page } = input;
  if (keyword === '') return emptySearch(deps, page);
  return deps.publicCache.remember(`search-page:${page.page}:${page.per}:${keyword}`, async () => {
    const [result, related, searched] = await Promise.all([
      searchArticles(deps, { title: keyword, ...page }),
      relatedTaxonomy(deps, keyword),
      withTagNames(deps, keyword),
    ]);
    const found = result.articles.length > 0;
    const [excerpts, popular, correction] = await Promise.all([
      searchExcerpts(deps, searched, result.articles),
      found ? [] : listTagsOfTrendingArticles(deps, { limit: POPULAR_TAGS }),
      found ? undefined : didYouMean(deps, keyword),
    ]);
    return { ...result, excerpts, related, popular, correction };
  });
}

async function emptySearch(deps: Pick<Deps, 'db' | 'publicCache'>, page: PageQuery): Promise<SearchPage> {
  return {
    articles: [],
    meta: { page: 1, per: page.per, total: 0, total_pages: 0 },
    excerpts: {},
    related: { tags: [], categories: [] },
    popular: await listTagsOfTrendingArticles(deps, { limit: POPULAR_TAGS }),
    correction: undefined,
  };
}

async function relatedTaxonomy(deps: Pick<Deps, 'db' | 'publicCache'>, keyword: string) {
  const [{ tags }, vocabulary] = await Promise.all([
    searchTags(deps, { keyword, page: 1, per: RELATED_TAGS, publicOnly: true }),
    searchVocabulary(deps),
  ]);
  const categories = vocabulary.categories
    .filter((c) => nameMatches(c, keyword))
    .map((c) => ({ title: c.title, to: c.path }));
  return { tags: tags.map((t) => ({ id: t.id, title: t.title })), categories };
}
