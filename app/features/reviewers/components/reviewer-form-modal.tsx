// Adds a 監修者 or edits one: name and よみ, 肩書き (医師, 管理栄養士 …), 所属, photo, profile and up to
// five links. The server's refusals land on the fields they are about.
import { ActionIcon, Button, Group, Input, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconX } from '@tabler/icons-react';
import { MAX_REVIEWER_LINKS, type Reviewer, reviewerInput, reviewerUpdate } from '../../../../contract/reviewers.ts';
import { FormModalShell } from '../../../components/admin/form-modal-shell.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { ProfileImageField } from '../../writers/components/profile-image-field.tsx';
import { createReviewer } from '../api/create-reviewer.ts';
import { updateReviewer } from '../api/update-reviewer.ts';

type Props = {
  /** The reviewer to edit, or null for a new one. */
  reviewer: Reviewer | null;
  onClose: () => void;
  onSaved: (reviewer: Reviewer) => void;
};

type Values = Record<string, string>;

/** The form keeps each link as two text values (`link_label_0`, `link_url_0`, …) and their number. */
function initialValues(reviewer: Reviewer | null): Values {
  const links = reviewer?.links ?? [];
  return {
    name: reviewer?.name ?? '',
    reading: reviewer?.reading ?? '',
    credentials: reviewer?.credentials ?? '',
    affiliation: reviewer?.affiliation ?? '',
    photo_url: reviewer?.photo_url ?? '',
    profile: reviewer?.profile ?? '',
    link_count: String(links.length),
    // Present so a refusal of the links shows on their group, not again under the form.
    links: '',
    ...Object.fromEntries(
      links.flatMap((link, i) => [
        [`link_label_${i}`, link.label],
        [`link_url_${i}`, link.url],
      ]),
    ),
  };
}

/** The body as typed; rows left wholly empty are not links. */
function toBody(values: Values) {
  const count = Number(values.link_count ?? 0);
  const links = Array.from({ length: count }, (_, i) => ({
    label: values[`link_label_${i}`] ?? '',
    url: values[`link_url_${i}`] ?? '',
  })).filter((link) => link.label.trim() !== '' || link.url.trim() !== '');
  return {
    name: values.name ?? '',
    reading: values.reading ?? '',
    credentials: values.credentials ?? '',
    affiliation: values.affiliation ?? '',
    photo_url: values.photo_url || null,
    profile: values.profile ?? '',
    links,
  };
}

export function ReviewerFormModal({ reviewer, onClose, onSaved }: Props) {
  const editing = reviewer !== null;
  const form = useSchemaForm({
    initial: initialValues(reviewer),
    schema: editing ? reviewerUpdate : reviewerInput,
    toInput: toBody,
    submit: async (_checked, body) => {
      const saved = reviewer ? await updateReviewer(reviewer.id, body) : await createReviewer(body);
      notifications.show({ color: 'teal', message: `監修者「${saved.name}」を${editing ? '保存' : '登録'}しました` });
      onSaved(saved);
    },
  });
  const { values, errors, set } = form;
  const linkCount = Number(values.link_count ?? 0);
  // The server names a link's own field (`links.0.url`); the form shows it on the links' group.
  const linkError = errors.links ?? Object.entries(errors).find(([key]) => key.startsWith('links.'))?.[1];
  const formError = Object.entries(errors)
    .filter(([key]) => !(key in values) && !key.startsWith('links.'))
    .map(([, message]) => message)
    .join('\n');

  function removeLink(index: number) {
    for (let i = index; i < linkCount - 1; i++) {
      set(`link_label_${i}`, values[`link_label_${i + 1}`] ?? '');
      set(`link_url_${i}`, values[`link_url_${i + 1}`] ?? '');
    }
    set('link_count', String(linkCount - 1));
  }

  const text = (
    name: string,
    label: string,
    extra: Partial<Parameters<typeof TextInput>[0]> & Record<`data-${string}`, unknown> = {},
  ) => <TextInput label={label} {...form.inputProps(name)} {...extra} />;

  return (
    <FormModalShell
      title={editing ? '監修者を編集' : '監修者を登録'}
      submitLabel={editing ? '保存' : '登録'}
      form={{ ...form, formError }}
      onClose={onClose}
      size="lg"
    >
      <Group grow align="flex-start">
        {text('name', '名前', { required: true, placeholder: '山田 花子', 'data-autofocus': true, maxLength: 50 })}
        {text('reading', 'よみ', { placeholder: 'やまだ はなこ', maxLength: 50 })}
      </Group>
      {text('credentials', '肩書き', {
        required: true,
        description: '名前のあとに（ ）で表示されます',
        placeholder: '医師、管理栄養士、皮膚科専門医 など',
        maxLength: 60,
      })}
      {text('affiliation', '所属', { placeholder: '〇〇クリニック 院長', maxLength: 100 })}
      <ProfileImageField
        value={values.photo_url || null}
        name={values.name ?? ''}
        error={errors.photo_url}
        onChange={(url) => set('photo_url', url ?? '')}
      />
      <Textarea
        label="プロフィール"
        description="1000文字まで。記事の監修者欄と監修者のページに表示されます"
        {...form.textareaProps('profile')}
        maxLength={1000}
        autosize
        minRows={3}
        maxRows={8}
      />
      <Input.Wrapper
        label="リンク"
        description="所属先や本人のサイトなど（https:// から）"
        labelElement="div"
        error={linkError}
      >
        <Stack gap={6} mt={4}>
          {Array.from({ length: linkCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; removing one shifts the rest up
            <Group key={i} gap={6} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`リンク${i + 1}の名前`}
                placeholder="クリニックのサイト"
                {...form.inputProps(`link_label_${i}`)}
                maxLength={40}
                style={{ flex: '0 1 40%' }}
              />
              <TextInput
                aria-label={`リンク${i + 1}のURL`}
                placeholder="https://"
                {...form.inputProps(`link_url_${i}`)}
                autoCapitalize="off"
                spellCheck={false}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`リンク${i + 1}を外す`}
                onClick={() => removeLink(i)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          {linkCount < MAX_REVIEWER_LINKS && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => set('link_count', String(linkCount + 1))}
            >
              リンクを追加
            </Button>
          )}
        </Stack>
      </Input.Wrapper>
    </FormModalShell>
  );
}
