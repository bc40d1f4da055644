// The editor's 監修者 section: the experts who checked the article, named by the byline in the order
// chosen. A change is saved at once (it is its own call, beside the article's save).
import { Anchor, Card, MultiSelect, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MAX_REVIEWERS_PER_ARTICLE, type PublicReviewer } from '../../../../contract/reviewers.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { getArticleReviewers } from '../api/get-article-reviewers.ts';
import { getReviewers } from '../api/get-reviewers.ts';
import { setArticleReviewers } from '../api/set-article-reviewers.ts';

const label = (r: Pick<PublicReviewer, 'name' | 'credentials'>) => `${r.name}（${r.credentials}）`;

export function ArticleReviewersSection({
  articleId,
  readOnly,
  isAdmin,
}: {
  articleId: number;
  readOnly: boolean;
  isAdmin: boolean;
}) {
  const chosen = useApiQuery(`article-reviewers:${articleId}`, () => getArticleReviewers(articleId));
  const all = useApiQuery('reviewers:choices', () => getReviewers({ per: 100 }));
  const [saving, setSaving] = useState(false);
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? (chosen.data ?? []).map((r) => String(r.id));

  // Those already named stay choosable even beyond the first hundred.
  const options = new Map<string, string>();
  for (const r of all.data?.reviewers ?? []) options.set(String(r.id), label(r));
  for (const r of chosen.data ?? []) options.set(String(r.id), label(r));

  async function save(ids: string[]) {
    setPicked(ids);
    setSaving(true);
    try {
      await setArticleReviewers(articleId, ids.map(Number));
      chosen.reload();
      notifications.show({ color: 'teal', message: ids.length > 0 ? '監修者を保存しました' : '監修者を外しました' });
    } catch (error) {
      setPicked(null);
      notifications.show({ color: 'red', title: '監修者を保存できませんでした', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        監修者
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        医師・管理栄養士などの専門家が内容を確認した記事は、監修者を選ぶと記事の冒頭と末尾に表示されます。選ぶとすぐに保存されます。
      </Text>
      <MultiSelect
        label="監修者を選ぶ"
        placeholder={value.length === 0 ? '名前で探す' : undefined}
        data={[...options].map(([id, text]) => ({ value: id, label: text }))}
        value={value}
        onChange={(ids) => void save(ids)}
        searchable
        clearable
        maxValues={MAX_REVIEWERS_PER_ARTICLE}
        nothingFoundMessage="該当する監修者がいません"
        disabled={readOnly || saving || chosen.loading}
      />
      {isAdmin && (
        <Text size="xs" mt={6}>
          <Anchor href="/admin/reviewers" target="_blank">
            監修者を登録・編集する
          </Anchor>
        </Text>
      )}
    </Card>
  );
}
