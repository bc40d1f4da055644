// The editor's 訂正・追記 section: dated notes shown at the end of the article (a 訂正 in its structured
// data too). Each add, change or removal is saved at once, beside the article's own save.
import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import 'dayjs/locale/ja';
import { useState } from 'react';
import { ARTICLE_NOTE_LABELS, type ArticleNoteKind } from '../../../../contract/article-note-kinds.ts';
import type { ArticleNote } from '../../../../contract/article-notes.ts';
import { formatDay, todayInJapan } from '../../../../contract/time.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { JAPANESE_CALENDAR } from '../../../lib/japanese-calendar.ts';
import { createArticleNote } from '../api/create-article-note.ts';
import { deleteArticleNote } from '../api/delete-article-note.ts';
import { getArticleNotes } from '../api/get-article-notes.ts';
import { updateArticleNote } from '../api/update-article-note.ts';

type Draft = { id: number | null; kind: ArticleNoteKind; noted_on: string; body: string };
const emptyDraft = (): Draft => ({ id: null, kind: 'correction', noted_on: todayInJapan(), body: '' });

export function ArticleNotesSection({ articleId, readOnly }: { articleId: number; readOnly: boolean }) {
  const notes = useApiQuery(`article-notes:${articleId}`, () => getArticleNotes(articleId));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      notes.reload();
      notifications.show({ color: 'teal', message: done });
      return true;
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else notifications.show({ color: 'red', title: 'できませんでした', message: (error as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (draft.body.trim() === '') {
      setErrors({ body: '内容を入力してください' });
      return;
    }
    const fields = { kind: draft.kind, noted_on: draft.noted_on, body: draft.body };
    const label = ARTICLE_NOTE_LABELS[draft.kind];
    const saved = draft.id
      ? await run(() => updateArticleNote(draft.id as number, fields), `${label}を保存しました`)
      : await run(() => createArticleNote({ article_id: articleId, ...fields }), `${label}を追加しました`);
    if (saved) {
      setDraft(emptyDraft());
      setErrors({});
    }
  }

  const edit = (note: ArticleNote) => {
    setDraft({ id: note.id, kind: note.kind, noted_on: note.noted_on, body: note.body });
    setErrors({});
  };

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        訂正・追記
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        公開後に誤りを直したときや情報を加えたときに、日付つきで記事の末尾に表示します。
      </Text>
      <Stack gap="sm">
        {(notes.data ?? []).length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="訂正・追記の一覧"
          >
            {(notes.data ?? []).map((note) => (
              <Group component="li" key={note.id} gap="xs" wrap="nowrap" align="flex-start">
                <Badge
                  size="sm"
                  variant="light"
                  color={note.kind === 'correction' ? 'red' : 'blue'}
                  style={{ flexShrink: 0 }}
                >
                  {ARTICLE_NOTE_LABELS[note.kind]}
                </Badge>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    {formatDay(note.noted_on)}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {note.body}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${formatDay(note.noted_on)}の${ARTICLE_NOTE_LABELS[note.kind]}を編集`}
                  onClick={() => edit(note)}
                  disabled={readOnly || busy}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${formatDay(note.noted_on)}の${ARTICLE_NOTE_LABELS[note.kind]}を削除`}
                  onClick={() =>
                    void run(() => deleteArticleNote(note.id), `${ARTICLE_NOTE_LABELS[note.kind]}を削除しました`)
                  }
                  disabled={readOnly || busy}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <SegmentedControl
          aria-label="種類"
          value={draft.kind}
          onChange={(kind) => setDraft((d) => ({ ...d, kind: kind as ArticleNoteKind }))}
          data={[
            { value: 'correction', label: '訂正' },
            { value: 'addendum', label: '追記' },
          ]}
          disabled={readOnly}
        />
        <DatePickerInput
          label="日付"
          valueFormat="YYYY/MM/DD"
          value={draft.noted_on}
          onChange={(day) => setDraft((d) => ({ ...d, noted_on: day ?? todayInJapan() }))}
          {...JAPANESE_CALENDAR}
          getDayAriaLabel={formatDay}
          popoverProps={{ withinPortal: true }}
          error={errors.noted_on}
          disabled={readOnly}
        />
        <Textarea
          label="内容"
          placeholder="例：初出時、成分名に誤りがありました。お詫びして訂正いたします。"
          value={draft.body}
          onChange={(e) => {
            const body = e.currentTarget.value;
            setDraft((d) => ({ ...d, body }));
          }}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          error={errors.body}
          disabled={readOnly}
        />
        <Group gap="xs" justify="flex-end">
          {draft.id !== null && (
            <Button variant="default" onClick={() => setDraft(emptyDraft())} disabled={busy}>
              キャンセル
            </Button>
          )}
          <Button onClick={() => void submit()} loading={busy} disabled={readOnly}>
            {draft.id !== null ? '保存' : `${ARTICLE_NOTE_LABELS[draft.kind]}を追加`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
