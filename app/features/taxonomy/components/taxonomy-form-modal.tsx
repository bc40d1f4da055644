// The modal form shared by categories and tags: title, slug, description and order, with room
// for the fields only one of them has (reading, parent). While the title is typed, the reading and
// the slug are suggested as the editor's tag picker suggests them (use-name-suggestions.ts).
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { CATEGORY_SLUG_HINT, TAG_READING_HINT, TAG_SLUG_HINT } from '../../../../contract/slugs.ts';
import { FormModalShell } from '../../../components/admin/form-modal-shell.tsx';
import type { SchemaForm } from '../../../hooks/use-schema-form.ts';
import { blockImeEnter } from '../../../lib/ime.ts';
import { useNameSuggestions } from '../hooks/use-name-suggestions.ts';

export type TaxonomyNoun = 'タグ' | 'カテゴリ';

type Props = {
  opened: boolean;
  onClose: () => void;
  noun: TaxonomyNoun;
  /** Editing an existing one (or creating a new one). */
  editing: boolean;
  form: SchemaForm;
  /** Fields shown after the title. */
  children?: ReactNode;
};

/** The snackbar after a save: 「…」を保存しました / 作成しました. */
export function notifySaved(noun: TaxonomyNoun, editing: boolean, title: string) {
  notifications.show({ color: 'teal', message: `${noun}「${title}」を${editing ? '保存' : '作成'}しました` });
}

export function TaxonomyFormModal({ opened, onClose, noun, editing, form, children }: Props) {
  const { values, errors, set } = form;
  const hasReading = 'reading' in values;
  const suggestions = useNameSuggestions({
    values: { title: values.title ?? '', slug: values.slug ?? '', ...(hasReading && { reading: values.reading }) },
    set,
    hasReading,
    enabled: opened,
  });
  return (
    <FormModalShell
      title={`${noun}を${editing ? '編集' : '作成'}`}
      submitLabel={editing ? '保存' : '作成'}
      form={form}
      onClose={onClose}
      opened={opened}
      size="lg"
    >
      <TextInput
        label="タイトル"
        required
        data-autofocus
        value={values.title}
        onChange={(e) => suggestions.edit('title', e.currentTarget.value)}
        onKeyDown={blockImeEnter}
        error={errors.title}
      />
      {hasReading && (
        <TextInput
          label="読み"
          description={TAG_READING_HINT}
          value={values.reading}
          onChange={(e) => suggestions.edit('reading', e.currentTarget.value)}
          onKeyDown={blockImeEnter}
          error={errors.reading}
        />
      )}
      {children}
      <TextInput
        label="スラッグ"
        description={noun === 'タグ' ? TAG_SLUG_HINT : CATEGORY_SLUG_HINT}
        required
        value={values.slug}
        onChange={(e) => suggestions.edit('slug', e.currentTarget.value)}
        onKeyDown={blockImeEnter}
        error={errors.slug}
        autoCapitalize="off"
        spellCheck={false}
      />
      <Textarea label="説明" autosize minRows={2} maxRows={6} {...form.textareaProps('description')} />
      <NumberInput
        label="並び順"
        description="小さい数字ほど前に並びます"
        min={0}
        max={100000}
        allowDecimal={false}
        allowNegative={false}
        value={values.order}
        onChange={(v) => set('order', String(v))}
        onKeyDown={blockImeEnter}
        error={errors.order}
        w={{ base: '100%', xs: 200 }}
      />
    </FormModalShell>
  );
}
