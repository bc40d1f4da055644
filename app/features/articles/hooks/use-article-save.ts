// Saving from the editor: drafts, publishing, scheduling and autosave go one way. A failed save keeps
// the local copy; a stale save (409) opens the conflict question, a lost lock (423) asks for it again.
import { notifications } from '@mantine/notifications';
import type { JSONContent } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Article } from '../../../../contract/articles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createArticle, createArticleInput } from '../api/create-article.ts';
import { updateArticle } from '../api/update-article.ts';
import { changedFields, type SaveMode, saveBody, scheduleOf, storedBody } from '../article-fields.ts';
import { articleState } from '../article-status.ts';
import { savedMessage } from '../save-message.ts';
import type { ArticleForm } from './use-article-form.ts';
import { handOverLock } from './use-edit-lock.ts';
import { type DraftFields, removeLocalDraft } from './use-local-draft.ts';

type SaveOptions = { overwriteFrom?: Article; asCopy?: boolean };

export function useArticleSave(options: {
  form: ArticleForm;
  editor: Editor | null;
  currentFields: () => DraftFields;
  isAdmin: boolean;
  readOnly: boolean;
  keepLocalCopy: () => void;
  /** Set before a navigation the save makes itself, so the leave guard lets it through. */
  leavingOnPurpose: RefObject<boolean>;
  /** Asks for the edit lock again. */
  retry: () => Promise<boolean>;
  /** The next save by hand is a meaningful update: the article's 更新日 moves. */
  markRevised?: boolean;
}) {
  const { form, editor, currentFields, isAdmin, readOnly, keepLocalCopy, leavingOnPurpose, retry } = options;
  const { base, setBase, setFields, setErrors, markDirty, version } = form;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const [autosaveProblem, setAutosaveProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Article | null>(null);
  /** Counts saves by hand refused for problems in the fields: each sends the writer to the first. */
  const [refusals, setRefusals] = useState(0);

  // The body of the last saved version as this editor holds it. A save compares the body with it,
  // not with the stored copy, so a body the writer did not touch is not sent again merely because
  // the editor fills in attributes a document written outside it left out.
  const savedBody = useRef<JSONContent | null>(null);
  const rememberSavedBody = useCallback(() => {
    if (editor) savedBody.current = editor.getJSON();
  }, [editor]);
  useEffect(() => {
    if (savedBody.current === null) rememberSavedBody();
  }, [rememberSavedBody]);

  function applyArticle(saved: Article, startedAt: number, sent: DraftFields) {
    setBase(saved);
    if (sent.body_json) savedBody.current = sent.body_json;
    setErrors({});
    setAutosaveProblem(null);
    setLastSaved(saved.updated_at);
    if (version.current === startedAt) {
      markDirty(false);
      removeLocalDraft(saved.id);
      removeLocalDraft(null);
      // The date as stored (publishing now clears it); a date changed during the save stays.
      setFields((f) => ({ ...f, schedule_at: scheduleOf(saved) }));
    }
  }

  /**
   * A save by hand refused for problems in the fields: the buttons list them and the first field
   * takes the cursor (ArticleEditor), in place of a notice that would cover the list on a phone.
   */
  function refuse(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    setRefusals((n) => n + 1);
  }

  /** The article as stored after the save, or null when nothing was saved. */
  async function save(mode: SaveMode, opts: SaveOptions = {}): Promise<Article | null> {
    if (saving || (readOnly && !opts.asCopy)) return null;
    const f = currentFields();
    const body = saveBody(opts.asCopy ? 'draft' : mode, f, { base, isAdmin });
    if (opts.asCopy) body.title = `${f.title}（コピー）`.slice(0, 120);
    const copyOrNew = opts.asCopy || !base;
    // The whole form is checked as a complete article (PR needs a sponsor, publishing a
    // category), but an update sends only the changes, exactly as typed: a parsed copy would
    // carry the schema's defaults into fields left alone.
    const parsed = createArticleInput.safeParse(body);
    if (parsed.error) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      if (mode === 'autosave') setAutosaveProblem(Object.values(fieldErrors)[0] ?? null);
      else refuse(fieldErrors);
      return null;
    }
    const startedAt = version.current;
    setSaving(true);
    try {
      if (copyOrNew) {
        const created = await createArticle(body);
        if (opts.asCopy) {
          notifications.show({ color: 'teal', message: '別の下書きとして保存しました' });
          keepLocalCopy();
          leavingOnPurpose.current = true;
          navigate(`/admin/articles/edit_article/${created.id}`);
          return created;
        }
        applyArticle(created, startedAt, f);
        notifications.show({ color: 'teal', message: savedMessage(created, null) });
        // The URL follows; the same article's next editor (if React mounts one) keeps the lock.
        handOverLock(created.id);
        leavingOnPurpose.current = true;
        navigate(`/admin/articles/edit_article/${created.id}`, { replace: true });
        return created;
      }
      // Overwriting a newer version sends whatever differs from it, so the result is this form.
      const stored = opts.overwriteFrom ?? base;
      const before = storedBody(stored, { isAdmin });
      if (!opts.overwriteFrom && savedBody.current) {
        before.body_json = savedBody.current as Record<string, unknown>;
      }
      const { article: saved, notice } = await updateArticle({
        ...changedFields(body, before),
        id: base.id,
        updated_at: stored.updated_at,
        // Kept as one revision per sitting rather than one per tick.
        ...(mode === 'autosave' && { autosave: true }),
        ...(options.markRevised && mode !== 'autosave' && { mark_revised: true }),
      });
      applyArticle(saved, startedAt, f);
      // Said even after an autosave: the article left the schedule, which the writer must know.
      if (notice)
        notifications.show({ color: 'yellow', title: '校正待ちに戻りました', message: notice, autoClose: false });
      else if (mode !== 'autosave')
        notifications.show({ color: 'teal', message: savedMessage(saved, articleState(stored)) });
      return saved;
    } catch (error) {
      keepLocalCopy();
      if (error instanceof ApiError) {
        if (error.status === 401) return null;
        if (error.status === 409) {
          setConflict(((error.body as { article?: Article }).article ?? null) as Article | null);
          return null;
        }
        if (error.status === 422) {
          const fieldErrors = error.fieldErrors;
          if (fieldErrors.published_at) fieldErrors.schedule_at = fieldErrors.published_at;
          if (mode !== 'autosave' && Object.keys(fieldErrors).length > 0) {
            refuse(fieldErrors);
            return null;
          }
          setErrors(fieldErrors);
        }
        if (error.status === 423) void retry();
      }
      const message = (error as Error).message;
      if (mode === 'autosave') setAutosaveProblem(message);
      else notifications.show({ color: 'red', title: '保存できませんでした', message });
      return null;
    } finally {
      setSaving(false);
    }
  }

  /** Saves again as the article stands: a draft stays a draft, anything else is published. */
  const saveAsItStands = (opts?: SaveOptions) =>
    save(base && articleState(base) !== 'draft' ? 'publish' : 'draft', opts);

  /** The answers to a stale save: overwrite the newer version, keep this form as a new draft, or go on editing. */
  const resolveConflict = {
    overwrite() {
      const theirs = conflict;
      setConflict(null);
      if (theirs) void saveAsItStands({ overwriteFrom: theirs });
    },
    saveAsCopy() {
      setConflict(null);
      void save('draft', { asCopy: true });
    },
    dismiss: () => setConflict(null),
  };

  return {
    save,
    saveAsItStands,
    status: { saving, lastSaved, autosaveProblem },
    refusals,
    conflict,
    resolveConflict,
    rememberSavedBody,
  };
}
