// Fields shared by the admin's writer form and the own-profile form, so both read and check alike.
import { PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';
import { PASSWORD_MIN } from '../../../../contract/writers.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { blockImeEnter } from '../../../lib/ime.ts';
import { ProfileImageField } from './profile-image-field.tsx';

export type ProfileValues = { email: string; name: string; profile_img_url: string | null; profile_text: string };
export type PasswordValues = { password: string; password_confirmation: string };

type FieldsProps<T> = { values: T; errors: FieldErrors; onChange: (next: Partial<T>) => void };

export function WriterProfileFields({ values, errors, onChange }: FieldsProps<ProfileValues>) {
  return (
    <Stack gap="md">
      <TextInput
        label="名前"
        description="サイトの記事やライター一覧に表示されます"
        value={values.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        onKeyDown={blockImeEnter}
        maxLength={50}
        required
        error={errors.name}
        autoComplete="name"
      />
      <TextInput
        label="メールアドレス"
        type="email"
        value={values.email}
        onChange={(e) => onChange({ email: e.currentTarget.value })}
        onKeyDown={blockImeEnter}
        maxLength={254}
        required
        error={errors.email}
        autoComplete="email"
      />
      <ProfileImageField
        value={values.profile_img_url}
        name={values.name}
        error={errors.profile_img_url}
        onChange={(url) => onChange({ profile_img_url: url })}
      />
      <Textarea
        label="プロフィール文"
        description="1000文字まで。ライターページに表示されます"
        value={values.profile_text}
        onChange={(e) => onChange({ profile_text: e.currentTarget.value })}
        maxLength={1000}
        autosize
        minRows={3}
        maxRows={10}
        error={errors.profile_text}
      />
    </Stack>
  );
}

/**
 * A new password typed twice; `required` for a new account, optional when changing one.
 * (Mantine's PasswordInput marks an error with data-invalid only, so aria-invalid is set here.)
 */
export function PasswordFields({
  values,
  errors,
  onChange,
  required,
  label = 'パスワード',
}: FieldsProps<PasswordValues> & { required: boolean; label?: string }) {
  return (
    <Stack gap="md">
      <PasswordInput
        label={label}
        description={`${PASSWORD_MIN}文字以上${required ? '' : '。変更しない場合は空欄のままにしてください'}`}
        value={values.password}
        onChange={(e) => onChange({ password: e.currentTarget.value })}
        maxLength={128}
        required={required}
        error={errors.password}
        aria-invalid={errors.password ? true : undefined}
        autoComplete="new-password"
      />
      <PasswordInput
        label={`${label}（確認）`}
        value={values.password_confirmation}
        onChange={(e) => onChange({ password_confirmation: e.currentTarget.value })}
        maxLength={128}
        required={required}
        error={errors.password_confirmation}
        aria-invalid={errors.password_confirmation ? true : undefined}
        autoComplete="new-password"
      />
    </Stack>
  );
}

/** The client-only check of the second password field. */
export function confirmationError(values: PasswordValues): FieldErrors {
  return values.password && values.password !== values.password_confirmation
    ? { password_confirmation: 'パスワードが一致しません' }
    : {};
}
