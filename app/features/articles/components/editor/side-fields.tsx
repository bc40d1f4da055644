// The editor's side panel below publishing: category, tags, thumbnail, PR and highlight.
import { Button, Card, Group, Image, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Media } from '../../../../../contract/media.ts';
import type { CategoryTree, TagChoice } from '../../../../../contract/taxonomy.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { MediaPicker } from '../../../media/components/media-picker.tsx';
import { subtopicOptions } from '../../../taxonomy/api/get-category-selection.ts';
import { fieldId } from '../../field-problems.ts';
import type { DraftFields } from '../../hooks/use-local-draft.ts';
import { TagPicker } from './tag-picker.tsx';
import { ThumbnailAltModal } from './thumbnail-alt-modal.tsx';

type Props = {
  fields: DraftFields;
  set: (patch: Partial<DraftFields>) => void;
  errors: Record<string, string>;
  categories: CategoryTree[];
  tags: TagChoice[];
  onTagCreated: (tag: TagChoice) => void;
  isAdmin: boolean;
  readOnly: boolean;
  /** Without the PR and highlight card: a scheduled update changes the content only. */
  contentOnly?: boolean;
};

export function SideFields({
  fields,
  set,
  errors,
  categories,
  tags,
  onTagCreated,
  isAdmin,
  readOnly,
  contentOnly = false,
}: Props) {
  const [picker, setPicker] = useState(false);
  const [describing, setDescribing] = useState<Media | null>(null);
  return (
    <>
      <Card withBorder>
        <Title order={2} size="h5" mb="sm">
          カテゴリ・タグ
        </Title>
        <Stack gap="sm">
          <Select
            id={fieldId('category_id')}
            label="カテゴリ"
            placeholder="選んでください"
            data={subtopicOptions(categories)}
            value={fields.category_id ? String(fields.category_id) : null}
            onChange={(v) => set({ category_id: v ? Number(v) : null })}
            searchable
            clearable
            nothingFoundMessage="見つかりません"
            disabled={readOnly}
            error={errors.category_id}
          />
          <TagPicker
            id={fieldId('tag_ids')}
            tags={tags}
            value={fields.tag_ids}
            onChange={(tag_ids) => set({ tag_ids })}
            onCreated={onTagCreated}
            canCreate={isAdmin}
            disabled={readOnly}
            error={errors.tag_ids}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h5" mb="sm">
          アイキャッチ画像
        </Title>
        {fields.thumbnail_url ? (
          <Image src={fields.thumbnail_url} alt="アイキャッチ画像" radius="sm" mah={180} fit="cover" />
        ) : (
          <Text size="sm" c="dimmed">
            設定されていません
          </Text>
        )}
        {errors.thumbnail_url && (
          <Text size="xs" c="red">
            {errors.thumbnail_url}
          </Text>
        )}
        {!readOnly && (
          <Group gap="xs" mt="sm">
            <Button
              id={fieldId('thumbnail_url')}
              size="xs"
              variant="light"
              leftSection={<IconPhoto size={14} />}
              onClick={() => setPicker(true)}
            >
              {fields.thumbnail_url ? '変更' : '選ぶ・アップロード'}
            </Button>
            {fields.thumbnail_url && (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={() => set({ thumbnail_url: null })}
              >
                外す
              </Button>
            )}
          </Group>
        )}
        <MediaPicker
          opened={picker}
          title="アイキャッチ画像を選ぶ"
          onClose={() => setPicker(false)}
          onPick={(url, picked) => {
            set({ thumbnail_url: url });
            if (!picked.alt) setDescribing(picked);
          }}
        />
        <ThumbnailAltModal key={describing?.id ?? 'none'} media={describing} onClose={() => setDescribing(null)} />
      </Card>
      {!contentOnly && (
        <Card withBorder>
          <Title order={2} size="h5" mb="sm">
            表示
          </Title>
          <Stack gap="sm">
            <Switch
              label="PR記事（広告・タイアップ）"
              description="「PR」と提供企業名を必ず表示します"
              checked={fields.is_pr}
              onChange={(e) => set({ is_pr: e.currentTarget.checked })}
              disabled={readOnly}
            />
            {fields.is_pr && (
              <TextInput
                id={fieldId('sponsor')}
                label="提供企業名"
                value={fields.sponsor}
                onChange={(e) => set({ sponsor: e.currentTarget.value })}
                onKeyDown={blockImeEnter}
                maxLength={100}
                required
                disabled={readOnly}
                error={errors.sponsor}
              />
            )}
            {isAdmin && (
              <Switch
                label="注目記事（トップのカルーセル）"
                checked={fields.is_highlight}
                onChange={(e) => set({ is_highlight: e.currentTarget.checked })}
                disabled={readOnly}
              />
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
