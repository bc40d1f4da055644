// A one-field search form for admin lists: submits on Enter (never while an IME is composing).
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { blockImeEnter } from '../ime.ts';

type Props = { label: string; placeholder?: string; value: string; onSearch: (keyword: string) => void };

export function SearchForm({ label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search>
      <form onSubmit={submit}>
        <TextInput
          label={label}
          placeholder={placeholder}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={blockImeEnter}
          maxLength={50}
          leftSection={<IconSearch size={16} />}
          rightSection={
            text ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="検索をクリア"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null
          }
        />
      </form>
    </search>
  );
}
