// The article editor: one component for new and existing articles. Owns the form state, saving
// (draft / publish / schedule, autosave every 30 s), the local safety copy, the edit lock, the
// stale-save dialog and the unsaved-changes guard.
import { Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JSONContent } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Article } from '../../../../../contract/articles.ts';
import type { CategoryTree, TagRef } from '../../../../../contract/taxonomy.ts';
import type { Writer } from '../../../../../contract/writers.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { createArticle, createArticleInput } from '../../api/create-article.ts';
import { getArticle } from '../../api/get-article.ts';
import { updateArticle } from '../../api/update-article.ts';
import { changedFields, type SaveMode, saveBody, scheduleOf, storedBody } from '../../article-fields.ts';
import { type ArticleState, articleState } from '../../article-status.ts';
import { useArticleBody } from '../../hooks/use-article-body.ts';
import { useArticleForm } from '../../hooks/use-article-form.ts';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { handOverLock, useEditLock } from '../../hooks/use-edit-lock.ts';
import { useLeaveGuard } from '../../hooks/use-leave-guard.ts';
import { type DraftFields, removeLocalDraft } from '../../hooks/use-local-draft.ts';
import { useLocalRecovery } from '../../hooks/use-local-recovery.ts';
import { openPreview } from '../../open-preview.ts';
import { savedMessage } from '../../save-message.ts';
import { BodyEditor } from './body-editor.tsx';
import { ConflictModal, LeaveModal, RestoreDraftModal } from './editor-dialogs.tsx';
import { HeadlineFields } from './headline-fields.tsx';
import { LockBanner } from './lock-banner.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { SaveStatus } from './save-status.tsx';
import { SideFields } from './side-fields.tsx';

type Props = { writer: Writer; article: Article | null; categories: CategoryTree[]; tags: TagRef[] };

