// リンク: to an address typed in, or to one of the magazine's own articles found by its title, as a
// link in the text or as a 記事カード. With nothing selected, a link is inserted with the article's
// title (or the address) as its text. A typed address may be marked as an advertisement (an
// affiliate link): it is then written `rel="sponsored"` and its page says it holds a promotion.
import { Button, Checkbox, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';
import { isSponsoredRel } from '../../../../../contract/article-body/blocks/link.ts';
import { isLinkHref } from '../../../../../contract/article-body/document.ts';
import type { ArticleCard } from '../../../../../contract/articles.ts';
import { formatDate } from '../../../../../contract/time.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { searchPublished } from '../../api/search-published.ts';

export function LinkModal({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  const [sponsored, setSponsored] = useState(false);
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState('');
  const [title] = useDebouncedValue(query.trim(), 300);
  const [found, setFound] = useState<ArticleCard[] | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setHref(editor.getAttributes('link').href ?? '');
    setSponsored(isSponsoredRel(editor.getAttributes('link').rel));
    setQuery('');
    setError(undefined);
  }, [opened, editor]);

  useEffect(() => {
    if (title === '') return setFound(null);
    let current = true;
    setSearching(true);
    searchPublished(title)
      .then((list) => current && setFound(list.articles))
      .catch(() => current && setFound([]))
      .finally(() => current && setSearching(false));
    return () => {
      current = false;
    };
  }, [title]);

  /** `paid`: an advertisement's link; one of our own articles never is. */
  function apply(url: string, text: string, paid = false) {
    const attrs = { href: url, rel: paid ? 'sponsored' : null };
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] }).run();
    } else {
      chain.extendMarkRange('link').setLink(attrs).run();
    }
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const url = href.trim();
    if (!isLinkHref(url)) {
      setError('https:// で始まるURL、/ で始まるサイト内のパス、または mailto: のメールアドレスを入力してください');
      return;
    }
    apply(url, url, sponsored);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="リンク">
      <Stack>
        <TextInput
          label="サイト内の記事を探す"
          description="公開中の記事をタイトルで検索します"
          placeholder="例：つけ置き"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={blockImeEnter}
          rightSection={searching ? <Loader size={14} /> : null}
          data-autofocus
        />
        {found && (
          <Stack gap={4} role="list" aria-label="見つかった記事">
            {found.length === 0 && (
              <Text size="sm" c="dimmed">
                見つかりませんでした
              </Text>
            )}
            {found.map((article) => (
              <Group
                key={article.id}
                role="listitem"
                aria-label={article.title}
                gap={4}
                wrap="nowrap"
                p={6}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
              >
                <UnstyledButton
                  onClick={() => apply(`/articles/${article.id}`, article.title)}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={`「${article.title}」へのリンク`}
                >
                  <Text size="sm" fw={500} lineClamp={2}>
                    {article.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[article.category?.title, article.published_at && formatDate(article.published_at)]
                      .filter(Boolean)
                      .join('・')}
                  </Text>
                </UnstyledButton>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    editor
                      .chain()
                      .focus()
                      .setLinkCard({
                        href: `/articles/${article.id}`,
                        title: article.title,
                        image: article.thumbnail_url,
                      })
                      .run();
                    onClose();
                  }}
                  aria-label={`「${article.title}」をカードで入れる`}
                >
                  カード
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label="URLを入力する"
              placeholder="https://example.com/ または /articles/123"
              value={href}
              onChange={(e) => setHref(e.currentTarget.value)}
              error={error}
            />
            <Checkbox
              label="広告・アフィリエイトのリンク"
              description="報酬や提供のあるリンクです。記事のページに「本ページにはプロモーションが含まれています」と表示します"
              checked={sponsored}
              onChange={(e) => setSponsored(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              {editor.isActive('link') && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    onClose();
                  }}
                >
                  リンクを外す
                </Button>
              )}
              <Button type="submit">リンクする</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
