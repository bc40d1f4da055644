// 関連記事: up to MAX_RELATED_PICKS public articles picked by title, shown first in the article page's
// 「あわせて読みたい」 in this order (the automatic suggestions fill the rest). Saved as soon as changed.
import { ActionIcon, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ArticleCard } from '../../../../../contract/articles.ts';
import { MAX_RELATED_PICKS, type RelatedPick } from '../../../../../contract/related-articles.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { getRelatedPicks, saveRelatedPicks } from '../../api/related-picks.ts';
import { searchPublished } from '../../api/search-published.ts';

function useTitleSearch(query: string) {
  const [title] = useDebouncedValue(query.trim(), 300);
  const [found, setFound] = useState<ArticleCard[] | null>(null);
  const [searching, setSearching] = useState(false);
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
  return { found, searching };
}

export function RelatedPicks({ articleId, readOnly }: { articleId: number; readOnly: boolean }) {
  const stored = useApiQuery(`related-picks:${articleId}`, () => getRelatedPicks(articleId));
  const [picks, setPicks] = useState<RelatedPick[] | null>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const { found, searching } = useTitleSearch(query);
  const list = picks ?? stored.data ?? [];
  const full = list.length >= MAX_RELATED_PICKS;

  async function save(next: RelatedPick[]) {
    setBusy(true);
    try {
      setPicks(
        await saveRelatedPicks(
          articleId,
          next.map((p) => p.id),
        ),
      );
      notifications.show({ color: 'teal', message: '関連記事を保存しました' });
    } catch (error) {
      notifications.show({ color: 'red', title: '関連記事を保存できませんでした', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    void save(next);
  };
  const candidates = (found ?? []).filter((a) => a.id !== articleId && !list.some((p) => p.id === a.id));

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        関連記事
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        記事ページの「あわせて読みたい」の先頭に、この順で出ます（{MAX_RELATED_PICKS}
        件まで）。足りない分は自動で選ばれます。
      </Text>
      <Stack gap="xs">
        {list.length > 0 && (
          <Stack gap={4} role="list" aria-label="選んだ関連記事">
            {list.map((pick, i) => (
              <Group key={pick.id} role="listitem" aria-label={pick.title} gap={4} wrap="nowrap">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={2} c={pick.shown ? undefined : 'dimmed'}>
                  {pick.title}
                </Text>
                {!pick.shown && (
                  <Badge size="xs" color="gray" variant="light">
                    非公開のため表示されません
                  </Badge>
                )}
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`「${pick.title}」を上へ`}
                  disabled={readOnly || busy || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`「${pick.title}」を下へ`}
                  disabled={readOnly || busy || i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`「${pick.title}」を外す`}
                  disabled={readOnly || busy}
                  onClick={() => void save(list.filter((p) => p.id !== pick.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          label="関連記事を探す"
          description={
            full ? `${MAX_RELATED_PICKS}件選んであります。外すと追加できます` : '公開中の記事をタイトルで検索します'
          }
          placeholder="例：冷蔵庫"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={blockImeEnter}
          rightSection={searching ? <Loader size={14} /> : null}
          disabled={readOnly || full}
        />
        {found && !full && (
          <Stack gap={4} role="list" aria-label="関連記事の候補">
            {candidates.length === 0 && (
              <Text size="sm" c="dimmed">
                見つかりませんでした
              </Text>
            )}
            {candidates.map((article) => (
              <Group key={article.id} role="listitem" aria-label={article.title} gap={4} wrap="nowrap">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                  {article.title}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={readOnly || busy}
                  aria-label={`「${article.title}」を関連記事に追加`}
                  onClick={() => {
                    setQuery('');
                    void save([...list, { id: article.id, title: article.title, is_pr: article.is_pr, shown: true }]);
                  }}
                >
                  追加
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
