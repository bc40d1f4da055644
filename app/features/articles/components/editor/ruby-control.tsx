// ルビ: the toolbar's button over the selected words, and a small popover asking their reading. Enter
// confirming a conversion in the reading never submits it (blockImeEnter).
import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { MAX_RUBY_READING, rubyReading } from '../../../../../contract/article-body/blocks/ruby.ts';
import { blockImeEnter } from '../../../../lib/ime.ts';

export function RubyControl({ editor }: { editor: Editor | null }) {
  const [opened, setOpened] = useState(false);
  const [reading, setReading] = useState('');
  const [error, setError] = useState<string>();
  const active = editor?.isActive('ruby') ?? false;
  const usable = active || (editor ? !editor.state.selection.empty : false);

  function open() {
    if (!editor) return;
    setReading(active ? String(editor.getAttributes('ruby').reading ?? '') : '');
    setError(undefined);
    setOpened(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = rubyReading.safeParse(reading);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    editor?.chain().focus().extendMarkRange('ruby').setRuby(checked.data).run();
    setOpened(false);
  }

  function remove() {
    editor?.chain().focus().unsetRuby().run();
    setOpened(false);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => (opened ? setOpened(false) : open())}
          disabled={!usable}
          active={active}
          aria-label="ルビ"
          title="ルビ（読みを付ける文字を選んでから）"
        >
          <span style={{ fontSize: 11, fontWeight: 700 }}>ルビ</span>
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={onSubmit}>
          <TextInput
            label="読み"
            placeholder="例：あじさい"
            value={reading}
            onChange={(e) => setReading(e.currentTarget.value)}
            onKeyDown={blockImeEnter}
            maxLength={MAX_RUBY_READING}
            error={error}
            size="xs"
            w={220}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            {active && (
              <Button size="xs" variant="default" onClick={remove}>
                ルビを外す
              </Button>
            )}
            <Button size="xs" type="submit">
              ルビを付ける
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
