// The profile picture of a writer form: a preview, then choose from the library, upload, or remove.
import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MediaPicker } from '../../media/components/media-picker.tsx';

type Props = {
  value: string | null;
  name: string;
  error?: string;
  onChange: (url: string | null) => void;
};

export function ProfileImageField({ value, name, error, onChange }: Props) {
  const [picker, setPicker] = useState(false);
  const labelId = useId();
  return (
    <Input.Wrapper label="プロフィール画像" labelElement="div" labelProps={{ id: labelId }} error={error}>
      <Group gap="md" mt={4} wrap="nowrap" role="group" aria-labelledby={labelId}>
        <Avatar src={value} name={name || undefined} color="salvia" size={72} alt={value ? 'プロフィール画像' : ''} />
        <Stack gap={6} align="flex-start">
          <Button size="xs" variant="light" leftSection={<IconPhoto size={14} />} onClick={() => setPicker(true)}>
            {value ? '画像を変更' : '選ぶ・アップロード'}
          </Button>
          {value && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => onChange(null)}
            >
              画像を外す
            </Button>
          )}
        </Stack>
      </Group>
      <MediaPicker
        opened={picker}
        title="プロフィール画像を選ぶ"
        action="設定"
        onClose={() => setPicker(false)}
        onPick={(url) => onChange(url)}
      />
    </Input.Wrapper>
  );
}
