// A short list of articles for the dashboard cards: the whole title (to the editor), badges, date.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ArticleCard, ManageArticle } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { ReviewBadge, StatusBadge } from './status-badge.tsx';

type Props = {
  articles: (ArticleCard & Partial<Pick<ManageArticle, 'review_state'>>)[];
  empty: string;
  /** Where a title leads; the editor unless the reader may not edit it. */
  linkTo?: (article: ArticleCard) => string;
};

export function ArticleMiniList({ articles, empty, linkTo = (a) => `/admin/articles/edit_article/${a.id}` }: Props) {
  if (articles.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {articles.map((a) => (
        // The whole title, wrapping: the badges and dates go below it, not beside it.
        <Stack component="li" key={a.id} gap={2}>
          <Anchor component={Link} to={linkTo(a)} size="sm">
            {a.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            {a.status === 'draft' && <ReviewBadge state={a.review_state ?? null} />}
            <StatusBadge article={a} />
            <Text size="xs" c="dimmed">
              {a.writer.name}・更新 {formatDateTime(a.updated_at)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
