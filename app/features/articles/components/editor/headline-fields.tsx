// The article's headline: its title and lead, with their counters.
import { Textarea, TextInput } from '@mantine/core';
import { blockImeEnter } from '../../../../lib/ime.ts';
import type { DraftFields } from '../../hooks/use-local-draft.ts';

type Props = {
  title: string;
  lead: string;
  set: (patch: Partial<DraftFields>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
};

export function HeadlineFields({ title, lead, set, errors, readOnly }: Props) {
  return (
    <>
      <TextInput
        label="タイトル"
        placeholder="記事のタイトル"
        value={title}
        onChange={(e) => set({ title: e.currentTarget.value })}
        onKeyDown={blockImeEnter}
        maxLength={120}
        required
        size="md"
        readOnly={readOnly}
        error={errors.title}
        description={`${title.length}/120`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        label="リード文"
        placeholder="記事の要約（一覧やSNSに表示されます）"
        value={lead}
        onChange={(e) => set({ lead: e.currentTarget.value })}
        maxLength={300}
        autosize
        minRows={2}
        readOnly={readOnly}
        error={errors.lead}
        description={`${lead.length}/300`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
