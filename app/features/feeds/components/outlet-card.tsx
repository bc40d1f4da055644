// One news app on 「配信先」: on or off, and its rule (PR, categories, delay, item count), saved together.
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  type FeedOutlet,
  MAX_FEED_DELAY_MINUTES,
  MAX_FEED_ITEMS,
  type OutletUpdate,
} from '../../../../contract/feed-outlets.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { updateOutlet } from '../api/update-outlet.ts';

type Options = { group: string; items: { value: string; label: string }[] }[];

export function OutletCard({
  outlet,
  categoryOptions,
  siteUrl,
  onSaved,
}: {
  outlet: FeedOutlet;
  categoryOptions: Options;
  siteUrl: string;
  onSaved: (outlet: FeedOutlet) => void;
}) {
  const [rule, setRule] = useState({
    exclude_pr: outlet.exclude_pr,
    excluded_category_ids: outlet.excluded_category_ids.map(String),
    delay_minutes: outlet.delay_minutes as number | string,
    item_count: outlet.item_count as number | string,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const titleId = `outlet-${outlet.id}`;

  async function save(change: OutletUpdate, done: string) {
    setSaving(true);
    setErrors({});
    try {
      const saved = await updateOutlet(outlet.id, change);
      onSaved(saved);
      notifications.show({ color: 'teal', message: done });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else notifications.show({ color: 'red', title: '保存できませんでした', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4" id={titleId}>
              {outlet.name}
            </Title>
            <Badge variant="outline" color={outlet.enabled ? 'teal.9' : 'gray.7'}>
              {outlet.enabled ? '配信中' : '停止中'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {outlet.format === 'smartnews' ? 'SmartFormat 2.1' : 'RSS 2.0（全文）'}・{siteUrl}
            {outlet.feed_url}
          </Text>
        </Stack>
        <Switch
          label="配信する"
          style={{ flexShrink: 0 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          checked={outlet.enabled}
          disabled={saving}
          onChange={(e) => {
            const enabled = e.currentTarget.checked;
            void save(
              { enabled },
              enabled ? `${outlet.name}への配信を始めました` : `${outlet.name}への配信を止めました`,
            );
          }}
        />
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(
            {
              exclude_pr: rule.exclude_pr,
              excluded_category_ids: rule.excluded_category_ids.map(Number),
              delay_minutes: Number(rule.delay_minutes),
              item_count: Number(rule.item_count),
            },
            `${outlet.name}の配信ルールを保存しました`,
          );
        }}
      >
        <Stack gap="sm">
          <Checkbox
            label="PR記事を配信しない"
            description={
              outlet.format === 'smartnews'
                ? 'オンのとき、PR記事はニュースとしてではなく、記事下のスポンサー枠で紹介します。'
                : outlet.refuses_advertorials
                  ? 'この配信先は広告記事を受け付けません。'
                  : undefined
            }
            checked={rule.exclude_pr}
            onChange={(e) => {
              const excludePr = e.currentTarget.checked;
              setRule((r) => ({ ...r, exclude_pr: excludePr }));
            }}
            error={errors.exclude_pr}
          />
          <MultiSelect
            label="配信しないカテゴリ"
            description="メインカテゴリを選ぶと、その下のサブカテゴリもすべて除きます。"
            placeholder={rule.excluded_category_ids.length ? undefined : 'なし'}
            data={categoryOptions}
            value={rule.excluded_category_ids}
            onChange={(ids) => setRule((r) => ({ ...r, excluded_category_ids: ids }))}
            searchable
            clearable
            error={errors.excluded_category_ids}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="公開から配信までの時間（分）"
              min={0}
              max={MAX_FEED_DELAY_MINUTES}
              allowDecimal={false}
              value={rule.delay_minutes}
              onChange={(v) => setRule((r) => ({ ...r, delay_minutes: v }))}
              error={errors.delay_minutes}
            />
            <NumberInput
              label="フィードの記事数"
              min={1}
              max={MAX_FEED_ITEMS}
              allowDecimal={false}
              value={rule.item_count}
              onChange={(v) => setRule((r) => ({ ...r, item_count: v }))}
              error={errors.item_count}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              ルールを保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
