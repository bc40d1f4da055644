// The pending version's card: save it, choose when it replaces the live article and whether that
// moves 更新日, and its 校正 — a writer submits or withdraws it, whoever may publish approves it (now
// or at the time chosen) or moves an approved time, an admin returns it with a comment; and throw it away.
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Article } from '../../../../../contract/articles.ts';
import type { ScheduledUpdate, UpdateReviewRequest } from '../../../../../contract/scheduled-updates.ts';
import { formatDateTime, jstWallToIso } from '../../../../../contract/time.ts';
import { ConfirmModal } from '../../../../components/admin/confirm-modal.tsx';
import { discardScheduledUpdate, reviewScheduledUpdate } from '../../api/scheduled-update.ts';
import { RevisedCheckbox } from '../editor/revised-checkbox.tsx';
import { ScheduleFields, useScheduleInput } from '../editor/schedule-fields.tsx';
import { FIELD_LABEL, UpdateStateBadge } from './update-state.tsx';

type Action = UpdateReviewRequest['action'];

type Props = {
  live: Article;
  update: ScheduledUpdate;
  viewer: { isAdmin: boolean; mayPublish: boolean };
  /** The chosen time, JST wall time; null for "as soon as approved". */
  goLiveAt: string | null;
  onGoLiveAtChange: (value: string | null) => void;
  markRevised: boolean;
  onMarkRevisedChange: (value: boolean) => void;
  dirty: boolean;
  saving: boolean;
  readOnly: boolean;
  onSave: () => void;
  /** Saves unsaved changes first; the update as stored afterwards, or null when the save failed. */
  saveFirst: () => Promise<ScheduledUpdate | null>;
  onChanged: (update: ScheduledUpdate, action: Action) => void;
  /** The update went live or was thrown away. */
  onGone: () => void;
};

export function UpdatePanel(p: Props) {
  const { update, viewer, readOnly } = p;
  const schedule = useScheduleInput(p.goLiveAt, p.onGoLiveAtChange);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const state = update.review_state;
  const future = p.goLiveAt !== null && new Date(jstWallToIso(p.goLiveAt)).getTime() > Date.now();

  async function act(action: Action) {
    if (action === 'return' && !note.trim()) {
      notifications.show({ color: 'red', message: '差し戻す理由をコメントに書いてください' });
      return;
    }
    if (schedule.reveal()) return;
    setBusy(action);
    try {
      const saved = await p.saveFirst();
      if (!saved) return;
      const at = p.goLiveAt ? jstWallToIso(p.goLiveAt) : null;
      const body: UpdateReviewRequest =
        action === 'approve'
          ? { action, comment: note, go_live_at: future ? at : null, updated_at: saved.updated_at }
          : action === 'reschedule'
            ? { action, go_live_at: at ?? '', updated_at: saved.updated_at }
            : action === 'withdraw'
              ? { action, updated_at: saved.updated_at }
              : { action, comment: note, updated_at: saved.updated_at };
      const result = await reviewScheduledUpdate(p.live.id, body);
      setNote('');
      if (!result.update) {
        notifications.show({ color: 'teal', message: '更新版を公開しました。公開中の記事が入れ替わりました' });
        p.onGone();
        return;
      }
      p.onChanged(result.update, action);
      notifications.show({ color: 'teal', message: DONE[action](result.update.go_live_at) });
    } catch (error) {
      notifications.show({ color: 'red', title: 'できませんでした', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  async function discard() {
    await discardScheduledUpdate(p.live.id);
    setDiscarding(false);
    notifications.show({ color: 'teal', message: '更新版を破棄しました' });
    p.onGone();
  }

  const disabled = readOnly || busy !== null;
  return (
    <Card withBorder data-testid="update-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            予約更新
          </Title>
          <UpdateStateBadge state={state} />
        </Group>
        {state === 'approved' && update.go_live_at && (
          <Text size="sm" fw={600}>
            {formatDateTime(update.go_live_at)}に公開中の記事と入れ替わります
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {update.changed.length > 0
            ? `公開中の記事からの変更：${update.changed.map((f) => FIELD_LABEL[f]).join('・')}`
            : 'まだ公開中の記事と同じ内容です'}
        </Text>
        <ScheduleFields schedule={schedule} disabled={disabled} />
        <RevisedCheckbox
          checked={p.markRevised}
          onChange={p.onMarkRevisedChange}
          revisedAt={p.live.revised_at}
          disabled={disabled}
          when={{ moment: 'チェックしておくと、公開中の記事と入れ替わるときに', day: 'その日' }}
        />
        <Button onClick={p.onSave} loading={p.saving} disabled={disabled || !p.dirty} variant="default">
          更新版を保存
        </Button>
        <Textarea
          label="校正のコメント"
          placeholder={viewer.isAdmin ? '差し戻すときは理由を書いてください' : '確認してほしい点など'}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          disabled={disabled}
        />
        <Group gap="xs">
          {(state === null || state === 'returned') && !viewer.mayPublish && (
            <Button onClick={() => void act('submit')} loading={busy === 'submit'} disabled={disabled}>
              校正に出す
            </Button>
          )}
          {state === 'pending' && (
            <Button
              variant="default"
              onClick={() => void act('withdraw')}
              loading={busy === 'withdraw'}
              disabled={disabled}
            >
              取り下げる
            </Button>
          )}
          {state !== 'approved' && viewer.mayPublish && (
            <Button color="teal.9" onClick={() => void act('approve')} loading={busy === 'approve'} disabled={disabled}>
              {future ? '承認して予約' : '承認して今すぐ公開'}
            </Button>
          )}
          {state === 'approved' && viewer.mayPublish && (
            <Button
              variant="default"
              onClick={() => void act('reschedule')}
              loading={busy === 'reschedule'}
              disabled={disabled || !future}
            >
              日時を変更
            </Button>
          )}
          {state === 'pending' && viewer.isAdmin && (
            <Button
              color="red"
              variant="light"
              onClick={() => void act('return')}
              loading={busy === 'return'}
              disabled={disabled}
            >
              差し戻す
            </Button>
          )}
        </Group>
        <Button variant="subtle" color="red" onClick={() => setDiscarding(true)} disabled={disabled}>
          更新版を破棄
        </Button>
      </Stack>
      <ConfirmModal
        opened={discarding}
        onClose={() => setDiscarding(false)}
        title="更新版を破棄しますか？"
        message="書き直した内容は失われます。公開中の記事はそのままです。"
        confirmLabel="破棄する"
        onConfirm={discard}
      />
    </Card>
  );
}

const DONE: Record<Action, (at: string | null) => string> = {
  submit: () => '更新版を校正に出しました',
  withdraw: () => '校正を取り下げました',
  return: () => '更新版を差し戻しました',
  approve: (at) => (at ? `承認しました。${formatDateTime(at)}に公開中の記事と入れ替わります` : '承認しました'),
  reschedule: (at) => (at ? `${formatDateTime(at)}に入れ替えるよう変更しました` : '日時を変更しました'),
};
