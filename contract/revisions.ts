// Revisions on the wire: the history of an article's saves, one in full, and restoring one.
import { z } from 'zod';
import { idSchema, isoDate } from './common.ts';

const REVISION_KINDS = ['save', 'autosave', 'restore'] as const;

const revisionSummarySchema = z.object({
  id: z.number().int(),
  /** `autosave`: the background saves of one sitting, folded into one; `restore`: an older one brought back. */
  kind: z.enum(REVISION_KINDS),
  created_at: isoDate,
  /** Who saved it; null once that account is deleted. */
  writer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: isoDate.nullable(),
  /** The version an approval let out (校正で承認された版); the last one is kept however many saves follow. */
  approved: z.boolean(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

const revisionSchema = revisionSummarySchema.extend({
  lead: z.string(),
  body_html: z.string(),
  body_json: z.unknown().nullable(),
  thumbnail_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  tag_ids: z.array(z.number().int()),
  is_pr: z.boolean(),
  sponsor: z.string().nullable(),
  is_highlight: z.boolean(),
  // Not in revisions kept before articles had search and social settings.
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  og_image_url: z.string().nullable().optional(),
  canonical_url: z.string().nullable().optional(),
  noindex: z.boolean().optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListResponse = z.object({ revisions: z.array(revisionSummarySchema) });
export const revisionResponse = z.object({ revision: revisionSchema });

export const articleRevisionParams = z.object({ id: idSchema });
export const revisionParams = z.object({ id: idSchema, revision_id: idSchema });

/** `updated_at`: the version the editor's copy is based on, as for a save (stale → 409). */
export const restoreRevisionBody = z.object({ updated_at: isoDate.optional() });
