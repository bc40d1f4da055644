// The calendar's controls: the period shown with previous / today / next, month or week, and the
// category and writer filters (writers are filtered only by admins; a writer sees their own).
import { ActionIcon, Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CategoryTree } from '../../../../contract/taxonomy.ts';
import type { Writer } from '../../../../contract/writers.ts';
import { categoryFilterOptions } from '../../taxonomy/api/get-category-selection.ts';
import type { CalendarView } from '../calendar-range.ts';

export type CalendarFilters = { category: string; writer_id: string };

type Props = {
  view: CalendarView;
  period: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  filters: CalendarFilters;
  onFilter: (next: Partial<CalendarFilters>) => void;
  categories: CategoryTree[];
  /** null for a writer, who sees only their own articles. */
  writers: Writer[] | null;
};

const VIEWS = [
  { value: 'month', label: '月' },
  { value: 'week', label: '週' },
];

export function CalendarToolbar({
  view,
  period,
  onStep,
  onToday,
  onView,
  filters,
  onFilter,
  categories,
  writers,
}: Props) {
  const unit = view === 'month' ? '月' : '週';
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" justify="space-between" flex="1 1 auto">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="input-sm" onClick={() => onStep(-1)} aria-label={`前の${unit}`}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={onToday}>
            今日
          </Button>
          <ActionIcon variant="default" size="input-sm" onClick={() => onStep(1)} aria-label={`次の${unit}`}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Title order={2} size="h4" aria-live="polite" ml={4}>
            {period}
          </Title>
        </Group>
        <SegmentedControl
          data={VIEWS}
          value={view}
          onChange={(value) => onView(value as CalendarView)}
          aria-label="表示の単位"
        />
      </Group>
      <Group
        gap="sm"
        align="flex-end"
        wrap="nowrap"
        role="search"
        aria-label="カレンダーの絞り込み"
        w={{ base: '100%', sm: 'auto' }}
      >
        <Select
          label="カテゴリ"
          placeholder="すべて"
          data={categoryFilterOptions(categories)}
          value={filters.category || null}
          onChange={(value) => onFilter({ category: value ?? '' })}
          clearable
          searchable
          flex={{ base: 1, sm: 'none' }}
          w={{ sm: 180 }}
        />
        {writers && (
          <Select
            label="ライター"
            placeholder="全員"
            data={writers.map((w) => ({ value: String(w.id), label: w.name }))}
            value={filters.writer_id || null}
            onChange={(value) => onFilter({ writer_id: value ?? '' })}
            clearable
            searchable
            flex={{ base: 1, sm: 'none' }}
            w={{ sm: 160 }}
          />
        )}
      </Group>
    </Group>
  );
}
