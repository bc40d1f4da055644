// /contact: a working form — validated in the browser with the shared schema, stored and mailed by the API.
import { Alert, Button, Container, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type ContactResponse, contactBody } from '../../../contract/contact.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { getDeps } from '../../context.server.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/contact';
import '../../styles/mantine-forms.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: getDeps(context).config.siteUrl };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? pageMeta({ title: 'お問い合わせ', siteUrl: data.siteUrl, path: '/contact' }) : [];
}

// Built with Mantine: it brings the provider the reading pages go without.
export default function ContactRoute() {
  return (
    <MantineRoot>
      <ContactPage />
    </MantineRoot>
  );
}

function ContactPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = contactBody.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { message } = await api<ContactResponse>('POST', 'contact', { body: parsed.data, raw: true });
      setStatus({ ok: true, message });
      form.reset();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
      else setStatus({ ok: false, message: e instanceof Error ? e.message : '送信できませんでした' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size="sm" pt="lg">
      <h1 style={{ fontSize: '1.7rem' }}>お問い合わせ</h1>
      <Text c="dimmed" mb="lg">
        記事へのご感想、広告掲載のご相談などは、こちらのフォームからお送りください。
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="お問い合わせフォーム">
        <Stack>
          {status && (
            <Alert color={status.ok ? 'green' : 'red'} role="status">
              {status.message}
            </Alert>
          )}
          <TextInput name="name" label="お名前" required autoComplete="name" error={errors.name} />
          <TextInput
            name="email"
            type="email"
            label="メールアドレス"
            required
            autoComplete="email"
            error={errors.email}
          />
          <Textarea name="body" label="お問い合わせ内容" required minRows={6} autosize error={errors.body} />
          <Button type="submit" loading={pending}>
            送信する
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
