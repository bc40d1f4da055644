// Local recovery in the editor: the unsaved work is copied to this browser shortly after typing
// stops (and before anything that could lose it), and a copy left by an earlier visit is offered back.
import { notifications } from '@mantine/notifications';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useState } from 'react';
import { withAllFields } from '../article-fields.ts';
import type { ArticleForm } from './use-article-form.ts';
import {
  type DraftFields,
  type LocalDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from './use-local-draft.ts';

export function useLocalRecovery(options: {
  writerId: number;
  /** The article the editor opened with (null for a new one): where an earlier copy is looked for. */
  openedId: number | null;
  form: ArticleForm;
  editor: Editor | null;
  currentFields: () => DraftFields;
}) {
  const { writerId, openedId, form, editor, currentFields } = options;
  const { dirty, dirtyRef, fields, latest, markChanged, setFields, version } = form;
  const [offered, setOffered] = useState<LocalDraft | null>(null);

  const keepLocalCopy = useCallback(() => {
    if (!dirtyRef.current) return;
    writeLocalDraft({
      writer_id: writerId,
      article_id: latest.current.base?.id ?? null,
      based_on: latest.current.base?.updated_at ?? null,
      saved_at: new Date().toISOString(),
      fields: currentFields(),
    });
  }, [currentFields, dirtyRef, latest, writerId]);

  // Offer a copy left by an earlier visit (closed tab, expired session, failed save).
  useEffect(() => {
    const local = readLocalDraft(openedId, writerId);
    if (local) setOffered(local);
  }, [openedId, writerId]);

  // The safety copy follows the typing (debounced).
  // biome-ignore lint/correctness/useExhaustiveDependencies: fields are read through the snapshot
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(keepLocalCopy, 800);
    return () => window.clearTimeout(timer);
  }, [dirty, fields, version.current, keepLocalCopy]);

  function restore() {
    if (!offered) return;
    const f = withAllFields(offered.fields);
    setFields(f);
    if (editor) editor.commands.setContent(f.body_json ?? '', { emitUpdate: false });
    markChanged();
    setOffered(null);
    notifications.show({ message: '保存されていなかった内容を復元しました。保存するまでサーバーには反映されません' });
  }

  function discard() {
    removeLocalDraft(offered?.article_id ?? null);
    setOffered(null);
  }

  return { keepLocalCopy, offeredAt: offered?.saved_at ?? null, restore, discard };
}
