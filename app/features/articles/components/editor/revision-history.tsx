// 版の履歴 in the editor: every kept revision, any two compared (the body block by block, the words of
// each changed block marked), an older one seen on the article page, and brought back as a new
// revision (content only; whether the article is out stays as it is).
import { Badge, Box, Button, Drawer, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { NODE_RULES } from '../../../../../contract/article-body/node-set.ts';
import type { Article } from '../../../../../contract/articles.ts';
import { bodyBlocks } from '../../../../../contract/body-text.ts';
import type { Revision, RevisionSummary } from '../../../../../contract/revisions.ts';
import { formatDateTime } from '../../../../../contract/time.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { getRevision, listRevisions, restoreRevision } from '../../api/revisions.ts';
import { openPreview } from '../../open-preview.ts';
import { type BlockChange, blockDiff, type DiffPart, textDiff } from '../../revision-diff.ts';

const KIND_LABEL: Record<RevisionSummary['kind'], string> = { save: '保存', autosave: '自動保存', restore: '復元' };

/** 第3版 2026年11月24日 17:07 保存（青木 ほのか）: numbered from the oldest kept, as saves in one minute share a time. */
function revisionLabel(r: RevisionSummary, number: number): string {
  const who = r.writer?.name ?? '削除されたアカウント';
  const approved = r.approved ? '・承認された版' : '';
  return `第${number}版 ${formatDateTime(r.created_at)} ${KIND_LABEL[r.kind]}（${who}）${approved}`;
}

type Props = {
  articleId: number;
  /** The stored version the editor holds: the history reloads when it changes, and a restore builds on it. */
  updatedAt: string;
  /** False while the editor is read-only or holds unsaved changes a restore would overwrite. */
  canRestore: boolean;
  onRestored: (article: Article) => void;
};

export function RevisionHistory({ articleId, updatedAt, canRestore, onRestored }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const list = useApiQuery(opened ? `revisions:${articleId}:${updatedAt}` : null, () => listRevisions(articleId));
  const revisions = list.data ?? [];
  const [picked, setPicked] = useState<{ before?: string; after?: string }>({});
  const after = picked.after ?? String(revisions[0]?.id ?? '');
  const before = picked.before ?? String(revisions[1]?.id ?? after);
  const pair = useApiQuery(opened && before && after ? `revisions:${before}:${after}` : null, () =>
    Promise.all([getRevision(articleId, Number(before)), getRevision(articleId, Number(after))]),
  );
  const [restoring, setRestoring] = useState(false);
  const options = revisions.map((r, i) => ({ value: String(r.id), label: revisionLabel(r, revisions.length - i) }));

  async function restore() {
    setRestoring(true);
    try {
      const { article, notice } = await restoreRevision(articleId, Number(before), updatedAt);
      onRestored(article);
      notifications.show({ color: 'teal', message: '版を戻しました。戻す前の内容も履歴に残っています' });
      if (notice)
        notifications.show({ color: 'yellow', title: '校正待ちに戻りました', message: notice, autoClose: false });
      setPicked({});
      close();
    } catch (error) {
      notifications.show({ color: 'red', title: '版を戻せませんでした', message: (error as Error).message });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={18} />} onClick={open}>
        版の履歴
      </Button>
      <Drawer opened={opened} onClose={close} title="版の履歴" position="right" size="xl">
        <Stack>
          {list.error && <Text c="red">{list.error.message}</Text>}
          {revisions.length === 0 && !list.loading && <Text c="dimmed">まだ版がありません</Text>}
          {revisions.length > 0 && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(
                  [
                    ['before', '前の版', before],
                    ['after', '後の版', after],
                  ] as const
                ).map(([side, label, value]) => (
                  <Select
                    key={side}
                    label={label}
                    data={options}
                    value={value}
                    onChange={(v) => v && setPicked((p) => ({ ...p, [side]: v }))}
                    allowDeselect={false}
                  />
                ))}
              </SimpleGrid>
              <Group>
                <Button onClick={() => void restore()} loading={restoring} disabled={!canRestore}>
                  前の版に戻す
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconEye size={18} />}
                  onClick={() => void openPreview({ articleId, saveFirst: null, revisionId: Number(before) })}
                >
                  前の版をプレビュー
                </Button>
                {!canRestore && (
                  <Text size="sm" c="dimmed">
                    保存していない変更があるときや、ほかの人が編集中のときは戻せません
                  </Text>
                )}
              </Group>
              {pair.data && <Comparison before={pair.data[0]} after={pair.data[1]} />}
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
}

function Comparison({ before, after }: { before: Revision; after: Revision }) {
  const blocks = blockDiff(
    bodyBlocks({ json: before.body_json, html: before.body_html }),
    bodyBlocks({ json: after.body_json, html: after.body_html }),
  );
  return (
    <Stack gap="md" data-testid="revision-comparison">
      {(
        [
          ['タイトル', before.title, after.title],
          ['リード', before.lead, after.lead],
        ] as const
      ).map(([name, a, b]) => (
        <Box key={name}>
          <Title order={3} size="h5" mb={4}>
            {name}
          </Title>
          {a === b ? <Unchanged /> : <DiffLine parts={textDiff(a, b)} />}
        </Box>
      ))}
      <Box>
        <Title order={3} size="h5" mb={4}>
          本文
        </Title>
        {blocks.every((c) => c.change === 'same' || c.change === 'folded') ? (
          <Unchanged />
        ) : (
          <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="本文の変更">
            {blocks.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one comparison never move
              <BlockDiff key={i} change={c} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function Unchanged() {
  return (
    <Text size="sm" c="dimmed">
      変更なし
    </Text>
  );
}

function DiffLine({ parts }: { parts: DiffPart[] }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
        <DiffText key={i} part={part} />
      ))}
    </Text>
  );
}

const CHANGE_LOOK = {
  added: { word: '追加', color: 'green' },
  removed: { word: '削除', color: 'red' },
  changed: { word: '変更', color: 'yellow' },
} as const;

/** One block of the body: unchanged ones dimmed, added and removed ones whole, changed ones with their words marked. */
function BlockDiff({ change: c }: { change: BlockChange }) {
  if (c.change === 'folded') {
    return (
      <Text component="li" size="xs" c="dimmed" ta="center" data-change="folded">
        変更のない{c.count}ブロックを省略
      </Text>
    );
  }
  const kind = NODE_RULES.get(c.block.type)?.label ?? 'ブロック';
  if (c.change === 'same') {
    return (
      <Text component="li" size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} pl="sm" data-change="same">
        {c.block.text}
      </Text>
    );
  }
  const look = CHANGE_LOOK[c.change];
  return (
    <Box
      component="li"
      pl="sm"
      py={4}
      data-change={c.change}
      style={{ borderLeft: `3px solid var(--mantine-color-${look.color}-filled)` }}
    >
      <Badge size="xs" variant="light" color={look.color} mb={2}>
        {kind}を{look.word}
      </Badge>
      {c.change === 'changed' ? (
        <DiffLine parts={c.parts} />
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}>
          <DiffText part={{ text: c.block.text, change: c.change }} />
        </Text>
      )}
    </Box>
  );
}

function DiffText({ part }: { part: DiffPart }) {
  if (part.change === 'added') return <ins style={{ background: 'var(--mantine-color-green-light)' }}>{part.text}</ins>;
  if (part.change === 'removed') return <del style={{ background: 'var(--mantine-color-red-light)' }}>{part.text}</del>;
  return <span>{part.text}</span>;
}
