// The one rule for what the public may read: published, due (not scheduled), not in the trash, and
// nothing it hangs on in the trash either — its writer, its subtopic or that subtopic's main category;
// and which tags and subtopics are shown at all.
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { writers } from '../../db/schema/accounts.ts';
import { articles, articleTags, categories, tags } from '../../db/schema/content.ts';

// What hangs in the trash, as lists computed once per query (an InitPlan: trashed writers and
// categories are few) that each row is checked against. Correlated `not exists` subqueries said the
// same, but the planner had to join them over every candidate row, so a category page read and sorted
// all 4,000 articles of its subtopic instead of walking its index for the newest 24 (23 ms → 0.3 ms
// at 100,000 articles). Tables under their own aliases, so they never clash with an outer join.
const writerInTrash = sql`${articles.writerId} = any(array(select trash_writer.id from ${writers} as trash_writer where trash_writer.deleted_at is not null))`;

// An article without a category hangs on none; an article in a trashed subtopic, or in a live
// subtopic of a trashed main category, is off the site until the category comes back.
const categoryInTrash = sql`coalesce(${articles.categoryId}, 0) = any(array(select trash_sub.id from ${categories} as trash_sub left join ${categories} as trash_main on trash_main.id = trash_sub.parent_id where trash_sub.deleted_at is not null or trash_main.deleted_at is not null))`;

export function isPublic(): SQL {
  return and(
    eq(articles.status, 'published'),
    lte(articles.publishedAt, sql`now()`),
    isNull(articles.deletedAt),
    sql`not ${writerInTrash}`,
    sql`not ${categoryInTrash}`,
  ) as SQL;
}

// A tag or a subtopic stays off the public site (lists, navigation, its own page, the sitemap) until
// one public article carries it: a writer's new tag, or a subtopic prepared ahead, would otherwise
// show an empty page and could name what is not yet announced. Checked per tag or subtopic through
// article_tags' (tag_id) and articles' (category_id) indexes, stopping at the first public article:
// a scalar subquery with a limit, which the planner runs per row. Written as `exists`, it became a
// semi-join that read every article.

/** The outer query's `tags` row carries at least one public article. */
export function tagHasPublicArticle(): SQL {
  return sql`(select 1 from ${articleTags} inner join ${articles} on ${articles.id} = ${articleTags.articleId} where ${articleTags.tagId} = ${tags.id} and ${isPublic()} limit 1) is not null`;
}

/** The outer query's `categories` row (a subtopic) holds at least one public article. */
export function categoryHasPublicArticle(): SQL {
  // In articles_category_idx's order: the planner walks that index instead of hoping a scan of the
  // whole table meets a public article soon (which it never does for an empty subtopic).
  return sql`(select 1 from ${articles} where ${articles.categoryId} = ${categories.id} and ${isPublic()} order by ${articles.publishedAt} desc limit 1) is not null`;
}
