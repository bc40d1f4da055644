// Pick an image from the media library, or upload a new one (which is then picked).
import {
  Alert,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useMedia } from '../api/get-media.ts';
import { useMediaUpload } from '../hooks/use-media-upload.ts';
import { fileNameOf, thumbOf } from '../media-display.ts';
import { UploadButton } from './upload-button.tsx';

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  onPick: (url: string) => void;
  /** What a click on an image does, in the hint above the grid. */
  action?: string;
};

const PER = 24;

export function MediaPicker({ opened, title, onClose, onPick, action = '挿入' }: Props) {
  const [page, setPage] = useState(1);
  const media = useMedia({ page, per: PER }, opened);
  const { upload, uploading, errors } = useMediaUpload();

  async function onFiles(files: File[]) {
    const [result] = await upload(files);
    if (!result) return;
    onPick(result.url);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed">
          画像をクリックすると{action}します。
        </Text>
        <UploadButton loading={uploading} onFiles={onFiles} />
      </Group>
      {errors.length > 0 && (
        <Alert color="red" mb="md" role="alert">
          {errors.join('\n')}
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
              aria-label={`画像 ${fileNameOf(m.url)} を選ぶ`}
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
