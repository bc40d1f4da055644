// Where a redirect leads, as the list shows it: the article's title (to its admin page) with a badge
// when readers cannot reach it, or the path or URL itself (opened in a new tab).
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Redirect } from '../../../../contract/redirects.ts';

type RedirectArticle = NonNullable<Redirect['article']>;

/** 「ゴミ箱の記事」 or 「非公開の記事」: the redirect answers 404 meanwhile. Nothing for a public article. */
export function ArticleStateBadge({ article }: { article: Pick<RedirectArticle, 'in_trash' | 'is_public'> }) {
  if (article.is_public) return null;
  return (
    <Badge
      color={article.in_trash ? 'red' : 'gray'}
      variant="light"
      size="sm"
      style={{ flexShrink: 0 }}
      title="公開中の記事ではないため、いまは転送されません（404）"
    >
      {article.in_trash ? 'ゴミ箱の記事' : '非公開の記事'}
    </Badge>
  );
}

export function RedirectTarget({ redirect }: { redirect: Redirect }) {
  const { article } = redirect;
  if (article) {
    return (
      <Group gap={6} wrap="wrap" align="center">
        <Text size="xs" c="dimmed" component="span">
          記事
        </Text>
        <Anchor component={Link} to={`/admin/articles/${article.id}`} size="sm" fw={500}>
          {article.title}
        </Anchor>
        <ArticleStateBadge article={article} />
      </Group>
    );
  }
  return (
    <Anchor
      href={redirect.to_path}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      ff="monospace"
      style={{ wordBreak: 'break-all' }}
    >
      {redirect.to_path}
      <IconExternalLink size={12} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} aria-hidden />
    </Anchor>
  );
}
