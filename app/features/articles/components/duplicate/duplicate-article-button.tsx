// 複製 in the editor: copies the article as saved, so unsaved changes are asked to be saved first.
import { Button, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useDuplicateArticle } from '../../hooks/use-duplicate-article.ts';

export function DuplicateArticleButton({ articleId, dirty }: { articleId: number; dirty: boolean }) {
  const { duplicate, busy } = useDuplicateArticle();
  return (
    <div>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconCopy size={16} />}
        loading={busy}
        disabled={dirty}
        onClick={() => void duplicate(articleId)}
      >
        複製
      </Button>
      <Text size="xs" c="dimmed" mt={4}>
        {dirty
          ? '保存していない変更があります。保存すると複製できます。'
          : '本文・タグ・カテゴリ・PRを写した下書きを作ります。'}
      </Text>
    </div>
  );
}
