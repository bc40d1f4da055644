// The article list's row menu (⋯): what is done to one article beyond opening it.
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots } from '@tabler/icons-react';
import { useDuplicateArticle } from '../../hooks/use-duplicate-article.ts';

export function ArticleRowMenu({ article }: { article: { id: number; title: string } }) {
  const { duplicate, busy } = useDuplicateArticle();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          loading={busy}
          aria-label={`「${article.title}」のメニュー`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void duplicate(article.id)}>
          複製
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
