// /reset_password/reset: set a new password with the mailed link (token) or the 6-digit code.
import { Alert, Button, Container, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MessageBody } from '../../../contract/common.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { resetWithCodeBody, resetWithTokenBody } from '../../../contract/writers.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import '../../styles/mantine-forms.ts';

export function meta() {
  return [{ title: `新しいパスワードの設定 | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

// Built with Mantine: it brings the provider the reading pages go without.
export default function ResetPasswordPage() {
  return (
    <MantineRoot>
      <ResetPassword />
    </MantineRoot>
  );
}

function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = token ? resetWithTokenBody.safeParse({ ...form, token }) : resetWithCodeBody.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const [method, path] = token
        ? (['POST', 'writers/reset'] as const)
        : (['PUT', 'writers/reset_password'] as const);
      setDone((await api<MessageBody>(method, path, { body: parsed.data, raw: true })).message);
    } catch (e) {
      if (e instanceof ApiError) setErrors({ form: Object.values(e.fieldErrors)[0] ?? e.message });
      else setErrors({ form: '設定できませんでした' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size={460} py={60}>
      <h1 style={{ fontSize: '1.6rem', textAlign: 'center' }}>新しいパスワードの設定</h1>
      {done ? (
        <Stack>
          <Alert color="green" role="status">
            {done}
          </Alert>
          <Link to="/signin">ログイン画面へ</Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            <TextInput
              name="email"
              type="email"
              label="メールアドレス"
              defaultValue={params.get('email') ?? ''}
              required
              error={errors.email}
            />
            {!token && (
              <TextInput
                name="code"
                label="確認コード（6桁）"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                error={errors.code}
              />
            )}
            <PasswordInput
              name="password"
              label="新しいパスワード（8文字以上）"
              autoComplete="new-password"
              required
              error={errors.password}
            />
            <Button type="submit" loading={pending}>
              パスワードを設定する
            </Button>
            <Text size="sm">
              <Link to="/reset_password/find_account">メールをもう一度送る</Link>
            </Text>
          </Stack>
        </form>
      )}
    </Container>
  );
}
