// A file the library already holds: the picture made from it, and the uploader's choice between it
// and a second copy (closing the dialog uploads nothing).
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { Media } from '../../../../contract/media.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { fileNameOf, thumbOf } from '../media-display.ts';

export type DuplicateChoice = 'existing' | 'copy' | 'none';
export type DuplicateQuestion = { file: File; existing: Media; answer: (choice: DuplicateChoice) => void };

/** `existingLabel`: what taking the picture already there does where the upload was made. */
export function DuplicateUploadModal(props: { question: DuplicateQuestion | null; existingLabel: string }) {
  const { question, existingLabel } = props;
  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.answer('none')}
      title="同じ画像がメディアにあります"
      centered
    >
      {question && (
        <Stack>
          <Text size="sm">{`「${question.file.name}」は、メディアにある次の画像と同じファイルです。`}</Text>
          <Group wrap="nowrap" align="flex-start">
            <Image src={thumbOf(question.existing)} alt="" w={112} h={84} radius="sm" fit="cover" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {fileNameOf(question.existing.url)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(question.existing.created_at)} にアップロード
              </Text>
              <Text size="xs">
                {question.existing.alt ? `代替テキスト：${question.existing.alt}` : '代替テキストはまだありません'}
              </Text>
            </Stack>
          </Group>
          <Stack gap="xs">
            <Button onClick={() => question.answer('existing')} data-autofocus>
              {existingLabel}
            </Button>
            <Button variant="default" onClick={() => question.answer('copy')}>
              別の画像としてアップロードする
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
