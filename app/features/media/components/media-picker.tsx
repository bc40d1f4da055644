// Pick an image from the media library (found by file name or alternative text, page by page), or
// upload a new one (which is then picked; a file the library already holds offers its picture
// instead). The pick carries the picture's alternative text.
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
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Media } from '../../../../contract/media.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { blockImeEnter } from '../../../lib/ime.ts';
import { getMedia } from '../api/get-media.ts';
import { searchMedia } from '../api/search-media.ts';
import { useMediaUpload } from '../hooks/use-media-upload.ts';
import { fileNameOf, thumbOf } from '../media-display.ts';
import { UploadButton } from './upload-button.tsx';

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The picture's address, and the picture (what it shows is `alt`, empty when nobody has said yet). */
  onPick: (url: string, picked: Media) => void;
  /** What a click on an image does, in the hint above the grid. */
  action?: string;
};

const PER = 24;

export function MediaPicker({ opened, title, onClose, onPick, action = '挿入' }: Props) {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 300);
  const query = { page, per: PER, keyword };
  const media = useApiQuery(opened ? JSON.stringify(query) : null, () =>
    keyword ? searchMedia(query) : getMedia({ page, per: PER }),
  );
  const { upload, uploading, errors, prompt } = useMediaUpload('メディアの画像を使う');

  async function onFiles(files: File[]) {
    const [result] = await upload(files);
    if (!result) return;
    onPick(result.url, result.media);
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
      <TextInput
        label="ファイル名・代替テキストで検索"
        placeholder="例：カレンダー、バナー"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setPage(1);
        }}
        onKeyDown={blockImeEnter}
        mb="md"
      />
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
          {keyword ? '該当する画像はありません。' : 'まだ画像がありません。アップロードしてください。'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {media.data?.media.map((m) => (
            <UnstyledButton
              key={m.id}
              onClick={() => {
                onPick(m.url, m);
                onClose();
              }}
              aria-label={`画像 ${fileNameOf(m.url)} を選ぶ`}
              title={m.alt || undefined}
              style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Image src={thumbOf(m)} alt="" h={110} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {prompt}
      {media.data && media.data.meta.total_pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={media.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Modal>
  );
}
