// The review's conversation on an article: whoever may manage the article reads and adds to it.
import { asc, eq } from 'drizzle-orm';
import type { ArticleComment, NewCommentBody } from '../../../../contract/review.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { articleComments } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { authorRef, type WriterRow } from '../../writers/writer-json.ts';
import { loadManageableArticle } from '../manage/article-access.ts';

export async function listComments(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number },
): Promise<ArticleComment[]> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const rows = await deps.db
    .select({
      id: articleComments.id,
      action: articleComments.action,
      body: articleComments.body,
      quote: articleComments.quote,
      createdAt: articleComments.createdAt,
      writerId: writers.id,
      writerName: writers.name,
    })
    .from(articleComments)
    .leftJoin(writers, eq(writers.id, articleComments.writerId))
    .where(eq(articleComments.articleId, input.articleId))
    .orderBy(asc(articleComments.id));
  return rows.map(toCommentJson);
}

export async function addComment(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number; body: NewCommentBody },
): Promise<ArticleComment> {
  const { writer, body } = input;
  await loadManageableArticle(deps, writer, input.articleId);
  const [row] = await deps.db
    .insert(articleComments)
    .values({
      articleId: input.articleId,
      writerId: writer.id,
      action: 'comment',
      body: body.body,
      quote: body.quote || null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toCommentJson({ ...row, writerId: writer.id, writerName: writer.name });
}

function toCommentJson(row: {
  id: number;
  action: ArticleComment['action'];
  body: string;
  quote: string | null;
  createdAt: Date;
  writerId: number | null;
  writerName: string | null;
}): ArticleComment {
  return {
    id: row.id,
    action: row.action,
    body: row.body,
    quote: row.quote,
    writer: authorRef(row.writerId, row.writerName),
    created_at: row.createdAt.toISOString(),
  };
}
