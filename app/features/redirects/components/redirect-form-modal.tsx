// Adds a redirect, or edits one: the old address, and where it leads — a path or URL, or an article
// (the redirect then follows the article to its current address). The server's refusals (a loop, an
// address already kept) land on the fields they are about.
import { Group, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Redirect, redirectInput, redirectUpdate } from '../../../../contract/redirects.ts';
import { FormModalShell } from '../../../components/admin/form-modal-shell.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { createRedirect } from '../api/create-redirect.ts';
import { updateRedirect } from '../api/update-redirect.ts';
import { type ArticleOption, ArticleTargetSelect } from './article-target-select.tsx';
import { ArticleStateBadge } from './redirect-target.tsx';

type Props = {
  /** The redirect to edit, or null for a new one. */
  redirect: Redirect | null;
  findArticles: (title: string) => Promise<ArticleOption[]>;
  onClose: () => void;
  onSaved: (redirect: Redirect) => void;
};

type Target = 'path' | 'article';

/** The body as typed: the server puts the addresses in their stored form itself. */
function toBody(values: Record<string, string>) {
  const from_path = values.from_path ?? '';
  return values.target === 'article'
    ? { from_path, article_id: values.article_id ? Number(values.article_id) : null }
    : { from_path, to_path: values.to_path ?? '' };
}

export function RedirectFormModal({ redirect, findArticles, onClose, onSaved }: Props) {
  const editing = redirect !== null;
  const form = useSchemaForm({
    initial: {
      from_path: redirect?.from_path ?? '',
      target: redirect?.article_id ? 'article' : 'path',
      to_path: redirect?.to_path ?? '',
      article_id: redirect?.article_id ? String(redirect.article_id) : '',
    },
    schema: editing ? redirectUpdate : redirectInput,
    toInput: toBody,
    check: (values): FieldErrors =>
      values.target === 'article' && !values.article_id ? { article_id: '転送先の記事を選んでください' } : {},
    submit: async (_checked, body) => {
      const saved = redirect ? await updateRedirect(redirect.id, body) : await createRedirect(body);
      notifications.show({
        color: 'teal',
        message: `リダイレクト「${saved.from_path}」を${editing ? '保存' : '追加'}しました`,
      });
      onSaved(saved);
    },
  });
  const { values, errors, set } = form;
  const target = values.target as Target;
  const stored = redirect?.article ?? null;

  return (
    <FormModalShell
      title={`リダイレクトを${editing ? '編集' : '追加'}`}
      submitLabel={editing ? '保存' : '追加'}
      form={form}
      onClose={onClose}
      size="lg"
    >
      <TextInput
        label="転送元"
        description="転送したい古いアドレスの、ドメインより後ろの部分です"
        placeholder="/2019/05/old-post/"
        required
        data-autofocus
        {...form.inputProps('from_path')}
        autoCapitalize="off"
        spellCheck={false}
      />
      <Input.Wrapper label="転送先の種類" labelElement="div">
        <div>
          <SegmentedControl
            mt={4}
            value={target}
            onChange={(next) => set('target', next)}
            data={[
              { value: 'path', label: 'パス・URL' },
              { value: 'article', label: '記事' },
            ]}
            aria-label="転送先の種類"
          />
        </div>
      </Input.Wrapper>
      {target === 'path' ? (
        <TextInput
          label="転送先"
          description="/ で始まるサイト内のパスか、https:// で始まる URL"
          placeholder="/articles/123 または https://example.com/"
          required
          {...form.inputProps('to_path')}
          autoCapitalize="off"
          spellCheck={false}
        />
      ) : (
        <Stack gap={4}>
          <ArticleTargetSelect
            value={values.article_id ?? ''}
            initial={stored}
            findArticles={findArticles}
            error={errors.article_id ?? errors.to_path}
            onChange={(id) => set('article_id', id)}
          />
          {stored && String(stored.id) === values.article_id && !stored.is_public && (
            <Group gap={6} wrap="nowrap">
              <ArticleStateBadge article={stored} />
              <Text size="xs" c="dimmed">
                {stored.in_trash ? '記事がゴミ箱から戻る' : '記事が公開される'}まで、この転送元は 404 になります
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </FormModalShell>
  );
}
