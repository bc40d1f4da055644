// A local copy of unsaved editor state in localStorage (`draft:<id or new>`), so nothing typed is
// lost on an error, a 401 or a closed tab. Copies are tied to the writer who typed them.
import type { JSONContent } from '@tiptap/core';

export type DraftFields = {
  title: string;
  lead: string;
  body_json: JSONContent | null;
  category_id: number | null;
  tag_ids: number[];
  thumbnail_url: string | null;
  is_pr: boolean;
  sponsor: string;
  is_highlight: boolean;
  /** Search and social; empty means the article's own title, lead or URL. */
  meta_title: string;
  meta_description: string;
  og_image_url: string | null;
  canonical_url: string;
  noindex: boolean;
  /** JST wall time `YYYY-MM-DD HH:mm:ss`, or null for "now". */
  schedule_at: string | null;
};

export type LocalDraft = {
  writer_id: number;
  article_id: number | null;
  /** The server version the copy started from. */
  based_on: string | null;
  saved_at: string;
  fields: DraftFields;
};

function draftKey(articleId: number | null): string {
  return `draft:${articleId ?? 'new'}`;
}

export function readLocalDraft(articleId: number | null, writerId: number): LocalDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(articleId));
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return draft && draft.writer_id === writerId && draft.fields ? draft : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(draft: LocalDraft) {
  try {
    localStorage.setItem(draftKey(draft.article_id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the editor keeps working, only the safety copy is missing.
  }
}

export function removeLocalDraft(articleId: number | null) {
  localStorage.removeItem(draftKey(articleId));
}

/** The editor to go back to after signing in, if this writer left unsaved work. */
export function pathOfLatestDraft(writerId: number): string | null {
  let latest: LocalDraft | null = null;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith('draft:')) continue;
    try {
      const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as LocalDraft | null;
      if (draft?.writer_id === writerId && (!latest || draft.saved_at > latest.saved_at)) latest = draft;
    } catch {
      // not ours
    }
  }
  if (!latest) return null;
  return latest.article_id ? `/admin/articles/edit_article/${latest.article_id}` : '/admin/articles/new_article';
}
