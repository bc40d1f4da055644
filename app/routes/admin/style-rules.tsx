// /admin/style_rules (admin only): 表記ルール, the house dictionary the article editor checks titles,
// leads and bodies against — 表記ゆれ and brand names with the form to use, NG words that keep an
// article from being published. Narrowed by kind; add, edit, delete, and the starter set to load.
import { Button, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook2, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { STYLE_RULE_KIND_LABEL, STYLE_RULE_KINDS, type StyleRule } from '../../../contract/style-rules.ts';
import { ListEmptyState } from '../../components/admin/list-empty-state.tsx';
import { ListHeader } from '../../components/admin/list-header.tsx';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getStyleRules } from '../../features/style-rules/api/get-style-rules.ts';
import { loadStarterStyleRules } from '../../features/style-rules/api/load-starter-style-rules.ts';
import { DeleteStyleRuleModal } from '../../features/style-rules/components/delete-style-rule-modal.tsx';
import { StyleRuleFormModal } from '../../features/style-rules/components/style-rule-form-modal.tsx';
import { StyleRulesTable } from '../../features/style-rules/components/style-rules-table.tsx';
import { useListDialogs } from '../../hooks/use-list-dialogs.ts';
import type { Route } from './+types/style-rules';

export function meta() {
  return [{ title: '表記ルール | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader() {
  const writer = await requireSession();
  // Writers read the dictionary in the editor; this screen is the admins' to keep it.
  return { list: writer.role === 'admin' ? await getStyleRules() : null };
}

export function HydrateFallback() {
  return null;
}

export default function StyleRules({ loaderData: d }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [kind, setKind] = useState('all');
  const dialogs = useListDialogs<StyleRule>();
  const [loading, setLoading] = useState(false);
  const rules = d.list?.style_rules.filter((rule) => kind === 'all' || rule.kind === kind) ?? [];

  async function loadStarter() {
    setLoading(true);
    try {
      const { added } = await loadStarterStyleRules();
      notifications.show({
        color: 'teal',
        message: added > 0 ? `標準の表記ルールを${added}件追加しました` : '標準の表記ルールはすべて登録済みです',
      });
      revalidator.revalidate();
    } catch (e) {
      notifications.show({ color: 'red', message: (e as Error).message });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Stack>
      <ListHeader title="表記ルール" addLabel="ルールを追加" onAdd={d.list ? () => dialogs.edit('new') : undefined}>
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={loading} onClick={loadStarter}>
          標準のルールを読み込む
        </Button>
      </ListHeader>
      <AdminOnly>
        {d.list && (
          <Stack>
            <Text size="sm" c="dimmed">
              記事の編集画面で、タイトル・リード文・本文をこの辞書と照らし合わせます。表記ゆれとブランド名は置き換えを提案し、NGワードを含む記事は公開・校正依頼ができません。探す表記は文字どおりに照合します（「事」だけを登録すると「仕事」も指摘されるため、「する事」のように前後を含めて登録してください）。
            </Text>
            <SegmentedControl
              value={kind}
              onChange={setKind}
              data={[
                { value: 'all', label: `すべて（${d.list.style_rules.length}）` },
                ...STYLE_RULE_KINDS.map((k) => ({ value: k, label: STYLE_RULE_KIND_LABEL[k] })),
              ]}
              aria-label="種類で絞り込む"
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
            {rules.length === 0 ? (
              <ListEmptyState
                icon={<IconBook2 size={28} />}
                title={d.list.style_rules.length === 0 ? '表記ルールはまだありません' : 'この種類のルールはありません'}
                description="「標準のルールを読み込む」で、よく使われる表記ゆれ・ブランド名・NGワードをまとめて登録できます。"
              />
            ) : (
              <Paper withBorder>
                <StyleRulesTable rules={rules} onEdit={dialogs.edit} onDelete={dialogs.remove} />
              </Paper>
            )}
          </Stack>
        )}
      </AdminOnly>
      {dialogs.editing && (
        <StyleRuleFormModal
          rule={dialogs.editing === 'new' ? null : dialogs.editing}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      <DeleteStyleRuleModal rule={dialogs.removing} onClose={dialogs.close} onDeleted={dialogs.done} />
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
