// Adds a series, or edits one: its title, description and picture. The server's refusals land on the
// fields they are about.
import { Button, Group, Image, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type Series, seriesInput, seriesUpdate } from '../../../../contract/series.ts';
import { FormModalShell } from '../../../components/admin/form-modal-shell.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { MediaPicker } from '../../media/components/media-picker.tsx';
import { createSeries } from '../api/create-series.ts';
import { updateSeries } from '../api/update-series.ts';

type Props = {
  /** The series to edit, or null for a new one. */
  series: Series | null;
  onClose: () => void;
  onSaved: (series: Series) => void;
};

/** The body as typed: the server trims, and reads a blank picture as none. */
function toBody(values: Record<string, string>) {
  return { title: values.title ?? '', description: values.description ?? '', image_url: values.image_url ?? '' };
}

export function SeriesFormModal({ series, onClose, onSaved }: Props) {
  const editing = series !== null;
  const [picking, setPicking] = useState(false);
  const form = useSchemaForm({
    initial: {
      title: series?.title ?? '',
      description: series?.description ?? '',
      image_url: series?.image_url ?? '',
    },
    schema: editing ? seriesUpdate : seriesInput,
    toInput: toBody,
    submit: async (_checked, body) => {
      const saved = series ? await updateSeries(series.id, body) : await createSeries(body);
      notifications.show({ color: 'teal', message: `連載「${saved.title}」を${editing ? '保存' : '追加'}しました` });
      onSaved(saved);
    },
  });
  const { values, set } = form;

  return (
    <>
      <FormModalShell
        title={`連載を${editing ? '編集' : '追加'}`}
        submitLabel={editing ? '保存' : '追加'}
        form={form}
        onClose={onClose}
        opened={!picking}
        size="lg"
      >
        <TextInput label="タイトル" required data-autofocus {...form.inputProps('title')} />
        <Textarea
          label="説明"
          description="連載のページの冒頭に表示されます"
          autosize
          minRows={3}
          {...form.textareaProps('description')}
        />
        <TextInput
          label="画像のURL"
          placeholder="/media/… または https://"
          {...form.inputProps('image_url')}
          autoCapitalize="off"
          spellCheck={false}
        />
        <Group gap="sm">
          {values.image_url && <Image src={values.image_url} alt="" w={128} h={72} fit="cover" radius="sm" />}
          <Button variant="default" size="xs" onClick={() => setPicking(true)}>
            画像をメディアから選ぶ
          </Button>
        </Group>
      </FormModalShell>
      <MediaPicker
        opened={picking}
        title="連載の画像を選ぶ"
        action="連載の画像に"
        onClose={() => setPicking(false)}
        onPick={(url) => set('image_url', url)}
      />
    </>
  );
}
