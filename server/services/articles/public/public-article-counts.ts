// How many public articles each subtopic and tag holds, for the reading site's lists (/categories,
// /tag_list): the staff's count (count-public-articles.ts), kept with the public cache, so a page
// render after a change counts once and every later one reads the kept answer.
import type { Deps } from '../../../deps.ts';
import { countPublicArticles } from '../manage/count-public-articles.ts';

export function keptPublicCounts(deps: Pick<Deps, 'db' | 'publicCache'>) {
  return deps.publicCache.remember('public-counts', () => countPublicArticles(deps));
}
