// Pick an image from the media library, or upload a new one (which is then picked).
import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_TYPES } from '../../../../contract/media.ts';
import { useMedia } from '../api/get-media.ts';
import { type UploadResult, uploadMedia } from '../api/upload-media.ts';

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  onPick: (url: string) => void;
};

const PER = 24;

function thumbOf(m: { url: string; variants: { width: number; url: string }[] }): string {
  const small = [...m.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 240);
  return small?.url ?? m.url;
}

export function MediaPicker({ opened, title, onClose, onPick }: Props) {
  const [page, setPage] = useState(1);
  const media = useMedia({ page, per: PER }, opened);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(file: File | null) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const result: UploadResult = await uploadMedia(file);
      onPick(result.url);
      onClose();
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed">
          画像をクリックすると挿入します。
        </Text>
        <FileButton onChange={onFile} accept={UPLOAD_TYPES.join(',')}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={uploading}>
              アップロード
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadError && (
        <Alert color="red" mb="md" role="alert">
          {uploadError}
        </Alert>
      )}
      {media.error && (
        <Alert color="red" role="alert">
          {media.error.message}
        </Alert>
      )}
      {media.loading && !media.data ? (
        <Center py="xl">
          <Loader aria-label="読み込み中" />
        </Center>
      ) : media.data && media.data.media.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          まだ画像がありません。アップロードしてください。
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {media.data?.media.map((m) => (
            <UnstyledButton
              key={m.id}
              onClick={() => {
                onPick(m.url);
                onClose();
              }}
              aria-label={`画像 ${m.url.split('/').pop()} を選ぶ`}
              style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Image src={thumbOf(m)} alt="" h={110} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {media.data && media.data.meta.total_pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={media.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Modal>
  );
}
