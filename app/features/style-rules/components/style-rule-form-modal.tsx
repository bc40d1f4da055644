// Adds a rule to the house dictionary, or edits one: the words to find, the form to write instead
// (none for an NG word), its kind and a note. The server's refusals land on their fields.
import { Input, SegmentedControl, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MAX_STYLE_NOTE,
  MAX_STYLE_WORD,
  STYLE_RULE_KIND_LABEL,
  STYLE_RULE_KINDS,
  type StyleRule,
  type StyleRuleKind,
  styleRuleInput,
} from '../../../../contract/style-rules.ts';
import { FormModalShell } from '../../../components/admin/form-modal-shell.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { createStyleRule } from '../api/create-style-rule.ts';
import { updateStyleRule } from '../api/update-style-rule.ts';

type Props = { rule: StyleRule | null; onClose: () => void; onSaved: () => void };

export function StyleRuleFormModal({ rule, onClose, onSaved }: Props) {
  const editing = rule !== null;
  const form = useSchemaForm({
    initial: {
      find: rule?.find ?? '',
      replacement: rule?.replacement ?? '',
      kind: rule?.kind ?? 'variant',
      note: rule?.note ?? '',
    },
    // The whole rule is sent on an edit too: what its fields say together is checked the same way.
    schema: styleRuleInput,
    toInput: (values) => ({
      find: values.find ?? '',
      replacement: values.replacement ?? '',
      kind: (values.kind ?? 'variant') as StyleRuleKind,
      note: values.note ?? '',
    }),
    submit: async (_checked, body) => {
      const saved = rule ? await updateStyleRule(rule.id, body) : await createStyleRule(body);
      notifications.show({
        color: 'teal',
        message: `表記ルール「${saved.find}」を${editing ? '保存' : '追加'}しました`,
      });
      onSaved();
    },
  });
  const { values, set } = form;
  const ng = values.kind === 'ng';

  return (
    <FormModalShell
      title={`表記ルールを${editing ? '編集' : '追加'}`}
      submitLabel={editing ? '保存' : '追加'}
      form={form}
      onClose={onClose}
    >
      <Input.Wrapper label="種類" labelElement="div">
        <div>
          <SegmentedControl
            mt={4}
            value={values.kind}
            onChange={(next) => set('kind', next)}
            data={STYLE_RULE_KINDS.map((kind) => ({ value: kind, label: STYLE_RULE_KIND_LABEL[kind] }))}
            aria-label="種類"
          />
        </div>
      </Input.Wrapper>
      <TextInput
        label="探す表記"
        description="本文・タイトル・リード文からこの文字列をそのまま探します（英字は大文字・小文字を区別しません）"
        placeholder="例：出来る"
        required
        data-autofocus
        maxLength={MAX_STYLE_WORD}
        {...form.inputProps('find')}
      />
      <TextInput
        label="置き換える表記"
        description={
          ng ? 'NGワードは空でもかまいません（公開できなくなります）' : 'エディタの「置き換え」ボタンでこの表記にします'
        }
        placeholder="例：できる"
        required={!ng}
        maxLength={MAX_STYLE_WORD}
        {...form.inputProps('replacement')}
      />
      <TextInput
        label="メモ"
        description="書き手に見せる理由など（任意）"
        maxLength={MAX_STYLE_NOTE}
        {...form.inputProps('note')}
      />
    </FormModalShell>
  );
}
