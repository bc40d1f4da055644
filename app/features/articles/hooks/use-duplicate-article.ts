// 複製 from the list or the editor: make the copy, say so, and open it in the editor.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { duplicateArticle } from '../api/duplicate-article.ts';

export function useDuplicateArticle() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function duplicate(id: number) {
    setBusy(true);
    try {
      const copy = await duplicateArticle(id);
      notifications.show({ color: 'teal', message: `下書き「${copy.title}」を作りました` });
      // A fresh editor for the copy (the editor page keys itself by this), not the original's form.
      navigate(`/admin/articles/edit_article/${copy.id}`, { state: { editorFor: copy.id } });
    } catch (error) {
      notifications.show({ color: 'red', title: '複製できませんでした', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  return { duplicate, busy };
}
