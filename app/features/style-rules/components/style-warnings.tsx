// 表記チェック under the article's body: its title, lead and body checked against the house
// dictionary a moment after typing stops — never while a conversion is being composed, so a
// half-typed reading is never flagged or fixed under the writer's cursor. Each hit has its fix
// (「できる」に置き換え), all of them one button; NG words say the article cannot be published
// (the server refuses it, whatever this shows).
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { styleChecker } from '../../../../contract/style-check.ts';
import type { StyleRule } from '../../../../contract/style-rules.ts';
import { getStyleRules } from '../api/get-style-rules.ts';
import { type FoundHit, findStyleHits, fixBodyHits, fixedText, type StyleField } from '../find-style-hits.ts';
import { StyleRuleKindBadge } from './style-rule-kind-badge.tsx';

/** The texts are checked this long after typing (or composing) stops. */
const CHECK_AFTER_MS = 500;
/** Hits listed at most; the count says how many more there are. */
const MAX_LISTED = 30;

const WHERE: Record<StyleField, string> = { title: 'タイトル', lead: 'リード文', body: '本文' };

type Props = {
  editor: Editor | null;
  title: string;
  lead: string;
  set: (patch: { title?: string; lead?: string }) => void;
  readOnly: boolean;
};

export function StyleWarnings({ editor, title, lead, set, readOnly }: Props) {
  const [rules, setRules] = useState<StyleRule[]>([]);
  const [hits, setHits] = useState<FoundHit[]>([]);
  const check = useMemo(() => styleChecker(rules), [rules]);
  const fields = useRef({ title, lead });
  fields.current = { title, lead };
  const schedule = useRef<() => void>(() => undefined);

  useEffect(() => {
    getStyleRules()
      .then((list) => setRules(list.style_rules))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let composing = false;
    let due = false;
    const run = () => {
      // Checked once the conversion is committed (compositionend), not over its reading.
      if (composing || editor?.view.composing) {
        due = true;
        return;
      }
      setHits(findStyleHits(check, editor, fields.current));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(run, CHECK_AFTER_MS);
    };
    const start = () => {
      composing = true;
    };
    const end = () => {
      composing = false;
      if (due) {
        due = false;
        later();
      }
    };
    document.addEventListener('compositionstart', start, true);
    document.addEventListener('compositionend', end, true);
    editor?.on('update', later);
    schedule.current = later;
    run();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('compositionstart', start, true);
      document.removeEventListener('compositionend', end, true);
      editor?.off('update', later);
    };
  }, [editor, check]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title or lead is what asks for a check
  useEffect(() => schedule.current(), [title, lead]);

  if (hits.length === 0) return null;

  /** The hits as the texts stand now (positions move as the writer types): fixed, then checked again. */
  function fix(chosen: (hit: FoundHit) => boolean) {
    const current = findStyleHits(check, editor, fields.current).filter(chosen);
    const patch: { title?: string; lead?: string } = {};
    for (const field of ['title', 'lead'] as const) {
      const inField = current.filter((hit) => hit.field === field);
      if (inField.length > 0) patch[field] = fixedText(fields.current[field], inField);
    }
    if (Object.keys(patch).length > 0) {
      set(patch);
      fields.current = { ...fields.current, ...patch };
    }
    if (editor) fixBodyHits(editor, current);
    setHits(findStyleHits(check, editor, fields.current));
  }

  const fixable = hits.filter((hit) => hit.rule.replacement !== null);
  const ngCount = hits.filter((hit) => hit.rule.kind === 'ng').length;

  return (
    <Alert
      color={ngCount > 0 ? 'red' : 'yellow'}
      variant="light"
      title={`表記チェック（${hits.length}件）`}
      aria-label="表記チェック"
    >
      <Stack gap="xs">
        {ngCount > 0 && (
          <Text size="xs" c="red.8" fw={500}>
            NGワードが{ngCount}件あります。書き換えるまで公開・校正依頼はできません。
          </Text>
        )}
        <List size="sm" spacing={6} listStyleType="none" ml={0} pl={0}>
          {hits.slice(0, MAX_LISTED).map((hit) => (
            <List.Item key={hit.key}>
              <Group gap={6} wrap="wrap" align="center">
                <StyleRuleKindBadge kind={hit.rule.kind} />
                <Text size="sm" span>
                  {WHERE[hit.field]}の「{hit.found}」{hit.rule.replacement && ` → 「${hit.rule.replacement}」`}
                </Text>
                {hit.rule.replacement && !readOnly && (
                  <Button size="compact-xs" variant="white" onClick={() => fix((h) => h.key === hit.key)}>
                    「{hit.rule.replacement}」に置き換え
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed" mt={2}>
                {hit.context}
                {hit.rule.kind === 'ng' && (hit.rule.note ? `（${hit.rule.note}）` : '')}
              </Text>
            </List.Item>
          ))}
        </List>
        {hits.length > MAX_LISTED && (
          <Text size="xs" c="dimmed">
            ほか{hits.length - MAX_LISTED}件
          </Text>
        )}
        {fixable.length > 1 && !readOnly && (
          <Group>
            <Button size="xs" variant="light" onClick={() => fix((hit) => hit.rule.replacement !== null)}>
              すべて置き換え（{fixable.length}件）
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
