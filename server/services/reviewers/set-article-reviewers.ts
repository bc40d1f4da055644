// Names an article's reviewers (all of them, in order): its writer or an admin, while no one else
// holds the article's edit lock.
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  type ArticleReviewersBody,
  MAX_REVIEWERS_PER_ARTICLE,
  type PublicReviewer,
} from '../../../contract/reviewers.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { loadWritableArticle } from '../articles/manage/save-article.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { listArticleReviewers } from './list-article-reviewers.ts';

export async function setArticleReviewers(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; body: ArticleReviewersBody },
): Promise<PublicReviewer[]> {
  const { writer, body } = options;
  return deps.db.transaction(async (tx) => {
    const article = await loadWritableArticle(tx, writer, body.id, undefined);
    const ids = body.reviewer_ids;
    if (ids.length > 0) {
      // Read under a share lock: a reviewer trashed meanwhile waits for this save, or is refused here.
      const live = await tx
        .select({ id: reviewers.id })
        .from(reviewers)
        .where(and(inArray(reviewers.id, ids), isNull(reviewers.deletedAt)))
        .for('share');
      if (live.length !== ids.length) throw AppError.validation({ reviewer_ids: ['選んだ監修者が見つかりません'] });
    }
    // Those in the trash stay named, so a restore brings them back on the article as tags do, after
    // the ones chosen now and only while the byline has room: a restore never makes it longer than
    // MAX_REVIEWERS_PER_ARTICLE.
    const kept = await tx
      .select({ reviewerId: articleReviewers.reviewerId })
      .from(articleReviewers)
      .innerJoin(reviewers, eq(reviewers.id, articleReviewers.reviewerId))
      .where(and(eq(articleReviewers.articleId, article.id), isNotNull(reviewers.deletedAt)))
      .orderBy(asc(articleReviewers.position), asc(articleReviewers.reviewerId));
    const trashed = kept.map((row) => row.reviewerId).filter((id) => !ids.includes(id));
    const named = [...ids, ...trashed].slice(0, MAX_REVIEWERS_PER_ARTICLE);
    await tx.delete(articleReviewers).where(eq(articleReviewers.articleId, article.id));
    if (named.length > 0) {
      await tx
        .insert(articleReviewers)
        .values(named.map((reviewerId, position) => ({ articleId: article.id, reviewerId, position })));
    }
    return listArticleReviewers({ db: tx }, { articleId: article.id });
  });
}
