// Tags: a multi-select found by title or reading (きっちん finds キッチン); Enter adds the first match.
// Admins may create a missing tag on the spot — Enter on a word nothing matches opens the form with
// its reading and slug already suggested.
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
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { nameMatches } from '../../../../../contract/search-keyword.ts';
import { suggestSlug, TAG_SLUG_CHARACTERS } from '../../../../../contract/slugs.ts';
import type { TagChoice } from '../../../../../contract/taxonomy.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';
import { createTag, createTagInput } from '../../../taxonomy/api/create-tag.ts';
import { suggestTagReading } from '../../../taxonomy/api/suggest-tag-reading.ts';
import { suggestReading } from '../../../taxonomy/tag-reading.ts';

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
const KANJI = /\p{Script=Han}/u;
/** The reading is asked for this long after the name stops changing. */
const READ_AFTER_MS = 300;

export function TagPicker({ id, tags, value, onChange, onCreated, canCreate, disabled, error }: Props) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  // Once the writer types a reading or slug, suggestions stop overwriting it.
  const [typed, setTyped] = useState({ reading: false, slug: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const byId = useMemo(() => new Map(tags.map((t) => [String(t.id), t])), [tags]);
  const matches = (option: ComboboxItem) => {
    const tag = byId.get(option.value);
    return tag !== undefined && nameMatches(tag, search);
  };
  const nothingMatches = search.trim() !== '' && !tags.some((t) => !value.includes(t.id) && nameMatches(t, search));

  function edit(field: keyof typeof EMPTY_DRAFT, text: string) {
    const next = { ...draft, [field]: text };
    const nowTyped = { ...typed, ...(field !== 'title' && { [field]: text !== '' }) };
    if (!nowTyped.reading) next.reading = suggestReading(next.title);
    if (!nowTyped.slug) next.slug = suggestSlug(next.title, next.reading);
    setDraft(next);
    setTyped(nowTyped);
  }

  // A name in kanji is read by the server's dictionary (収納 → しゅうのう) once typing pauses.
  useEffect(() => {
    const title = draft.title.trim();
    if (!open || typed.reading || !KANJI.test(title)) return;
    let current = true;
    const timer = setTimeout(async () => {
      const reading = await suggestTagReading(title).catch(() => '');
      if (!current || !reading) return;
      setDraft((now) =>
        now.title.trim() !== title
          ? now
          : { ...now, reading, slug: typed.slug ? now.slug : suggestSlug(title, reading) },
      );
    }, READ_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, draft.title, typed]);

  function startCreating(title: string) {
    setTyped({ reading: false, slug: false });
    const reading = suggestReading(title);
    setDraft({ title, reading, slug: suggestSlug(title, reading) });
    setErrors({});
    setOpen(true);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !nothingMatches || !canCreate) return;
    event.preventDefault();
    startCreating(search.trim());
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
          canCreate ? `見つかりません。Enter で「${search.trim()}」を作成できます` : '見つかりません'
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
                onClick={() => (open ? setOpen(false) : startCreating(search.trim()))}
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
                  onChange={(e) => edit('title', e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.title}
                  withAsterisk
                />
                <TextInput
                  label="読み"
                  description="ひらがなで。タグ一覧の五十音順に使います"
                  value={draft.reading}
                  onChange={(e) => edit('reading', e.currentTarget.value)}
                  onKeyDown={blockImeEnter}
                  error={errors.reading}
                />
                <TextInput
                  label="スラッグ"
                  description={`タグを見分けるのに使います。読みから作ります（${TAG_SLUG_CHARACTERS.trim()}）`}
                  value={draft.slug}
                  onChange={(e) => edit('slug', e.currentTarget.value)}
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