export function ArticleEditor({ writer, article: initial, categories, tags: initialTags }: Props) {
  const navigate = useNavigate();
  const isAdmin = writer.role === 'admin';
  const form = useArticleForm(initial);
  const { base, fields, errors, dirty, set, setBase, setFields, setErrors, version, markDirty } = form;
  const articleId = base?.id ?? null;
  const [tags, setTags] = useState(initialTags);
  const [saving, setSaving] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const [autosaveProblem, setAutosaveProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Article | null>(null);

  const { lock, takeOver, retry } = useEditLock(articleId);
  const readOnly = articleId !== null && lock.status !== 'mine';

  const { editor, currentFields, load } = useArticleBody({ initial, form, readOnly });

  // The body of the last saved version as this editor writes it. A save compares the body with it,
  // not with the stored copy, so a body the writer did not touch is not sent again merely because
  // the server cleaned its HTML or it was written outside the editor.
  const savedBody = useRef<{ json: JSONContent; html: string } | null>(null);
  const rememberSavedBody = useCallback(() => {
    if (editor) savedBody.current = { json: editor.getJSON(), html: editor.getHTML() };
  }, [editor]);
  useEffect(() => {
    if (savedBody.current === null) rememberSavedBody();
  }, [rememberSavedBody]);

  const recovery = useLocalRecovery({
    writerId: writer.id,
    openedId: initial?.id ?? null,
    form,
    editor,
    currentFields,
  });
  const { keepLocalCopy } = recovery;
  const { blocker, leavingOnPurpose } = useLeaveGuard({ dirty: form.dirtyRef, keepLocalCopy });

  function applyArticle(saved: Article, startedAt: number, sent: DraftFields) {
    setBase(saved);
    if (sent.body_json) savedBody.current = { json: sent.body_json, html: sent.body_html };
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

  const bodyFor = (mode: SaveMode, f: DraftFields) => saveBody(mode, f, { base, isAdmin });

  async function save(mode: SaveMode, options: { overwriteFrom?: Article; asCopy?: boolean } = {}): Promise<boolean> {
    if (saving || (readOnly && !options.asCopy)) return false;
    const f = currentFields();
    const body = bodyFor(options.asCopy ? 'draft' : mode, f);
    if (options.asCopy) body.title = `${f.title}（コピー）`.slice(0, 120);
    const copyOrNew = options.asCopy || !base;
    // The whole form is checked as a complete article (PR needs a sponsor, publishing a
    // category), but an update sends only the changes, exactly as typed: a parsed copy would
    // carry the schema's defaults into fields left alone.
    const parsed = createArticleInput.safeParse(body);
    if (parsed.error) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      if (mode === 'autosave') setAutosaveProblem(Object.values(fieldErrors)[0] ?? null);
      else {
        setErrors(fieldErrors);
        notifications.show({ color: 'red', message: '入力内容を確認してください' });
      }
      return false;
    }
    const startedAt = version.current;
    setSaving(true);
    try {
      if (copyOrNew) {
        const created = await createArticle(body);
        if (options.asCopy) {
          notifications.show({ color: 'teal', message: '別の下書きとして保存しました' });
          keepLocalCopy();
          leavingOnPurpose.current = true;
          navigate(`/admin/articles/edit_article/${created.id}`);
          return true;
        }
        applyArticle(created, startedAt, f);
        notifications.show({ color: 'teal', message: savedMessage(created, null) });
        // The URL follows; the same article's next editor (if React mounts one) keeps the lock.
        handOverLock(created.id);
        leavingOnPurpose.current = true;
        navigate(`/admin/articles/edit_article/${created.id}`, { replace: true });
        return true;
      }
      // Overwriting a newer version sends whatever differs from it, so the result is this form.
      const stored = options.overwriteFrom ?? base;
      const before = storedBody(stored, { isAdmin });
      if (!options.overwriteFrom && savedBody.current) {
        before.body_json = savedBody.current.json as Record<string, unknown>;
        before.body_html = savedBody.current.html;
      }
      const saved = await updateArticle({ ...changedFields(body, before), id: base.id, updated_at: stored.updated_at });
      applyArticle(saved, startedAt, f);
      if (mode !== 'autosave')
        notifications.show({ color: 'teal', message: savedMessage(saved, articleState(stored)) });
      return true;
    } catch (error) {
      keepLocalCopy();
      if (error instanceof ApiError) {
        if (error.status === 401) return false;
        if (error.status === 409) {
          setConflict(((error.body as { article?: Article }).article ?? null) as Article | null);
          return false;
        }
        if (error.status === 422) {
          const fieldErrors = error.fieldErrors;
          if (fieldErrors.published_at) fieldErrors.schedule_at = fieldErrors.published_at;
          setErrors(fieldErrors);
        }
        if (error.status === 423) void retry();
      }
      const message = (error as Error).message;
      if (mode === 'autosave') setAutosaveProblem(message);
      else notifications.show({ color: 'red', title: '保存できませんでした', message });
      return false;
    } finally {
      setSaving(false);
    }
  }

  // A draft with unsaved changes may be saved behind the writer's back (autosave, preview); a
  // published article's changes stay local until saved.
  const draftToSave = dirty && !readOnly && (!base || articleState(base) === 'draft');
  useAutosave({ due: draftToSave, save: () => save('autosave') });

  async function onTakeOver() {
    if (!articleId) return;
    if (!(await takeOver())) return;
    const fresh = await getArticle(articleId);
    load(fresh);
    rememberSavedBody();
    notifications.show({ color: 'teal', message: '編集を引き継ぎました' });
  }

  const saveDraftFirst = async () => {
    await save('draft');
    return form.latest.current.base?.id ?? null;
  };
  const onPreview = () =>
    openPreview({
      articleId,
      fields: currentFields(),
      saveFirst: draftToSave ? saveDraftFirst : null,
    });

  const state: ArticleState | null = base ? articleState(base) : null;

  return (
    <Stack>
      <LockBanner lock={lock} isAdmin={isAdmin} onTakeOver={onTakeOver} onRetry={() => void retry()} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <HeadlineFields title={fields.title} lead={fields.lead} set={set} errors={errors} readOnly={readOnly} />
            <BodyEditor editor={editor} readOnly={readOnly} error={errors.body_html ?? errors.body_json} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <PublishPanel
              state={state}
              publishedAt={base?.published_at ?? null}
              scheduleAt={fields.schedule_at}
              onScheduleChange={(v) => set({ schedule_at: v })}
              scheduleError={errors.published_at ?? errors.schedule_at}
              saving={saving}
              readOnly={readOnly}
              status={
                <SaveStatus
                  saving={saving}
                  autosaveProblem={autosaveProblem}
                  dirty={dirty}
                  lastSaved={lastSaved}
                  updatedAt={base?.updated_at ?? null}
                />
              }
              onSaveDraft={() => void save('draft')}
              onPublish={() => void save('publish')}
              onPreview={() => void onPreview()}
            />
            <SideFields
              fields={fields}
              set={set}
              errors={errors}
              categories={categories}
              tags={tags}
              onTagCreated={(tag) => setTags((t) => [...t, tag])}
              isAdmin={isAdmin}
              readOnly={readOnly}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <RestoreDraftModal savedAt={recovery.offeredAt} onRestore={recovery.restore} onDiscard={recovery.discard} />
      <ConflictModal
        opened={conflict !== null}
        theirs={conflict ? { writerName: conflict.writer.name, updatedAt: conflict.updated_at } : null}
        onClose={() => setConflict(null)}
        onOverwrite={() => {
          const theirs = conflict;
          setConflict(null);
          if (theirs)
            void save(base && articleState(base) !== 'draft' ? 'publish' : 'draft', { overwriteFrom: theirs });
        }}
        onCopy={() => {
          setConflict(null);
          void save('draft', { asCopy: true });
        }}
      />
      <LeaveModal
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          removeLocalDraft(articleId);
          leavingOnPurpose.current = true;
          blocker.proceed?.();
        }}
        onSave={async () => {
          const ok = await save(base && articleState(base) !== 'draft' ? 'publish' : 'draft');
          if (ok && blocker.state === 'blocked') blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
    </Stack>
  );
}
