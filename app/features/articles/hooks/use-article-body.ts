// The article body's editor, tied to the form: typing marks the form changed, the editor follows
// the form's read-only state, and the fields a save or a local copy takes carry the body as typed.
import type { JSONContent } from '@tiptap/core';
import { useCallback, useEffect } from 'react';
import type { Article } from '../../../../contract/articles.ts';
import type { ArticleForm } from './use-article-form.ts';
import { useBodyEditor } from './use-body-editor.ts';
import type { DraftFields } from './use-local-draft.ts';

export function useArticleBody(options: { initial: Article | null; form: ArticleForm; readOnly: boolean }) {
  const { initial, form, readOnly } = options;
  const { latest, load: loadFields } = form;
  const editor = useBodyEditor({
    content: initial?.body_json ? (initial.body_json as JSONContent) : (initial?.body_html ?? null),
    editable: !readOnly,
    onChange: form.markChanged,
  });

  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const currentFields = useCallback((): DraftFields => {
    const f = latest.current.fields;
    return editor ? { ...f, body_json: editor.getJSON() } : f;
  }, [editor, latest]);

  /** Starts again from a stored article (after taking over the edit lock). */
  const load = useCallback(
    (article: Article) => {
      loadFields(article);
      editor?.commands.setContent((article.body_json as JSONContent | null) ?? article.body_html, {
        emitUpdate: false,
      });
    },
    [editor, loadFields],
  );

  return { editor, currentFields, load };
}
