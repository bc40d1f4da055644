// The article table's search, filters and sort, kept in the URL so a filtered view can be shared.
import { ActionIcon, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { REVIEW_STATE_LABEL, REVIEW_STATES } from '../../../../contract/review.ts';
import type { CategoryTree } from '../../../../contract/taxonomy.ts';
import type { Writer } from '../../../../contract/writers.ts';
import { isImeEnter } from '../../../lib/ime.ts';
import { categoryFilterOptions } from '../../taxonomy/api/get-category-selection.ts';

export type Filters = {
  keyword: string;
  status: string;
  review: string;
  category: string;
  writer_id: string;
  sort: string;
  order: string;
};

type Props = {
  value: Filters;
  onChange: (next: Partial<Filters>) => void;
  categories: CategoryTree[];
  writers: Writer[] | null;
};

const STATUS_OPTIONS = [
  { value: 'draft', label: '下書き' },
  { value: 'scheduled', label: '予約' },
  { value: 'published', label: '公開' },
];
const REVIEW_OPTIONS = REVIEW_STATES.map((value) => ({ value, label: REVIEW_STATE_LABEL[value] }));
const SORT_OPTIONS = [
  { value: 'updated_at', label: '更新日時' },
  { value: 'published_at', label: '公開日時' },
  { value: 'title', label: 'タイトル' },
];

export function ArticleFilters({ value, onChange, categories, writers }: Props) {
  const [keyword, setKeyword] = useState(value.keyword);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || isImeEnter(event)) return;
    event.preventDefault();
    onChange({ keyword });
  }
  return (
    <Group gap="sm" align="flex-end" role="search">
      <TextInput
        label="キーワード"
        placeholder="タイトル・本文で検索"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={100}
        w={{ base: '100%', sm: 240 }}
        rightSection={
          <ActionIcon variant="subtle" onClick={() => onChange({ keyword })} aria-label="検索する">
            <IconSearch size={16} />
          </ActionIcon>
        }
      />
      <Select
        label="状態"
        placeholder="すべて"
        data={STATUS_OPTIONS}
        value={value.status || null}
        onChange={(v) => onChange({ status: v ?? '' })}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 120 }}
      />
      <Select
        label="校正"
        placeholder="すべて"
        data={REVIEW_OPTIONS}
        value={value.review || null}
        onChange={(v) => onChange({ review: v ?? '' })}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 120 }}
      />
      <Select
        label="カテゴリ"
        placeholder="すべて"
        data={categoryFilterOptions(categories)}
        value={value.category || null}
        onChange={(v) => onChange({ category: v ?? '' })}
        clearable
        searchable
        w={{ base: 'calc(50% - 6px)', sm: 180 }}
      />
      {writers && (
        <Select
          label="ライター"
          placeholder="全員"
          data={writers.map((w) => ({ value: String(w.id), label: w.name }))}
          value={value.writer_id || null}
          onChange={(v) => onChange({ writer_id: v ?? '' })}
          clearable
          searchable
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          label="並び順"
          data={SORT_OPTIONS}
          value={value.sort || 'updated_at'}
          onChange={(v) => onChange({ sort: v ?? 'updated_at' })}
          allowDeselect={false}
          w={130}
        />
        <Tooltip label={value.order === 'asc' ? '昇順' : '降順'}>
          <ActionIcon
            variant="default"
            size="input-sm"
            onClick={() => onChange({ order: value.order === 'asc' ? 'desc' : 'asc' })}
            aria-label={value.order === 'asc' ? '昇順（クリックで降順）' : '降順（クリックで昇順）'}
          >
            {value.order === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {(value.keyword || value.status || value.review || value.category || value.writer_id) && (
        <Button
          variant="subtle"
          onClick={() => {
            setKeyword('');
            onChange({ keyword: '', status: '', review: '', category: '', writer_id: '' });
          }}
        >
          条件をクリア
        </Button>
      )}
    </Group>
  );
}
