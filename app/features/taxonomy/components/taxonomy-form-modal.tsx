// The modal form shared by categories and tags: title, slug, description and order, with room
// for the fields only one of them has (reading, parent).
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { CATEGORY_SLUG_CHARACTERS, TAG_SLUG_CHARACTERS } from '../../../../contract/slugs.ts';
import type { SchemaForm } from '../../../hooks/use-schema-form.ts';
import { blockImeEnter } from '../../../lib/ime.ts';

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
  return (
    <Modal opened={opened} onClose={onClose} title={`${noun}を${editing ? '編集' : '作成'}`} centered size="lg">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="タイトル"
            required
            data-autofocus
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            error={errors.title}
          />
          {children}
          <TextInput
            label="スラッグ"
            description={
              noun === 'タグ'
                ? `タグを見分けるのに使います。${TAG_SLUG_CHARACTERS}で入力してください`
                : `URLに使われます。${CATEGORY_SLUG_CHARACTERS}で入力してください`
            }
            required
            value={values.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            error={errors.slug}
            autoCapitalize="off"
            spellCheck={false}
          />
          <Textarea
            label="説明"
            autosize
            minRows={2}
            maxRows={6}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
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
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={form.pending}>
              {editing ? '保存' : '作成'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
