// A short list of articles for the dashboard cards: title (to the editor), badge, date.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ArticleCard } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

export function ArticleMiniList({ articles, empty }: { articles: ArticleCard[]; empty: string }) {
  if (articles.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {articles.map((a) => (
        <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/admin/articles/edit_article/${a.id}`} size="sm" lineClamp={1}>
              {a.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {a.writer.name}・更新 {formatDateTime(a.updated_at)}
            </Text>
          </div>
          <StatusBadge article={a} />
        </Group>
      ))}
    </Stack>
  );
}
