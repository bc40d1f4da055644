// A short list of articles for the dashboard cards: the whole title (to the editor), badges, date.
import { Text } from '@mantine/core';
import type { ArticleCard, ManageArticle } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { MiniList } from './mini-list.tsx';
import { ReviewBadge, StatusBadge } from './status-badge.tsx';

type Props = {
  articles: (ArticleCard & Partial<Pick<ManageArticle, 'review_state'>>)[];
  empty: string;
  /** Where a title leads; the editor unless the reader may not edit it. */
  linkTo?: (article: ArticleCard) => string;
};

export function ArticleMiniList({ articles, empty, linkTo = (a) => `/admin/articles/edit_article/${a.id}` }: Props) {
  const entries = articles.map((a) => ({
    key: a.id,
    title: a.title,
    to: linkTo(a),
    below: (
      <>
        {a.status === 'draft' && <ReviewBadge state={a.review_state ?? null} />}
        <StatusBadge article={a} />
        <Text size="xs" c="dimmed">
          {a.writer.name}・更新 {formatDateTime(a.updated_at)}
        </Text>
      </>
    ),
  }));
  return <MiniList entries={entries} empty={empty} />;
}
