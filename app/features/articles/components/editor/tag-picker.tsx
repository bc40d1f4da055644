// Tags: a searchable multi-select; admins may create a missing tag on the spot.
import { ActionIcon, Button, Group, MultiSelect, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { TagRef } from '../../../../../contract/taxonomy.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { createTag, createTagInput } from '../../../taxonomy/api/create-tag.ts';

type Props = {
  tags: TagRef[];
  value: number[];
  onChange: (ids: number[]) => void;
  onCreated: (tag: TagRef) => void;
  canCreate: boolean;
  disabled: boolean;
  error?: string;
};

export function TagPicker({ tags, value, onChange, onCreated, canCreate, disabled, error }: Props) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createTagInput.safeParse({ title, slug });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setPending(true);
    try {
      const tag = await createTag({ title: parsed.data.title, slug: parsed.data.slug });
      onCreated({ id: tag.id, title: tag.title, slug: tag.slug });
      onChange([...value, tag.id]);
      notifications.show({ color: 'teal', message: `タグ「${tag.title}」を作成しました` });
      setTitle('');
      setSlug('');
      setErrors({});
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
      else setErrors({ title: (e as Error).message });
    } finally {
      setPending(false);
    }
  }

  return (
    <Group align="flex-end" gap={6} wrap="nowrap">
      <MultiSelect
        label="タグ"
        placeholder={value.length ? '' : '検索して選ぶ'}
        data={tags.map((t) => ({ value: String(t.id), label: t.title }))}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        searchable
        clearable
        maxValues={10}
        nothingFoundMessage="見つかりません"
        disabled={disabled}
        error={error}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      {canCreate && (
        <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
          <Popover.Target>
            <Tooltip label="新しいタグを作成">
              <ActionIcon
                variant="default"
                size="input-sm"
                onClick={() => setOpen((o) => !o)}
                aria-label="新しいタグを作成"
                disabled={disabled}
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <form onSubmit={onSubmit}>
              <Stack gap="xs" w={240}>
                <TextInput
                  label="タグ名"
                  value={title}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.title}
                  required
                />
                <TextInput
                  label="スラッグ"
                  description="半角英小文字・数字と - _"
                  value={slug}
                  onChange={(e) => setSlug(e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.slug}
                  required
                />
                <Button type="submit" size="xs" loading={pending}>
                  作成して追加
                </Button>
              </Stack>
            </form>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
