// A one-field search form for admin lists: submits on Enter or the button (never on the Enter that
// confirms a Japanese conversion), and clears back to the full list.
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { blockImeEnter } from '../../lib/ime.ts';

type Props = { label: string; placeholder: string; value: string; onSearch: (value: string) => void };

export function SearchBox({ label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <Group component="form" role="search" onSubmit={submit} gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={blockImeEnter}
        maxLength={100}
        style={{ flex: 1 }}
        maw={360}
        rightSection={
          text ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="検索語を消す"
              onClick={() => {
                setText('');
                if (value) onSearch('');
              }}
            >
              <IconX size={16} />
            </ActionIcon>
          ) : null
        }
      />
      <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
        検索
      </Button>
    </Group>
  );
}
