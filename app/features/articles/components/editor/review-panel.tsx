// 校正 in the editor: submit a draft, withdraw it, and (admins) return it with a comment or approve it
// to publish now or at the chosen time; below, the review's conversation, with comments that quote
// a passage of the body and lead back to it.
import { Blockquote, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import type { Article } from '../../../../../contract/articles.ts';
import type { ArticleComment, CommentAction, ReviewActionRequest } from '../../../../../contract/review.ts';
import { formatDateTime, jstWallToIso } from '../../../../../contract/time.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { addComment, listComments, reviewArticle } from '../../api/review.ts';
import { ReviewBadge } from '../status-badge.tsx';

const ACTION_TEXT: Record<CommentAction, string> = {
  comment: 'コメント',
  submit: '校正に出しました',
  withdraw: '校正を取り下げました',
  return: '差し戻しました',
  approve: '承認しました',
};

type Props = {
  article: Article;
  /** The signed-in writer: an admin submits only their own articles. */
  viewer: { id: number; isAdmin: boolean };
  /** The schedule chosen in the publishing card (JST wall time): an approval publishes then. */
  scheduleAt: string | null;
  readOnly: boolean;
  editor: Editor | null;
  /** Saves unsaved changes first; the article as stored afterwards, or null when the save failed. */
  saveFirst: () => Promise<Article | null>;
  onChanged: (article: Article, action: ReviewActionRequest['action']) => void;
};

export function ReviewPanel({ article, viewer, scheduleAt, readOnly, editor, saveFirst, onChanged }: Props) {
  const comments = useApiQuery(`comments:${article.id}:${article.updated_at}`, () => listComments(article.id));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ReviewActionRequest['action'] | null>(null);
  const state = article.review_state;
  const draft = article.status === 'draft';
  const scheduled = scheduleAt !== null && new Date(jstWallToIso(scheduleAt)).getTime() > Date.now();

  async function act(action: ReviewActionRequest['action']) {
    if (action === 'return' && !note.trim()) {
      notifications.show({ color: 'red', message: '差し戻す理由をコメントに書いてください' });
      return;
    }
    setBusy(action);
    try {
      const saved = await saveFirst();
      if (!saved) return;
      const body: ReviewActionRequest =
        action === 'approve'
          ? {
              action,
              comment: note,
              updated_at: saved.updated_at,
              ...(scheduled && { published_at: jstWallToIso(scheduleAt as string) }),
            }
          : action === 'withdraw'
            ? { action, updated_at: saved.updated_at }
            : { action, comment: note, updated_at: saved.updated_at };
      onChanged(await reviewArticle(article.id, body), action);
      setNote('');
      notifications.show({ color: 'teal', message: DONE[action](scheduled) });
    } catch (error) {
      notifications.show({ color: 'red', title: 'できませんでした', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  const isAdmin = viewer.isAdmin;
  const canSubmit = draft && state !== 'pending' && (!isAdmin || article.writer.id === viewer.id);
  const reviewing = state === 'pending';
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          校正
        </Title>
        <ReviewBadge state={state} />
      </Group>
      <Stack gap="sm">
        {(canSubmit || reviewing) && !readOnly && (
          <Textarea
            label={reviewing && isAdmin ? 'ライターへのコメント' : '校正担当へのメモ（任意）'}
            description={reviewing && isAdmin ? '差し戻すときは必須です' : undefined}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
        )}
        {canSubmit && !readOnly && (
          <Button onClick={() => void act('submit')} loading={busy === 'submit'} disabled={busy !== null}>
            校正に出す
          </Button>
        )}
        {reviewing && isAdmin && !readOnly && (
          <Group grow gap="xs">
            <Button
              variant="outline"
              color="red.9"
              onClick={() => void act('return')}
              loading={busy === 'return'}
              disabled={busy !== null}
            >
              差し戻す
            </Button>
            <Button onClick={() => void act('approve')} loading={busy === 'approve'} disabled={busy !== null}>
              {scheduled ? '承認して予約' : '承認して公開'}
            </Button>
          </Group>
        )}
        {reviewing && !readOnly && (
          <Button
            variant="subtle"
            color="gray"
            onClick={() => void act('withdraw')}
            loading={busy === 'withdraw'}
            disabled={busy !== null}
          >
            校正を取り下げる
          </Button>
        )}
        {reviewing && !isAdmin && (
          <Text size="xs" c="dimmed">
            管理者の確認を待っています。待っている間も書き直せます。
          </Text>
        )}
        <CommentThread
          articleId={article.id}
          comments={comments.data ?? []}
          editor={editor}
          onAdded={comments.reload}
        />
      </Stack>
    </Card>
  );
}

const DONE: Record<ReviewActionRequest['action'], (scheduled: boolean) => string> = {
  submit: () => '校正に出しました。管理者にお知らせしました',
  withdraw: () => '校正を取り下げました',
  return: () => 'ライターに差し戻しました',
  approve: (scheduled) => (scheduled ? '承認して予約しました' : '承認して公開しました'),
};

function CommentThread(p: {
  articleId: number;
  comments: ArticleComment[];
  editor: Editor | null;
  onAdded: () => void;
}) {
  const [body, setBody] = useState('');
  const [quote, setQuote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function quoteSelection() {
    const selection = p.editor?.state.selection;
    const text = selection && p.editor ? p.editor.state.doc.textBetween(selection.from, selection.to, ' ').trim() : '';
    if (!text) notifications.show({ message: '本文でコメントしたい部分を選んでから押してください' });
    else setQuote(text.slice(0, 500));
  }

  async function send() {
    setSending(true);
    try {
      await addComment(p.articleId, { body, quote });
      setBody('');
      setQuote(null);
      p.onAdded();
    } catch (error) {
      notifications.show({ color: 'red', title: 'コメントできませんでした', message: (error as Error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="xs" mt="xs">
      <Title order={3} size="h6">
        コメント
      </Title>
      {p.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          まだコメントはありません
        </Text>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="コメント">
        {p.comments.map((c) => (
          <li key={c.id}>
            <Text size="xs" c="dimmed">
              {c.writer?.name ?? '削除されたアカウント'}・{formatDateTime(c.created_at)}
              {c.action !== 'comment' && `・${ACTION_TEXT[c.action]}`}
            </Text>
            {c.quote && (
              <Blockquote
                p={6}
                mt={4}
                fz="xs"
                style={{ cursor: 'pointer' }}
                onClick={() => selectPassage(p.editor, c.quote as string)}
                title="本文のこの部分を選ぶ"
              >
                {c.quote}
              </Blockquote>
            )}
            {c.body && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.body}
              </Text>
            )}
          </li>
        ))}
      </Stack>
      {quote && (
        <Blockquote p={6} fz="xs">
          {quote}
        </Blockquote>
      )}
      <Textarea
        label="コメントを書く"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Group gap="xs" justify="space-between">
        <Button variant="default" size="xs" onClick={quoteSelection}>
          {quote ? '引用を選び直す' : '選んだ文章を引用'}
        </Button>
        <Button size="xs" onClick={() => void send()} loading={sending} disabled={!body.trim()}>
          コメントする
        </Button>
      </Group>
    </Stack>
  );
}

/** Selects the first place in the body where a comment's quoted passage stands, and shows it. */
function selectPassage(editor: Editor | null, quote: string) {
  if (!editor) return;
  let found: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found || !node.isTextblock) return !found;
    const at = node.textContent.indexOf(quote);
    if (at >= 0) found = { from: pos + 1 + at, to: pos + 1 + at + quote.length };
    return false;
  });
  if (found) editor.chain().focus().setTextSelection(found).scrollIntoView().run();
  else notifications.show({ message: '本文にこの文章が見つかりません。書き直されたようです' });
}
