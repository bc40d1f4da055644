// 「配信」: keeps this one article out of chosen news apps. Saved at once, apart from the article.
import { Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FEED_OUTLETS, type FeedOutletId } from '../../../../../contract/feed-outlets.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { getArticleOptOuts, setArticleOptOuts } from '../../api/article-feed-outlets.ts';

export function FeedOutletsCard({
  articleId,
  isPr,
  readOnly,
}: {
  articleId: number;
  isPr: boolean;
  readOnly: boolean;
}) {
  const stored = useApiQuery(`feed-outlets:${articleId}`, () => getArticleOptOuts(articleId));
  const [saving, setSaving] = useState(false);
  // Shown as chosen at once; the stored list comes back when the save fails.
  const [chosen, setChosen] = useState<FeedOutletId[] | null>(null);
  const optedOut = chosen ?? stored.data ?? [];

  async function toggle(id: FeedOutletId, send: boolean) {
    const next = send ? optedOut.filter((o) => o !== id) : [...optedOut, id];
    setChosen(next);
    setSaving(true);
    try {
      setChosen(await setArticleOptOuts(articleId, next));
      const name = FEED_OUTLETS.find((o) => o.id === id)?.name ?? id;
      notifications.show({ color: 'teal', message: send ? `${name}に配信します` : `${name}には配信しません` });
    } catch (error) {
      setChosen(null);
      notifications.show({ color: 'red', title: '保存できませんでした', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        配信
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        チェックを外した配信先（ニュースアプリ）には、この記事を送りません。変更はすぐに保存されます。
      </Text>
      <Stack gap="xs" aria-label="配信先">
        {FEED_OUTLETS.map((outlet) => (
          <Checkbox
            key={outlet.id}
            label={outlet.name}
            checked={stored.data !== undefined && !optedOut.includes(outlet.id)}
            disabled={readOnly || saving || stored.data === undefined}
            onChange={(e) => void toggle(outlet.id, e.currentTarget.checked)}
          />
        ))}
      </Stack>
      {isPr && (
        <Text size="xs" c="dimmed" mt="sm">
          PR記事は、広告記事を受け付けない配信先には配信ルールで送られません（SmartNewsでは記事下のスポンサー枠に出ます）。
        </Text>
      )}
    </Card>
  );
}
