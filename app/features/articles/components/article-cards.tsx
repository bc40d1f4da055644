// The article table as cards, for phones: same selection, badges, lock info and links.
import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconEye, IconLock, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ManageArticle } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { articleState } from '../article-status.ts';
import { publicHref } from './articles-table.tsx';
import { PrBadge } from './pr-badge.tsx';
import { ReviewBadge, StatusBadge } from './status-badge.tsx';

type Props = {
  articles: ManageArticle[];
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  writerName: (id: number) => string | null;
  currentWriterId: number;
};

export function ArticleCards({ articles, selected, onSelect, writerName, currentWriterId }: Props) {
  const all = articles.length > 0 && articles.every((a) => selected.has(a.id));
  return (
    <Stack gap="xs">
      <Checkbox
        label="このページの記事をすべて選ぶ"
        checked={all}
        indeterminate={!all && articles.some((a) => selected.has(a.id))}
        onChange={() => onSelect(all ? new Set() : new Set(articles.map((a) => a.id)))}
      />
      {articles.map((a) => {
        const state = articleState(a);
        return (
          <Card key={a.id} withBorder padding="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Checkbox
                mt={4}
                aria-label={`「${a.title}」を選ぶ`}
                checked={selected.has(a.id)}
                onChange={() => {
                  const next = new Set(selected);
                  if (next.has(a.id)) next.delete(a.id);
                  else next.add(a.id);
                  onSelect(next);
                }}
              />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/articles/edit_article/${a.id}`} fw={500} lineClamp={2}>
                  {a.title}
                </Anchor>
                <Group gap={6}>
                  <StatusBadge article={a} />
                  {a.status === 'draft' && <ReviewBadge state={a.review_state} />}
                  <PrBadge article={a} size="sm" />
                  {a.is_highlight && (
                    <Badge size="sm" color="grape" variant="light">
                      注目
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {a.category?.title ?? '未分類'}・{a.writer.name}・更新 {formatDateTime(a.updated_at)}
                </Text>
                {a.locked_by_id && (
                  <Text size="xs" c="orange.8" data-testid="lock-info">
                    <IconLock size={12} style={{ verticalAlign: -1 }} />{' '}
                    {a.locked_by_id === currentWriterId
                      ? 'あなたが編集中'
                      : `${writerName(a.locked_by_id) ?? '他の人'}さんが編集中`}
                  </Text>
                )}
                <Group gap="md" mt={2}>
                  <Anchor component={Link} to={`/admin/articles/edit_article/${a.id}`} size="sm">
                    <IconPencil size={14} style={{ verticalAlign: -2 }} /> 編集
                  </Anchor>
                  <Anchor component={Link} to={`/admin/articles/${a.id}`} size="sm">
                    <IconEye size={14} style={{ verticalAlign: -2 }} /> 詳細
                  </Anchor>
                  <Anchor href={publicHref(a)} target="_blank" size="sm">
                    <IconExternalLink size={14} style={{ verticalAlign: -2 }} />{' '}
                    {state === 'published' ? 'サイト' : 'プレビュー'}
                  </Anchor>
                </Group>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
