// Creates a tag, or edits one: the shared taxonomy fields, the kana reading (for 五十音 lists) among them.
import { type Tag, tagInput, tagUpdate } from '../../../../contract/taxonomy.ts';
import { createTag } from '../api/create-tag.ts';
import { updateTag } from '../api/update-tag.ts';
import { useTaxonomyForm } from '../hooks/use-taxonomy-form.ts';
import { notifySaved, TaxonomyFormModal } from './taxonomy-form-modal.tsx';

type Props = { tag: Tag | null; onClose: () => void; onSaved: (tag: Tag) => void };

export function TagFormModal({ tag, onClose, onSaved }: Props) {
  const form = useTaxonomyForm({
    initial: {
      title: tag?.title ?? '',
      reading: tag?.reading ?? '',
      slug: tag?.slug ?? '',
      description: tag?.description ?? '',
      order: String(tag?.order ?? 0),
    },
    schema: tag ? tagUpdate : tagInput,
    submit: async (data) => {
      const saved = tag ? await updateTag(tag.id, data) : await createTag(tagInput.parse(data));
      notifySaved('タグ', tag !== null, saved.title);
      onSaved(saved);
    },
  });

  return <TaxonomyFormModal opened onClose={onClose} noun="タグ" editing={tag !== null} form={form} />;
}
