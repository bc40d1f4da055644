// The editor's preview: the saved article, or one of its revisions, on its real page, in a new tab,
// through a signed link.
import { notifications } from '@mantine/notifications';
import { createPreviewLink } from './api/preview-links.ts';

export async function openPreview(options: {
  articleId: number | null;
  /** Saves a changed draft first, so the preview shows it; resolves to the article's id. */
  saveFirst: (() => Promise<number | null>) | null;
  revisionId?: number;
}) {
  // Opened before anything is awaited: a browser lets a click open a tab, not a later promise.
  const preview = window.open('about:blank', '_blank');
  let id = options.articleId;
  if (options.saveFirst) id = (await options.saveFirst()) ?? id;
  if (!id) {
    preview?.close();
    notifications.show({ color: 'yellow', message: 'プレビューするには、タイトルを入れて下書き保存してください' });
    return;
  }
  try {
    const { url } = await createPreviewLink(id, options.revisionId);
    if (preview) preview.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    preview?.close();
    notifications.show({ color: 'red', title: 'プレビューを開けませんでした', message: (error as Error).message });
  }
}
