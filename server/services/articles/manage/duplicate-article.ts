// 複製: a new draft 「（コピー）…」 of an article, owned by whoever asked, with its content, category,
// tags and PR fields. What belongs to the original alone stays behind: its publication, share
// links, edit lock, review, revisions and page views.
import { eq } from 'drizzle-orm';
import type { Article } from '../../../../contract/articles.ts';
import { articles, articleTags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { getArticle } from '../get-article.ts';
import { loadManageableArticle } from './article-access.ts';
import { recordRevision } from './record-revision.ts';

const COPY_MARK = '（コピー）';
/** The longest title an article may have (contract/articles.ts). */
const MAX_TITLE = 120;

function copyTitle(title: string): string {
  return `${COPY_MARK}${title}`.slice(0, MAX_TITLE);
}

/** Writers copy their own articles (someone else's answers 404, as a missing one does); admins any. */
export async function duplicateArticle(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; id: number },
): Promise<Article> {
  const { writer } = input;
  const source = await loadManageableArticle(deps, writer, input.id);
  if (source.deletedAt) throw AppError.notFound('ゴミ箱の記事は複製できません。先にゴミ箱から戻してください');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        title: copyTitle(source.title),
        lead: source.lead,
        bodyJson: source.bodyJson,
        bodyHtml: source.bodyHtml,
        bodyVersion: source.bodyVersion,
        thumbnailUrl: source.thumbnailUrl,
        categoryId: source.categoryId,
        writerId: writer.id,
        status: 'draft',
        isPr: source.isPr,
        sponsor: source.sponsor,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('insert returned no row');
    const tagRows = await tx
      .select({ tagId: articleTags.tagId })
      .from(articleTags)
      .where(eq(articleTags.articleId, source.id));
    if (tagRows.length > 0)
      await tx.insert(articleTags).values(tagRows.map(({ tagId }) => ({ articleId: row.id, tagId })));
    await recordRevision(tx, { articleId: row.id, writerId: writer.id, kind: 'save', keep: deps.config.revisionsKept });
    return row.id;
  });
  return getArticle(deps, { id, viewer: writer });
}
