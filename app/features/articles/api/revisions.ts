// /api/v1/articles/{id}/revisions: the history of an article, one revision in full, and restoring one
// (409 and 423 reach the caller as ApiError, as for a save).
import type { z } from 'zod';
import type { ArticleSaveResponse } from '../../../../contract/articles.ts';
import type {
  Revision,
  RevisionSummary,
  revisionListResponse,
  revisionResponse,
} from '../../../../contract/revisions.ts';
import { api } from '../../../lib/api-client.ts';

export async function listRevisions(articleId: number): Promise<RevisionSummary[]> {
  return (await api<z.infer<typeof revisionListResponse>>('GET', `articles/${articleId}/revisions`)).revisions;
}

export async function getRevision(articleId: number, revisionId: number): Promise<Revision> {
  return (await api<z.infer<typeof revisionResponse>>('GET', `articles/${articleId}/revisions/${revisionId}`)).revision;
}

/** The article as restored, and a notice when restoring did more (sent it back to the review). */
export async function restoreRevision(
  articleId: number,
  revisionId: number,
  updatedAt: string,
): Promise<ArticleSaveResponse> {
  const path = `articles/${articleId}/revisions/${revisionId}/restore`;
  return api<ArticleSaveResponse>('POST', path, { body: { updated_at: updatedAt } });
}
