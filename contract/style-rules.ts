// 表記ルール (the house dictionary): its kinds, the API's shapes, and the one rule a rule's fields
// keep together. Isomorphic: the admin's form and the editor's checker read it too.
import { z } from 'zod';
import { isoDate } from './common.ts';

export const STYLE_RULE_KINDS = ['variant', 'brand', 'ng'] as const;
export type StyleRuleKind = (typeof STYLE_RULE_KINDS)[number];
export const STYLE_RULE_KIND_LABEL: Record<StyleRuleKind, string> = {
  variant: '表記ゆれ',
  brand: 'ブランド名',
  ng: 'NGワード',
};

export const MAX_STYLE_WORD = 50;
export const MAX_STYLE_NOTE = 200;

function noNul(value: string) {
  return !value.includes('\u0000');
}

const find = z
  .string({ error: '探す表記を入力してください' })
  .trim()
  .min(1, '探す表記を入力してください')
  .max(MAX_STYLE_WORD, `探す表記は${MAX_STYLE_WORD}文字以内で入力してください`)
  .refine(noNul, '探す表記に使えない文字が含まれています');

/** Empty means none (an NG word may have nothing to offer instead). */
const replacement = z
  .string({ error: '置き換える表記は文字列で入力してください' })
  .trim()
  .max(MAX_STYLE_WORD, `置き換える表記は${MAX_STYLE_WORD}文字以内で入力してください`)
  .refine(noNul, '置き換える表記に使えない文字が含まれています')
  .nullable()
  .transform((value) => value || null);

const kind = z.enum(STYLE_RULE_KINDS, { error: '種類は 表記ゆれ・ブランド名・NGワード のどれかを選んでください' });

const note = z
  .string({ error: 'メモは文字列で入力してください' })
  .trim()
  .max(MAX_STYLE_NOTE, `メモは${MAX_STYLE_NOTE}文字以内で入力してください`)
  .refine(noNul, 'メモに使えない文字が含まれています')
  .nullable()
  .transform((value) => value || null);

/**
 * What a rule's fields must say together, or null: a 表記ゆれ or a brand name names the form to
 * write, and no rule offers the very words it looks for.
 */
export function styleRuleProblem(rule: {
  find: string;
  replacement: string | null;
  kind: StyleRuleKind;
}): Record<string, string[]> | null {
  if (rule.kind !== 'ng' && !rule.replacement) {
    return { replacement: ['表記ゆれとブランド名には置き換える表記を入力してください'] };
  }
  if (rule.replacement !== null && rule.replacement === rule.find) {
    return { replacement: ['置き換える表記が探す表記と同じです'] };
  }
  return null;
}

export const styleRuleInput = z
  .object({ find, replacement: replacement.optional().default(null), kind, note: note.optional().default(null) })
  .superRefine((rule, ctx) => {
    for (const [path, messages] of Object.entries(styleRuleProblem(rule) ?? {})) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type StyleRuleInput = z.infer<typeof styleRuleInput>;

/** Only the fields sent change; what they make together is checked against the stored rule. */
export const styleRuleUpdate = z.object({
  find: find.optional(),
  replacement: replacement.optional(),
  kind: kind.optional(),
  note: note.optional(),
});
export type StyleRuleUpdate = z.infer<typeof styleRuleUpdate>;

const styleRuleSchema = z.object({
  id: z.number(),
  find: z.string(),
  replacement: z.string().nullable(),
  kind: kind,
  note: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type StyleRule = z.infer<typeof styleRuleSchema>;

export const styleRuleResponse = z.object({ style_rule: styleRuleSchema });
export const styleRuleListResponse = z.object({ style_rules: z.array(styleRuleSchema) });
export type StyleRuleList = z.infer<typeof styleRuleListResponse>;
export const starterLoadResponse = z.object({ added: z.number(), style_rules: z.array(styleRuleSchema) });
export type StarterLoad = z.infer<typeof starterLoadResponse>;
