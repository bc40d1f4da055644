// Sign-in: the session (token + writer) goes to localStorage, as the admin expects.
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type SignInResponse, signInBody } from '../../../contract/writers.ts';
import { ApiError, api, saveSession } from '../../lib/api-client.ts';
import { SITE_SHORT_NAME } from '../../lib/site.ts';

export function meta() {
  return [{ title: `ログイン | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn() {
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = signInBody.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setError(null);
    setPending(true);
    try {
      const { data } = await api<SignInResponse>('POST', 'auth/sign_in', { body: parsed.data, raw: true });
      saveSession(data.token, data.writer);
      navigate('/');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setFieldErrors(e.fieldErrors);
      else setError(e instanceof Error ? e.message : 'サインインできませんでした');
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size={420} py={80}>
      <Title order={1} ta="center" mb="lg">
        ログイン
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              name="email"
              type="email"
              label="メールアドレス"
              autoComplete="email"
              required
              error={fieldErrors.email}
            />
            <PasswordInput
              name="password"
              label="パスワード"
              autoComplete="current-password"
              required
              error={fieldErrors.password}
            />
            <Button type="submit" loading={pending} fullWidth>
              ログイン
            </Button>
            <Anchor component={Link} to="/reset_password/find_account" size="sm" ta="center">
              パスワードをお忘れの方
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
