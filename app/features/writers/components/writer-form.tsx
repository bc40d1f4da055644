// The admin's form for a new writer and for editing any writer (role included). Checked with the
// shared contract schemas first; the server's 422 messages land on the same fields.
import { Button, Card, Group, Input, SegmentedControl, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Role, Writer } from '../../../../contract/writers.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { createWriter, createWriterInput } from '../api/create-writer.ts';
import { updateWriter, updateWriterInput } from '../api/update-writer.ts';
import { ROLE_LABELS } from './role-badge.tsx';
import {
  confirmationError,
  PasswordFields,
  type PasswordValues,
  type ProfileValues,
  WriterProfileFields,
} from './writer-fields.tsx';

type Values = ProfileValues & PasswordValues & { role: Role };
type Props = { writer?: Writer; onSaved: (writer: Writer) => void };

function initialValues(writer?: Writer): Values {
  return {
    email: writer?.email ?? '',
    name: writer?.name ?? '',
    profile_img_url: writer?.profile_img_url ?? null,
    profile_text: writer?.profile_text ?? '',
    role: writer?.role ?? 'writer',
    password: '',
    password_confirmation: '',
  };
}

export function WriterForm({ writer, onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => initialValues(writer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<Values>) => setValues((v) => ({ ...v, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { password_confirmation: _, password, ...rest } = values;
    const body = { ...rest, profile_text: rest.profile_text || null, ...(password ? { password } : {}) };
    const parsed = writer ? updateWriterInput.safeParse(body) : createWriterInput.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...confirmationError(values) };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) {
      notifications.show({ color: 'red', message: '入力内容を確認してください' });
      return;
    }
    setSaving(true);
    try {
      const saved = writer
        ? await updateWriter(writer.id, updateWriterInput.parse(body))
        : await createWriter(createWriterInput.parse(body));
      onSaved(saved);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      notifications.show({ color: 'red', message: fields ? '入力内容を確認してください' : (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        <Card withBorder>
          <Title order={2} size="h4" mb="md">
            プロフィール
          </Title>
          <WriterProfileFields values={values} errors={errors} onChange={change} />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="md">
            権限とパスワード
          </Title>
          <Stack gap="md">
            <Input.Wrapper label="権限" labelElement="div" error={errors.role}>
              <div>
                <SegmentedControl
                  mt={4}
                  value={values.role}
                  onChange={(role) => change({ role: role as Role })}
                  data={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
                  aria-label="権限"
                />
              </div>
            </Input.Wrapper>
            <PasswordFields
              values={values}
              errors={errors}
              onChange={change}
              required={!writer}
              label={writer ? '新しいパスワード' : 'パスワード'}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={writer ? `/admin/writers/${writer.id}` : '/admin/writers/list'}
            variant="default"
          >
            キャンセル
          </Button>
          <Button type="submit" loading={saving}>
            {writer ? '保存する' : 'ライターを追加'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
