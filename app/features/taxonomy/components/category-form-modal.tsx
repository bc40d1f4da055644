// Creates a category, or edits one: the shared taxonomy fields plus the parent (a main category,
// or none for a main category itself).
import { Select } from '@mantine/core';
import type { CategoryTree } from '../../../../contract/taxonomy.ts';
import { type Category, categoryInput, categoryUpdate } from '../../../../contract/taxonomy.ts';
import { createCategory } from '../api/create-category.ts';
import { updateCategory } from '../api/update-category.ts';
import { useTaxonomyForm } from '../hooks/use-taxonomy-form.ts';
import { notifySaved, TaxonomyFormModal } from './taxonomy-form-modal.tsx';

type Props = {
  /** The category to edit, or the defaults of a new one. */
  category: Category | { parent_id: number | null };
  mains: CategoryTree[];
  onClose: () => void;
  onSaved: (category: Category) => void;
};

export function CategoryFormModal({ category, mains, onClose, onSaved }: Props) {
  const editing = 'id' in category ? category : null;
  const form = useTaxonomyForm({
    initial: {
      title: editing?.title ?? '',
      slug: editing?.slug ?? '',
      description: editing?.description ?? '',
      order: String(editing?.order ?? 0),
      parent_id: category.parent_id ? String(category.parent_id) : '',
    },
    schema: editing ? categoryUpdate : categoryInput,
    submit: async (data) => {
      const saved = editing ? await updateCategory(editing.id, data) : await createCategory(categoryInput.parse(data));
      notifySaved('カテゴリ', editing !== null, saved.title);
      onSaved(saved);
    },
  });
  // A main category with subtopics cannot move under another one (the server refuses it too).
  const hasChildren = editing ? mains.some((m) => m.id === editing.id && m.children.length > 0) : false;

  return (
    <TaxonomyFormModal opened onClose={onClose} noun="カテゴリ" editing={editing !== null} form={form}>
      <Select
        label="親カテゴリ"
        description="なしにするとメインカテゴリになります"
        placeholder="なし（メインカテゴリ）"
        data={mains.filter((m) => m.id !== editing?.id).map((m) => ({ value: String(m.id), label: m.title }))}
        value={form.values.parent_id || null}
        onChange={(v) => form.set('parent_id', v ?? '')}
        clearable
        disabled={hasChildren}
        error={form.errors.parent_id}
        comboboxProps={{ withinPortal: true }}
      />
    </TaxonomyFormModal>
  );
}
