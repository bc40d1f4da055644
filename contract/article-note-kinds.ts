// The kinds of note an article carries and their names, apart from the API's schemas: the reading
// pages show the names and must not load Zod.
export const ARTICLE_NOTE_KINDS = ['correction', 'addendum'] as const;
export type ArticleNoteKind = (typeof ARTICLE_NOTE_KINDS)[number];
export const ARTICLE_NOTE_LABELS: Record<ArticleNoteKind, string> = { correction: '訂正', addendum: '追記' };
