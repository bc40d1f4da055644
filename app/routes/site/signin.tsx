// Sign-in: the session (token + writer) goes to localStorage, then the admin opens — back where the
// writer was when a session ended, or at the editor holding their unsaved draft, else /admin.
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { type SignInResponse, signInBody } from '../../../contract/writers.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { pathOfLatestDraft } from '../../features/articles/hooks/use-local-draft.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { blockImeEnter } from '../../lib/ime.ts';
import { getToken, LOGIN_REQUIRED, saveSession, takeSigninNext, takeSigninNotice } from '../../lib/session-storage.ts';
import '../../styles/mantine-forms.ts';

export function meta() {
  return [{ title: `ログイン | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** The shared API client sends an ended session here by a full page load, from an admin page. */
function cameFromAdmin(): boolean {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && from.pathname.startsWith('/admin');
  } catch {
    return false;
  }
}

// Built with Mantine: it brings the provider the reading pages go without.
export default function SignInPage() {
  return (
    <MantineRoot>
      <SignIn />
    </MantineRoot>
  );
}

function SignIn() {
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const { message } = takeSigninNotice();
    if (message) setNotice(message);
    else if (!getToken() && cameFromAdmin()) setNotice(LOGIN_REQUIRED);
  }, []);

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
      navigate(takeSigninNext() ?? pathOfLatestDraft(data.writer.id) ?? '/admin');
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
            {notice && !error && (
              <Alert color="yellow" data-testid="signin-notice">
                {notice}
              </Alert>
            )}
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
              onKeyDown={blockImeEnter}
              error={fieldErrors.email}
            />
            <PasswordInput
              name="password"
              label="パスワード"
              autoComplete="current-password"
              required
              onKeyDown={blockImeEnter}
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
