// The article table: status badges, who is editing, links to edit / view, and row selection.
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconEye, IconLock, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ManageArticle } from '../../../../contract/articles.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { articleState } from '../article-status.ts';
import { ArticleRowMenu } from './duplicate/article-row-menu.tsx';
import { PrBadge } from './pr-badge.tsx';
import { ReviewBadge, StatusBadge } from './status-badge.tsx';

type Props = {
  articles: ManageArticle[];
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  writerName: (id: number) => string | null;
  currentWriterId: number;
};

/** Where a reader would see it: the article page once public, otherwise the preview. */
export function publicHref(a: ManageArticle): string {
  return articleState(a) === 'published'
    ? `/articles/${a.id}`
    : `/articles/preview/${encodeURIComponent(a.title)}?id=${a.id}`;
}

export function ArticlesTable({ articles, selected, onSelect, writerName, currentWriterId }: Props) {
  const all = articles.length > 0 && articles.every((a) => selected.has(a.id));
  const some = articles.some((a) => selected.has(a.id));
  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  }
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="このページの記事をすべて選ぶ"
                checked={all}
                indeterminate={some && !all}
                onChange={() => onSelect(all ? new Set() : new Set(articles.map((a) => a.id)))}
              />
            </Table.Th>
            <Table.Th>タイトル</Table.Th>
            <Table.Th w={140}>状態</Table.Th>
            <Table.Th w={120}>カテゴリ</Table.Th>
            <Table.Th w={110}>ライター</Table.Th>
            <Table.Th w={150}>更新日時</Table.Th>
            <Table.Th w={130}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {articles.map((a) => {
            const editor = a.locked_by_id ? writerName(a.locked_by_id) : null;
            return (
              <Table.Tr key={a.id} bg={selected.has(a.id) ? 'var(--mantine-color-salvia-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`「${a.title}」を選ぶ`}
                    checked={selected.has(a.id)}
                    onChange={() => toggle(a.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor component={Link} to={`/admin/articles/edit_article/${a.id}`} fw={500} lineClamp={2}>
                      {a.title}
                    </Anchor>
                    <Group gap={4}>
                      <PrBadge article={a} size="xs" />
                      {a.is_highlight && (
                        <Badge size="xs" color="grape" variant="light">
                          注目
                        </Badge>
                      )}
                      {a.locked_by_id && (
                        <Text size="xs" c="orange.8" span data-testid="lock-info">
                          <IconLock size={12} style={{ verticalAlign: -1 }} />{' '}
                          {a.locked_by_id === currentWriterId ? 'あなたが編集中' : `${editor ?? '他の人'}さんが編集中`}
                        </Text>
                      )}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <StatusBadge article={a} withDate={false} />
                    {a.status === 'draft' && <ReviewBadge state={a.review_state} />}
                  </Group>
                  {articleState(a) !== 'draft' && a.published_at && (
                    <Text size="xs" c="dimmed" mt={2}>
                      {formatDateTime(a.published_at)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.category?.title ?? '未分類'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.writer.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(a.updated_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="編集">
                      <Anchor
                        component={Link}
                        to={`/admin/articles/edit_article/${a.id}`}
                        aria-label={`「${a.title}」を編集`}
                      >
                        <IconPencil size={18} />
                      </Anchor>
                    </Tooltip>
                    <Tooltip label="詳細">
                      <Anchor component={Link} to={`/admin/articles/${a.id}`} aria-label={`「${a.title}」の詳細`}>
                        <IconEye size={18} />
                      </Anchor>
                    </Tooltip>
                    <Tooltip label={articleState(a) === 'published' ? 'サイトで見る' : 'プレビュー'}>
                      <Anchor
                        href={publicHref(a)}
                        target="_blank"
                        aria-label={`「${a.title}」を${articleState(a) === 'published' ? 'サイトで見る' : 'プレビュー'}（新しいタブ）`}
                      >
                        <IconExternalLink size={18} />
                      </Anchor>
                    </Tooltip>
                    <ArticleRowMenu article={a} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
