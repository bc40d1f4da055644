// A 訂正・追記 note on the wire, read through one select so every answer carries its author alike.
import { eq } from 'drizzle-orm';
import type { ArticleNote, PublicArticleNote } from '../../../contract/article-notes.ts';
import type { Database } from '../../db/client.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articleNotes } from '../../db/schema/reviewers.ts';
import { authorRef } from '../writers/writer-json.ts';

type NoteRow = typeof articleNotes.$inferSelect;

export function toPublicArticleNoteJson(row: NoteRow): PublicArticleNote {
  return { id: row.id, kind: row.kind, noted_on: row.notedOn, body: row.body };
}

export function selectArticleNotes(db: Database) {
  return db
    .select({ note: articleNotes, writerName: writers.name })
    .from(articleNotes)
    .leftJoin(writers, eq(writers.id, articleNotes.writerId));
}

export function toArticleNoteJson({ note, writerName }: { note: NoteRow; writerName: string | null }): ArticleNote {
  return {
    ...toPublicArticleNoteJson(note),
    article_id: note.articleId,
    writer: authorRef(note.writerId, writerName),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}
