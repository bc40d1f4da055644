// Tags: a multi-select found by title or reading (きっちん finds キッチン); Enter adds the first match.
// Admins may create a missing tag on the spot — 「『…』を新しいタグとして追加」 (or Enter) on a word
// nothing matches opens the form with its reading and slug already suggested; writers, who do not
// manage tags, are told whom to ask.
import {
  ActionIcon,
  Button,
  type ComboboxItem,
  Group,
  MultiSelect,
  Popover,
  Stack,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { nameMatches } from '../../../../../contract/search-keyword.ts';
import { TAG_READING_HINT, TAG_SLUG_HINT } from '../../../../../contract/slugs.ts';
import type { TagChoice } from '../../../../../contract/taxonomy.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { createTag, createTagInput } from '../../../taxonomy/api/create-tag.ts';
import { useNameSuggestions } from '../../../taxonomy/hooks/use-name-suggestions.ts';
import classes from './article-editor.module.css';

type Props = {
  /** The id of the search box, which a problem with the tags links to. */
  id?: string;
  tags: TagChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  onCreated: (tag: TagChoice) => void;
  canCreate: boolean;
  disabled: boolean;
  error?: string;
};

const EMPTY_DRAFT = { title: '', reading: '', slug: '' };

export function TagPicker({ id, tags, value, onChange, onCreated, canCreate, disabled, error }: Props) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const byId = useMemo(() => new Map(tags.map((t) => [String(t.id), t])), [tags]);
  const matches = (option: ComboboxItem) => {
    const tag = byId.get(option.value);
    return tag !== undefined && nameMatches(tag, search);
  };
  const word = search.trim();
  const nothingMatches = word !== '' && !tags.some((t) => !value.includes(t.id) && nameMatches(t, search));
  const suggestions = useNameSuggestions({
    values: draft,
    set: (field, text) => setDraft((d) => ({ ...d, [field]: text })),
    hasReading: true,
    enabled: open,
  });

  function startCreating(title: string) {
    suggestions.restart(title);
    setErrors({});
    setOpen(true);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !nothingMatches || !canCreate) return;
    event.preventDefault();
    startCreating(word);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createTagInput.safeParse({ ...draft, reading: draft.reading || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setPending(true);
    try {
      const tag = await createTag({ title: parsed.data.title, slug: parsed.data.slug, reading: parsed.data.reading });
      onCreated({ id: tag.id, title: tag.title, slug: tag.slug, reading: tag.reading });
      onChange([...value, tag.id]);
      notifications.show({ color: 'teal', message: `タグ「${tag.title}」を作成しました` });
      setDraft(EMPTY_DRAFT);
      setSearch('');
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
        id={id}
        label="タグ"
        placeholder={value.length ? '' : '名前か読みで検索'}
        data={tags.map((t) => ({ value: String(t.id), label: t.title }))}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => (options as ComboboxItem[]).filter(matches)}
        selectFirstOptionOnChange
        onKeyDown={onSearchKeyDown}
        clearable
        maxValues={10}
        nothingFoundMessage={
          canCreate ? (
            <UnstyledButton
              className={classes.createOption}
              // Keeps the search box focused, so the dropdown stays until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => startCreating(word)}
            >
              「{word}」を新しいタグとして追加
            </UnstyledButton>
          ) : (
            `「${word}」というタグはまだありません。新しいタグは管理者が作成します。必要なときは管理者に相談してください`
          )
        }
        disabled={disabled}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        comboboxProps={{ withinPortal: true }}
      />
      {canCreate && (
        <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
          <Popover.Target>
            <Tooltip label="新しいタグを作成">
              <ActionIcon
                variant="default"
                size="input-sm"
                onClick={() => (open ? setOpen(false) : startCreating(word))}
                aria-label="新しいタグを作成"
                disabled={disabled}
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <form onSubmit={onSubmit} noValidate aria-label="新しいタグ">
              <Stack gap="xs" w={240}>
                <TextInput
                  label="タグ名"
                  value={draft.title}
                  onChange={(e) => suggestions.edit('title', e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.title}
                  withAsterisk
                />
                <TextInput
                  label="読み"
                  description={TAG_READING_HINT}
                  value={draft.reading}
                  onChange={(e) => suggestions.edit('reading', e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.reading}
                />
                <TextInput
                  label="スラッグ"
                  description={TAG_SLUG_HINT}
                  value={draft.slug}
                  onChange={(e) => suggestions.edit('slug', e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.slug}
                  withAsterisk
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
