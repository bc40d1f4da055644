// The editor of a pending version (予約更新): the same fields as the article's editor, over the
// version as it will read, while the live article stays as it is. Saves go to the update only;
// its review, its time and throwing it away are in the panel beside it.
import { Alert, Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Article } from '../../../../../contract/articles.ts';
import type { ScheduledUpdate } from '../../../../../contract/scheduled-updates.ts';
import type { CategoryTree, TagChoice } from '../../../../../contract/taxonomy.ts';
import { isoToJstWall, jstWallToIso } from '../../../../../contract/time.ts';
import type { Writer } from '../../../../../contract/writers.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { saveScheduledUpdate } from '../../api/scheduled-update.ts';
import { contentBody } from '../../article-fields.ts';
import { useArticleBody } from '../../hooks/use-article-body.ts';
import { useArticleForm } from '../../hooks/use-article-form.ts';
import { useEditLock } from '../../hooks/use-edit-lock.ts';
import { BodyEditor } from '../editor/body-editor.tsx';
import { HeadlineFields } from '../editor/headline-fields.tsx';
import { LockBanner } from '../editor/lock-banner.tsx';
import { SeoFields } from '../editor/seo-fields.tsx';
import { SideFields } from '../editor/side-fields.tsx';
import { UpdatePanel } from './update-panel.tsx';

type Props = {
  writer: Writer;
  live: Article;
  update: ScheduledUpdate;
  categories: CategoryTree[];
  tags: TagChoice[];
  mayPublish: boolean;
};

export function UpdateEditor({ writer, live, update: initial, categories, tags: initialTags, mayPublish }: Props) {
  const isAdmin = writer.role === 'admin';
  const navigate = useNavigate();
  const [update, setUpdate] = useState(initial);
  const form = useArticleForm(initial.version);
  const { fields, errors, dirty, set } = form;
  const [tags, setTags] = useState(initialTags);
  const [goLiveAt, setGoLiveAt] = useState(initial.go_live_at ? isoToJstWall(initial.go_live_at) : null);
  const [markRevised, setMarkRevised] = useState(initial.mark_revised);
  const [saving, setSaving] = useState(false);
  const { lock, takeOver, retry, rest } = useEditLock(live.id);
  const readOnly = lock.status !== 'mine';
  const { editor, currentFields } = useArticleBody({ initial: initial.version, form, readOnly });

  /** Saves what is typed; the update as stored afterwards, or null when the save was refused. */
  async function save(): Promise<ScheduledUpdate | null> {
    const f = currentFields();
    setSaving(true);
    try {
      const saved = await saveScheduledUpdate(live.id, {
        ...contentBody(f),
        go_live_at: goLiveAt ? jstWallToIso(goLiveAt) : null,
        mark_revised: markRevised,
        updated_at: update.updated_at,
      });
      setUpdate(saved.update);
      form.markDirty(false);
      form.setErrors({});
      notifications.show({ color: saved.notice ? 'orange' : 'teal', message: saved.notice ?? '更新版を保存しました' });
      return saved.update;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setErrors(error.fieldErrors);
      notifications.show({ color: 'red', title: '保存できませんでした', message: (error as Error).message });
      return null;
    } finally {
      setSaving(false);
    }
  }

  const settingsChanged =
    markRevised !== update.mark_revised ||
    (goLiveAt ? jstWallToIso(goLiveAt) : null) !== (update.go_live_at && new Date(update.go_live_at).toISOString());

  return (
    <Stack>
      <LockBanner
        lock={lock}
        isAdmin={isAdmin}
        onTakeOver={async () => void (await takeOver())}
        onRetry={() => void retry()}
      />
      <Alert color="blue" icon={<IconInfoCircle />} title="公開中の記事の更新版です">
        読者には、承認されて入れ替わるまで公開中の記事がそのまま表示されます。
      </Alert>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <HeadlineFields title={fields.title} lead={fields.lead} set={set} errors={errors} readOnly={readOnly} />
            <BodyEditor editor={editor} readOnly={readOnly} error={errors.body_json} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <UpdatePanel
              live={live}
              update={update}
              viewer={{ isAdmin, mayPublish }}
              goLiveAt={goLiveAt}
              onGoLiveAtChange={setGoLiveAt}
              markRevised={markRevised}
              onMarkRevisedChange={setMarkRevised}
              dirty={dirty || settingsChanged}
              saving={saving}
              readOnly={readOnly}
              onSave={() => void save()}
              saveFirst={async () => (dirty || settingsChanged ? save() : update)}
              onChanged={(changed, action) => {
                setUpdate(changed);
                // The server let go of the lock with the submit: the admin may open it now.
                if (action === 'submit') rest();
              }}
              onGone={() => void navigate(`/admin/articles/edit_article/${live.id}`)}
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
              contentOnly
            />
            <SeoFields articleId={live.id} fields={fields} set={set} errors={errors} readOnly={readOnly} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
