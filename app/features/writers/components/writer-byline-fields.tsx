// よみ・肩書き・SNS on the profile form: what the byline and the writer's page show beside the name.
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SNS_SERVICES, type SnsLinks, type SnsService } from '../../../../contract/sns-links.ts';
import type { Writer } from '../../../../contract/writers.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { blockImeEnter } from '../../../lib/ime.ts';

export type BylineValues = { reading: string; job_title: string; sns_links: SnsLinks };

export function bylineValuesOf(writer: Writer): BylineValues {
  return { reading: writer.reading ?? '', job_title: writer.job_title ?? '', sns_links: { ...writer.sns_links } };
}

/** As the API takes them: blanks are none, and the links are sent whole. */
export function bylineInput(values: BylineValues) {
  const links = Object.fromEntries(Object.entries(values.sns_links).filter(([, url]) => url?.trim()));
  return { reading: values.reading || null, job_title: values.job_title || null, sns_links: links };
}

const PLACEHOLDERS: Record<SnsService, string> = {
  x: 'https://x.com/…',
  instagram: 'https://www.instagram.com/…',
  youtube: 'https://www.youtube.com/@…',
  tiktok: 'https://www.tiktok.com/@…',
  website: 'https://…',
};

type Props = { values: BylineValues; errors: FieldErrors; onChange: (next: Partial<BylineValues>) => void };

export function WriterBylineFields({ values, errors, onChange }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="よみ"
          description="名前の読み方（ひらがな・カタカナ）"
          placeholder="あおき ほのか"
          value={values.reading}
          onChange={(e) => onChange({ reading: e.currentTarget.value })}
          onKeyDown={blockImeEnter}
          maxLength={50}
          error={errors.reading}
        />
        <TextInput
          label="肩書き"
          description="記事の署名とライターページに出ます"
          placeholder="整理収納アドバイザー"
          value={values.job_title}
          onChange={(e) => onChange({ job_title: e.currentTarget.value })}
          onKeyDown={blockImeEnter}
          maxLength={50}
          error={errors.job_title}
        />
      </SimpleGrid>
      <Fieldset legend="SNS・Webサイト" variant="unstyled">
        <Text size="xs" c="dimmed" mb="xs">
          https:// から始まるURLを入力してください。空欄のものは表示されません。
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SNS_SERVICES.map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              type="url"
              inputMode="url"
              placeholder={PLACEHOLDERS[key]}
              value={values.sns_links[key] ?? ''}
              onChange={(e) => onChange({ sns_links: { ...values.sns_links, [key]: e.currentTarget.value } })}
              onKeyDown={blockImeEnter}
              maxLength={500}
              error={errors[`sns_links.${key}`] ?? (errors.sns_links?.startsWith(label) ? errors.sns_links : undefined)}
            />
          ))}
        </SimpleGrid>
        {errors.sns_links && !SNS_SERVICES.some(({ label }) => errors.sns_links?.startsWith(label)) && (
          <Text size="xs" c="red" mt={4}>
            {errors.sns_links}
          </Text>
        )}
      </Fieldset>
    </Stack>
  );
}
