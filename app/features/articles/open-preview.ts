// The editor's preview: the saved draft in a new tab, on the site's preview page.
import { notifications } from '@mantine/notifications';
import type { DraftFields } from './hooks/use-local-draft.ts';

export async function openPreview(options: {
  articleId: number | null;
  fields: DraftFields;
  /** Saves a changed draft first, so the preview shows it; resolves to the article's id. */
  saveFirst: (() => Promise<number | null>) | null;
}) {
  const { fields } = options;
  // Opened before anything is awaited: a browser lets a click open a tab, not a later promise.
  const preview = window.open('about:blank', '_blank');
  localStorage.setItem(
    `preview:${options.articleId ?? 'new'}`,
    JSON.stringify({ ...fields, saved_at: new Date().toISOString() }),
  );
  let id = options.articleId;
  if (options.saveFirst) id = (await options.saveFirst()) ?? id;
  if (!id) {
    preview?.close();
    notifications.show({ color: 'yellow', message: 'プレビューするには、タイトルを入れて下書き保存してください' });
    return;
  }
  const url = `/articles/preview/${encodeURIComponent(fields.title || 'untitled')}?id=${id}`;
  if (preview) preview.location.href = url;
  else window.open(url, '_blank');
}
