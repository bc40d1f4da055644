// Links in the body to our own articles that readers cannot open (drafts, scheduled, in the trash),
// listed by the publish buttons while the writer edits, so none goes out broken.
import { Alert, List, Text } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { internalArticleLinks } from '../../../../../contract/article-body/document-facts.ts';
import { idSchema } from '../../../../../contract/common.ts';
import { getLiveLinkTargets } from '../../api/link-targets.ts';

/** The body's links are checked this long after typing stops. */
const CHECK_AFTER_MS = 800;
/** No more ids than the API takes in one question. */
const MAX_CHECKED = 100;

type Link = { id: number; text: string };

export function BrokenLinks({ editor }: { editor: Editor | null }) {
  const [broken, setBroken] = useState<Link[]>([]);

  useEffect(() => {
    if (!editor) return;
    let asked = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const check = () => {
      const links = internalArticleLinks(editor.getJSON());
      // An id no article can have is left out of the question, and so listed as broken.
      const ids = [...new Set(links.map((link) => link.id))]
        .filter((id) => idSchema.safeParse(id).success)
        .slice(0, MAX_CHECKED);
      const key = ids.join(',');
      if (key === asked) return;
      asked = key;
      if (ids.length === 0) return setBroken([]);
      getLiveLinkTargets(ids)
        .then(({ live }) => {
          if (current && asked === key) setBroken(links.filter((link) => !live.includes(link.id)));
        })
        .catch(() => undefined);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, CHECK_AFTER_MS);
    };
    check();
    editor.on('update', later);
    return () => {
      current = false;
      clearTimeout(timer);
      editor.off('update', later);
    };
  }, [editor]);

  if (broken.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="公開されていない記事へのリンク" mt="sm">
      <Text size="xs" mb={4}>
        読者には開けません。リンク先を公開するか、リンクを外してください。
      </Text>
      <List size="xs" spacing={2}>
        {broken.map((link, i) => (
          // The same article may be linked twice with the same words: the position keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a list rebuilt whole on every check
          <List.Item key={`${link.id}-${i}`}>
            「{link.text || 'リンク'}」→ /articles/{link.id}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
