// The home page's block per main category: the newest public articles of its live subtopics.
import { and, inArray } from 'drizzle-orm';
import type { ArticleCard } from '../../../../contract/articles.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { listPublicCategoryTree } from '../../categories/read-categories.ts';
import { listArticleCards, notShown } from './list-article-page.ts';

export type CategorySection = { slug: string; label: string; articles: ArticleCard[] };

export async function listMainCategorySections(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { perSection: number; excluding?: readonly number[] },
): Promise<CategorySection[]> {
  const tree = await listPublicCategoryTree(deps);
  return Promise.all(
    // The tree already holds each main category's live subtopics: their articles make the section.
    tree.map(async (c) => {
      // Cards alone: the block shows no total, and counting a main category costs ~80 ms at 100k.
      const cards = await listArticleCards(deps, {
        where: and(
          inArray(
            articles.categoryId,
            c.children.map((topic) => topic.id),
          ),
          notShown(input.excluding),
        ),
        page: { page: 1, per: input.perSection },
      });
      return { slug: c.slug, label: c.title, articles: cards };
    }),
  );
}
