// The signed-in writer's own profile (PUT writers/update): profile fields, and a separate password
// change. A new email or password needs the current password, as the server asks.
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import type { UpdateSelfBody, Writer } from '../../../../contract/writers.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { updateProfile, updateProfileInput } from '../api/update-profile.ts';
import { bylineInput, bylineValuesOf, WriterBylineFields } from './writer-byline-fields.tsx';
import {
  confirmationError,
  PasswordFields,
  type PasswordValues,
  type ProfileValues,
  WriterProfileFields,
} from './writer-fields.tsx';

type Props = { writer: Writer; onSaved: (writer: Writer, message: string) => void };

/** One submit of either card: check, send, and put the answer's problems on the fields. */
function useSelfUpdate(onSaved: Props['onSaved']) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  async function save(body: UpdateSelfBody, extra: FieldErrors, message: string): Promise<boolean> {
    const parsed = updateProfileInput.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...extra };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return false;
    setSaving(true);
    try {
      onSaved(await updateProfile(parsed.data), message);
      return true;
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else notifications.show({ color: 'red', message: (error as Error).message });
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { errors, saving, save };
}

function CurrentPassword(props: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <PasswordInput
      label="現在のパスワード"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maxLength={128}
      required
      error={props.error}
      aria-invalid={props.error ? true : undefined}
      autoComplete="current-password"
    />
  );
}

export function ProfileForm({ writer, onSaved }: Props) {
  const [profile, setProfile] = useState<ProfileValues>({
    email: writer.email,
    name: writer.name,
    profile_img_url: writer.profile_img_url,
    profile_text: writer.profile_text ?? '',
  });
  const [byline, setByline] = useState(() => bylineValuesOf(writer));
  const [profilePassword, setProfilePassword] = useState('');
  const [passwords, setPasswords] = useState<PasswordValues & { current_password: string }>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const profileSave = useSelfUpdate(onSaved);
  const passwordSave = useSelfUpdate(onSaved);
  const emailChanged = profile.email.trim().toLowerCase() !== writer.email;

  function submitProfile(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors =
      emailChanged && !profilePassword ? { current_password: '現在のパスワードを入力してください' } : {};
    void profileSave
      .save(
        {
          ...profile,
          ...bylineInput(byline),
          profile_text: profile.profile_text || null,
          ...(emailChanged ? { current_password: profilePassword } : {}),
        },
        missing,
        'プロフィールを保存しました',
      )
      .then((saved) => saved && setProfilePassword(''));
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(passwords.current_password ? {} : { current_password: '現在のパスワードを入力してください' }),
      ...(passwords.password ? {} : { password: '新しいパスワードを入力してください' }),
      ...confirmationError(passwords),
    };
    void passwordSave
      .save(
        { password: passwords.password, current_password: passwords.current_password },
        missing,
        'パスワードを変更しました',
      )
      .then((saved) => saved && setPasswords({ current_password: '', password: '', password_confirmation: '' }));
  }

  return (
    <Stack maw={720}>
      <Card withBorder component="form" onSubmit={submitProfile} noValidate aria-labelledby="profile-heading">
        <Title order={2} size="h4" mb="md" id="profile-heading">
          プロフィール
        </Title>
        <Stack gap="md">
          <WriterProfileFields
            values={profile}
            errors={profileSave.errors}
            onChange={(next) => setProfile((p) => ({ ...p, ...next }))}
          />
          <WriterBylineFields
            values={byline}
            errors={profileSave.errors}
            onChange={(next) => setByline((b) => ({ ...b, ...next }))}
          />
          {emailChanged && (
            <>
              <Text size="sm" c="dimmed">
                メールアドレスを変更するには、現在のパスワードを入力してください。
              </Text>
              <CurrentPassword
                value={profilePassword}
                error={profileSave.errors.current_password}
                onChange={setProfilePassword}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={profileSave.saving}>
              プロフィールを保存
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder component="form" onSubmit={submitPassword} noValidate aria-labelledby="password-heading">
        <Title order={2} size="h4" mb="md" id="password-heading">
          パスワードの変更
        </Title>
        <Stack gap="md">
          <CurrentPassword
            value={passwords.current_password}
            error={passwordSave.errors.current_password}
            onChange={(current_password) => setPasswords((p) => ({ ...p, current_password }))}
          />
          <PasswordFields
            label="新しいパスワード"
            values={passwords}
            errors={passwordSave.errors}
            onChange={(next) => setPasswords((p) => ({ ...p, ...next }))}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={passwordSave.saving}>
              パスワードを変更
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
