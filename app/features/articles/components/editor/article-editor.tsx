// The article editor: one component for new and existing articles. Puts together the form state, the
// edit lock, saving (by hand and autosave), the local copy, the leave guard and the editor's dialogs.
import { Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { Article } from '../../../../../contract/articles.ts';
import type { ReviewActionRequest } from '../../../../../contract/review.ts';
import type { CategoryTree, TagChoice } from '../../../../../contract/taxonomy.ts';
import type { Writer } from '../../../../../contract/writers.ts';
import { ArticleNotesSection } from '../../../article-notes/components/article-notes-section.tsx';
import { ArticleReviewersSection } from '../../../reviewers/components/article-reviewers-section.tsx';
import { EpisodeFields } from '../../../series/components/episode-fields.tsx';
import { StyleWarnings } from '../../../style-rules/components/style-warnings.tsx';
import { getArticle } from '../../api/get-article.ts';
import { articleState } from '../../article-status.ts';
import { fieldProblems, goToField } from '../../field-problems.ts';
import { useArticleBody } from '../../hooks/use-article-body.ts';
import { useArticleForm } from '../../hooks/use-article-form.ts';
import { useArticleSave } from '../../hooks/use-article-save.ts';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { useEditLock } from '../../hooks/use-edit-lock.ts';
import { useLeaveGuard } from '../../hooks/use-leave-guard.ts';
import { removeLocalDraft } from '../../hooks/use-local-draft.ts';
import { useLocalRecovery } from '../../hooks/use-local-recovery.ts';
import { useSaveShortcut } from '../../hooks/use-save-shortcut.ts';
import { openPreview } from '../../open-preview.ts';
import { DuplicateArticleButton } from '../duplicate/duplicate-article-button.tsx';
import { RelatedPicks } from '../related/related-picks.tsx';
import { ScheduledUpdateCard } from '../update/scheduled-update-card.tsx';
import classes from './article-editor.module.css';
import { BodyEditor } from './body-editor.tsx';
import { BrokenLinks } from './broken-links.tsx';
import { ConflictModal, LeaveModal, RestoreDraftModal } from './editor-dialogs.tsx';
import { FeedOutletsCard } from './feed-outlets-card.tsx';
import { HeadlineFields } from './headline-fields.tsx';
import { LockBanner } from './lock-banner.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { RevisedCheckbox } from './revised-checkbox.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { SaveStatus } from './save-status.tsx';
import { SeoFields } from './seo-fields.tsx';
import { ShareLinks } from './share-links.tsx';
import { SideFields } from './side-fields.tsx';

type Props = {
  writer: Writer;
  article: Article | null;
  categories: CategoryTree[];
  tags: TagChoice[];
  /** Publishing without review (admins, or writers where the publication allows it). */
  mayPublish: boolean;
};

export function ArticleEditor({ writer, article: initial, categories, tags: initialTags, mayPublish }: Props) {
  const isAdmin = writer.role === 'admin';
  const form = useArticleForm(initial);
  const { base, fields, errors, dirty, set } = form;
  const articleId = base?.id ?? null;
  const [tags, setTags] = useState(initialTags);

  const [markRevised, setMarkRevised] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each stored version starts unmarked
  useEffect(() => setMarkRevised(false), [base?.updated_at]);
  const { lock, takeOver, retry, rest } = useEditLock(articleId);
  const readOnly = articleId !== null && lock.status !== 'mine';

  const { editor, currentFields, load } = useArticleBody({ initial, form, readOnly });

  // Where an earlier visit's copy is looked for: a first save that gives the article its id later is
  // this visit, and its own copy is nothing to offer back.
  const [openedId] = useState(initial?.id ?? null);
  const recovery = useLocalRecovery({
    writerId: writer.id,
    openedId,
    form,
    editor,
    currentFields,
  });
  const { keepLocalCopy } = recovery;
  const { blocker, leavingOnPurpose } = useLeaveGuard({ dirty: form.dirtyRef, keepLocalCopy });
  const saver = useArticleSave({
    form,
    editor,
    currentFields,
    isAdmin,
    readOnly,
    keepLocalCopy,
    leavingOnPurpose,
    retry,
    markRevised,
  });
  const { save, conflict, refusals } = saver;
  useSaveShortcut(() => void saver.saveAsItStands());

  // A refused save sends the writer to the first problem, wherever on the page it is (on a phone
  // the side column's fields sit far below the buttons), and the buttons list them all.
  const problems = fieldProblems(errors);
  const firstProblem = problems[0]?.target ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refused save, not per edit
  useEffect(() => {
    if (refusals > 0 && firstProblem) goToField(firstProblem);
  }, [refusals]);

  // A draft with unsaved changes may be saved behind the writer's back (autosave, preview); a
  // published article's changes stay local until saved.
  const draftToSave = dirty && !readOnly && (!base || articleState(base) === 'draft');
  useAutosave({ due: draftToSave, save: () => save('autosave') });

  async function onTakeOver() {
    if (!articleId) return;
    if (!(await takeOver())) return;
    const fresh = await getArticle(articleId);
    load(fresh);
    saver.rememberSavedBody();
    notifications.show({ color: 'teal', message: '編集を引き継ぎました' });
  }

  const saveDraftFirst = async () => (await save('draft'))?.id ?? null;
  /** Saves unsaved changes as a draft before a review action, which acts on the stored article. */
  const storedForReview = async () => (form.dirtyRef.current ? save('draft') : form.latest.current.base);
  const onReviewed = (reviewed: Article, action?: ReviewActionRequest['action']) => {
    load(reviewed);
    saver.rememberSavedBody();
    // The server let go of the lock with the submit: the admin may open it now.
    if (action === 'submit') rest();
  };
  const onPreview = () => openPreview({ articleId, saveFirst: draftToSave ? saveDraftFirst : null });

  return (
    <Stack className={classes.editor}>
      <LockBanner lock={lock} isAdmin={isAdmin} onTakeOver={onTakeOver} onRetry={() => void retry()} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <HeadlineFields title={fields.title} lead={fields.lead} set={set} errors={errors} readOnly={readOnly} />
            <BodyEditor editor={editor} readOnly={readOnly} error={errors.body_json} />
            <StyleWarnings editor={editor} title={fields.title} lead={fields.lead} set={set} readOnly={readOnly} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <PublishPanel
              state={base ? articleState(base) : null}
              publishedAt={base?.published_at ?? null}
              scheduleAt={fields.schedule_at}
              onScheduleChange={(v) => set({ schedule_at: v })}
              scheduleError={errors.published_at ?? errors.schedule_at}
              saving={saver.status.saving}
              readOnly={readOnly}
              mayPublish={mayPublish}
              status={
                <>
                  <SaveStatus {...saver.status} dirty={dirty} updatedAt={base?.updated_at ?? null} />
                  <BrokenLinks editor={editor} />
                </>
              }
              problems={problems}
              refusals={refusals}
              onSaveDraft={() => void save('draft')}
              onPublish={() => void save('publish')}
              onPreview={() => void onPreview()}
              saveOptions={
                base && articleState(base) === 'published' ? (
                  <RevisedCheckbox
                    checked={markRevised}
                    onChange={setMarkRevised}
                    revisedAt={base.revised_at}
                    disabled={readOnly}
                  />
                ) : null
              }
            />
            {base && articleState(base) === 'published' && (
              <ScheduledUpdateCard articleId={base.id} readOnly={readOnly} dirty={dirty} />
            )}
            {base && (
              <ReviewPanel
                article={base}
                viewer={{ id: writer.id, isAdmin }}
                scheduleAt={fields.schedule_at}
                readOnly={readOnly}
                editor={editor}
                saveFirst={storedForReview}
                onChanged={onReviewed}
              />
            )}
            {base && <ShareLinks articleId={base.id} readOnly={readOnly} />}
            {base && <ArticleReviewersSection articleId={base.id} readOnly={readOnly} isAdmin={isAdmin} />}
            {base && <ArticleNotesSection articleId={base.id} readOnly={readOnly} />}
            {base && <FeedOutletsCard articleId={base.id} isPr={fields.is_pr} readOnly={readOnly} />}
            {base && <DuplicateArticleButton articleId={base.id} dirty={dirty} />}
            {base && <EpisodeFields articleId={base.id} readOnly={readOnly} />}
            {base && (
              <RevisionHistory
                articleId={base.id}
                updatedAt={base.updated_at}
                canRestore={!readOnly && !dirty}
                onRestored={onReviewed}
              />
            )}
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
            {base && <RelatedPicks articleId={base.id} readOnly={readOnly} />}
            <SeoFields articleId={base?.id ?? null} fields={fields} set={set} errors={errors} readOnly={readOnly} />
          </Stack>
        </Grid.Col>
      </Grid>
      <RestoreDraftModal savedAt={recovery.offeredAt} onRestore={recovery.restore} onDiscard={recovery.discard} />
      <ConflictModal
        opened={conflict !== null}
        theirs={conflict ? { writerName: conflict.writer.name, updatedAt: conflict.updated_at } : null}
        onClose={saver.resolveConflict.dismiss}
        onOverwrite={saver.resolveConflict.overwrite}
        onCopy={saver.resolveConflict.saveAsCopy}
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
          const ok = await saver.saveAsItStands();
          if (ok && blocker.state === 'blocked') blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
    </Stack>
  );
}
