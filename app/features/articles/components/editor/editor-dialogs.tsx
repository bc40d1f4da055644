// The editor's questions: restore a local copy, resolve a stale save, leave with unsaved changes.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../../contract/time.ts';

export function RestoreDraftModal(props: { savedAt: string | null; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Modal
      opened={props.savedAt !== null}
      onClose={props.onDiscard}
      title="保存されていない編集内容があります"
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text size="sm">
          {props.savedAt ? formatDateTime(props.savedAt) : ''}
          に、このブラウザで編集した内容が保存されずに残っています。復元しますか？
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDiscard}>
            破棄する
          </Button>
          <Button onClick={props.onRestore}>復元する</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ConflictModal(props: {
  opened: boolean;
  theirs: { writerName: string; updatedAt: string } | null;
  onOverwrite: () => void;
  onCopy: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="別の画面で先に保存されました" centered>
      <Stack>
        <Text size="sm">
          この記事は
          {props.theirs ? ` ${formatDateTime(props.theirs.updatedAt)} に${props.theirs.writerName}さんが` : ''}
          別の画面で保存しています。あなたの入力内容はそのまま残っています。どうしますか？
        </Text>
        <Stack gap="xs">
          <Button color="red" variant="light" onClick={props.onOverwrite}>
            自分の内容で上書き保存する
          </Button>
          <Button variant="light" onClick={props.onCopy}>
            自分の内容を別の下書きとして保存する
          </Button>
          <Button variant="default" onClick={props.onClose}>
            保存せずに編集を続ける
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

export function LeaveModal(props: { opened: boolean; onSave: () => void; onDiscard: () => void; onStay: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onStay} title="保存されていない変更があります" centered>
      <Stack>
        <Text size="sm">このページを離れる前に保存しますか？</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onStay}>
            編集を続ける
          </Button>
          <Button variant="light" color="red" onClick={props.onDiscard}>
            保存せずに移動
          </Button>
          <Button onClick={props.onSave}>保存して移動</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
