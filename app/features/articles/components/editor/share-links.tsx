// 先方確認用リンク: share an unpublished article with someone without an account (a sponsor checking a
// tie-up) for a few days, and take a link back at any time.
import { Badge, Button, Card, CopyButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ShareLink } from '../../../../../contract/preview.ts';
import { formatDateTime } from '../../../../../contract/time.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { createShareLink, listShareLinks, revokeShareLink } from '../../api/preview-links.ts';

const DAY_OPTIONS = [1, 3, 7, 14, 30].map((d) => ({ value: String(d), label: `${d}日間` }));

function linkState(link: ShareLink, now = Date.now()): { label: string; color: string; live: boolean } {
  if (link.revoked_at) return { label: '取り消し済み', color: 'gray', live: false };
  if (new Date(link.expires_at).getTime() <= now) return { label: '期限切れ', color: 'gray', live: false };
  return { label: '有効', color: 'teal.9', live: true };
}

export function ShareLinks({ articleId, readOnly }: { articleId: number; readOnly: boolean }) {
  const links = useApiQuery(`share-links:${articleId}`, () => listShareLinks(articleId));
  const [days, setDays] = useState('7');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      links.reload();
      notifications.show({ color: 'teal', message: done });
    } catch (error) {
      notifications.show({ color: 'red', title: 'できませんでした', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        先方確認用リンク
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        ログインしていない方（広告主など）にも、保存した内容を記事ページのまま見せられます。検索エンジンには載りません。
      </Text>
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" grow>
          <Select
            label="有効期間"
            data={DAY_OPTIONS}
            value={days}
            onChange={(v) => setDays(v ?? '7')}
            allowDeselect={false}
          />
          <Button
            onClick={() => void run(() => createShareLink(articleId, { days: Number(days) }), 'リンクを作りました')}
            loading={busy}
            disabled={readOnly}
          >
            リンクを作る
          </Button>
        </Group>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="共有リンク">
          {(links.data ?? []).map((link) => {
            const state = linkState(link);
            return (
              <Stack component="li" key={link.id} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(link.expires_at)}まで・{link.writer?.name ?? '削除されたアカウント'}
                  </Text>
                  <Badge size="sm" variant="outline" color={state.color}>
                    {state.label}
                  </Badge>
                </Group>
                {state.live && (
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      value={link.url}
                      readOnly
                      aria-label="共有リンクのURL"
                      size="xs"
                      style={{ flex: 1 }}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <CopyButton value={link.url}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="default" onClick={copy}>
                          {copied ? 'コピーしました' : 'コピー'}
                        </Button>
                      )}
                    </CopyButton>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red.9"
                      disabled={busy}
                      onClick={() => void run(() => revokeShareLink(articleId, link.id), 'リンクを取り消しました')}
                    >
                      取り消す
                    </Button>
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
