// /reset_password/find_account: ask for the reset mail (the answer never says whether the address exists).
import { Alert, Button, Container, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { MessageBody } from '../../../contract/common.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { getCodeBody } from '../../../contract/writers.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import '../../styles/mantine-forms.ts';

export function meta() {
  return [{ title: `パスワードの再設定 | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

// Built with Mantine: it brings the provider the reading pages go without.
export default function FindAccountPage() {
  return (
    <MantineRoot>
      <FindAccount />
    </MantineRoot>
  );
}

function FindAccount() {
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = getCodeBody.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setSent((await api<MessageBody>('PUT', 'writers/get_code', { body: parsed.data, raw: true })).message);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors.email ?? e.message) : '送信できませんでした');
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size={460} py={60}>
      <h1 style={{ fontSize: '1.6rem', textAlign: 'center' }}>パスワードの再設定</h1>
      <Text c="dimmed" size="sm" mb="lg">
        ご登録のメールアドレスを入力してください。再設定用のリンクと確認コードをお送りします。
      </Text>
      {sent ? (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput name="email" type="email" label="メールアドレス" autoComplete="email" required error={error} />
            <Button type="submit" loading={pending}>
              再設定メールを送る
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  );
}
