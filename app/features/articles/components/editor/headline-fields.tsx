// The article's headline: its title and lead, with their counters.
import { Textarea } from '@mantine/core';
import { fieldId } from '../../field-problems.ts';
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
      {/* One line of text that wraps, so a phone shows the whole title: Enter adds no line break. */}
      <Textarea
        id={fieldId('title')}
        label="タイトル"
        placeholder="記事のタイトル"
        value={title}
        onChange={(e) => set({ title: e.currentTarget.value.replace(/\s*[\r\n]+\s*/g, ' ') })}
        onKeyDown={(e) => {
          // Every Enter, also the one confirming a conversion: a line break is never part of a title.
          if (e.key === 'Enter') e.preventDefault();
        }}
        autosize
        minRows={1}
        maxLength={120}
        required
        size="md"
        readOnly={readOnly}
        error={errors.title}
        description={`${title.length}/120`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        id={fieldId('lead')}
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
