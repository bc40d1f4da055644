// A body's document as a save sends it (or as its HTML reads): checked against the node set's schema
// with a message a writer can act on. The schema itself says which node may stand where (ProseMirror's content expressions);
// the blocks' rules say what their attributes may hold; a stored document is then safe to load on
// any screen and to render.
import { Fragment, type MarkType, type NodeType } from '@tiptap/pm/model';
import type { z } from 'zod';
import type { PartRule } from './block.ts';
import { type DocumentNode, documentString, measureDocument, scalarAttr } from './document.ts';
import { articleBlocks, articleSchema, MARK_RULES, NODE_RULES } from './node-set.ts';

class DocumentProblem extends Error {}

const MAX_MARKS = Object.keys(articleSchema.marks).length;
const emptyText = documentString.min(1, '本文に空のテキストが含まれています');

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A message for the first issue of a parse that failed. */
function firstMessage(result: { error?: z.ZodError }): string {
  return result.error?.issues[0]?.message ?? '形式が正しくありません';
}

const OPTIONAL_SCALAR = scalarAttr.optional();
/** Each node and mark type's attributes with the rule that checks each, worked out once per type. */
const attributeRules = new WeakMap<NodeType | MarkType, [name: string, rule: z.ZodType][]>();

function rulesOf(type: NodeType | MarkType, rule: PartRule | undefined) {
  let rules = attributeRules.get(type);
  if (!rules) {
    const names = new Set([...Object.keys(type.spec.attrs ?? {}), ...Object.keys(rule?.attrs ?? {})]);
    rules = [...names].map((name) => [name, rule?.attrs?.[name] ?? OPTIONAL_SCALAR]);
    attributeRules.set(type, rules);
  }
  return rules;
}

/**
 * The attributes the node type has, each checked by its rule (or as a scalar), as sent: unknown ones
 * are dropped, as the editor itself drops them on load.
 */
function checkAttrs(type: NodeType | MarkType, rule: PartRule | undefined, attrs: unknown) {
  const label = rule?.label ?? type.name;
  if (attrs !== undefined && !isRecord(attrs))
    throw new DocumentProblem(`本文の${label}の属性の形式が正しくありません`);
  const rules = rulesOf(type, rule);
  if (attrs === undefined || rules.length === 0) {
    // Nothing sent, or nothing to keep: the rules still say whether a required attribute is missing.
    for (const [, check] of rules) checkAttr(check, undefined, label);
    return undefined;
  }
  const checked: Record<string, unknown> = {};
  for (const [name, check] of rules) {
    const value = checkAttr(check, Object.hasOwn(attrs, name) ? attrs[name] : undefined, label);
    if (value !== undefined) checked[name] = value;
  }
  return checked;
}

function checkAttr(check: z.ZodType, value: unknown, label: string): unknown {
  const result = check.safeParse(value);
  if (result.success) return result.data;
  const message = firstMessage(result);
  throw new DocumentProblem(message.startsWith('本文') ? message : `本文の${label}：${message}`);
}

function typeName(value: unknown): string {
  return String(isRecord(value) ? value.type : value).slice(0, 40);
}

function checkMarks(parent: NodeType, marks: unknown) {
  if (marks === undefined) return undefined;
  if (!Array.isArray(marks)) throw new DocumentProblem('本文の書式の形式が正しくありません');
  if (marks.length > MAX_MARKS) throw new DocumentProblem('本文の書式が重なりすぎています');
  const seen = new Set<string>();
  return marks.map((mark) => {
    const name = isRecord(mark) && typeof mark.type === 'string' ? mark.type : undefined;
    const type = name !== undefined && Object.hasOwn(articleSchema.marks, name) ? articleSchema.marks[name] : undefined;
    if (!type) throw new DocumentProblem(`本文に使えない書式（${typeName(mark)}）が含まれています`);
    if (seen.has(type.name)) throw new DocumentProblem('本文に同じ書式が重なっています');
    seen.add(type.name);
    const rule = MARK_RULES.get(type.name);
    if (!parent.allowsMarkType(type)) {
      throw new DocumentProblem(`本文の「${NODE_RULES.get(parent.name)?.label}」では「${rule?.label}」は使えません`);
    }
    const attrs = checkAttrs(type, rule, (mark as { attrs?: unknown }).attrs);
    return { type: type.name, ...(attrs && { attrs }) };
  });
}

function checkNode(value: unknown, parent: NodeType | null): DocumentNode {
  if (!isRecord(value) || typeof value.type !== 'string')
    throw new DocumentProblem('本文の要素の形式が正しくありません');
  const type = Object.hasOwn(articleSchema.nodes, value.type) ? articleSchema.nodes[value.type] : undefined;
  if (!type || (parent === null) !== (type === articleSchema.topNodeType)) {
    throw new DocumentProblem(
      parent === null ? '本文の形式が正しくありません' : `本文に使えない要素（${typeName(value)}）が含まれています`,
    );
  }
  const rule = NODE_RULES.get(type.name);
  const node: DocumentNode = { type: type.name };
  const attrs = checkAttrs(type, rule, value.attrs);
  if (attrs) node.attrs = attrs;
  if (type.isText) {
    const text = emptyText.safeParse(value.text);
    if (!text.success) throw new DocumentProblem(firstMessage(text));
    node.text = text.data;
  }
  // Only inline nodes carry formatting; marks sent on a block are dropped, as the editor drops them.
  const marks = parent && type.isInline ? checkMarks(parent, value.marks) : undefined;
  if (marks) node.marks = marks;
  if (value.content !== undefined) node.content = checkContent(type, value.content);
  else if (!type.isLeaf) {
    const fill = type.contentMatch.fillBefore(Fragment.empty, true);
    if (fill && fill.childCount > 0) node.content = fill.toJSON() as DocumentNode[];
  }
  return node;
}

/** The children in an order the schema allows; what it requires and is missing is filled in empty. */
function checkContent(type: NodeType, content: unknown): DocumentNode[] {
  if (!Array.isArray(content)) throw new DocumentProblem('本文の要素の形式が正しくありません');
  const label = NODE_RULES.get(type.name)?.label ?? type.name;
  const where = type === articleSchema.topNodeType ? '' : `「${label}」の`;
  let match = type.contentMatch;
  const children = content.map((value) => {
    const child = checkNode(value, type);
    const next = match.matchType(articleSchema.nodes[child.type]!);
    if (!next)
      throw new DocumentProblem(`本文の「${NODE_RULES.get(child.type)?.label}」は${where}この位置には置けません`);
    match = next;
    return child;
  });
  if (!match.validEnd) {
    const fill = match.fillBefore(Fragment.empty, true);
    if (!fill) throw new DocumentProblem(`本文の「${label}」の中身が足りません`);
    children.push(...(fill.toJSON() as DocumentNode[]));
  }
  return children;
}

/** The document as the schema has it, or why it cannot be stored. */
export function checkDocument(value: unknown): { document: DocumentNode } | { problem: string } {
  const tooLarge = measureDocument(value);
  if (tooLarge) return { problem: tooLarge };
  try {
    const document = checkNode(value, null);
    for (const block of articleBlocks) {
      const problem = block.documentRule?.(document);
      if (problem) return { problem };
    }
    return { document };
  } catch (error) {
    if (error instanceof DocumentProblem) return { problem: error.message };
    throw error;
  }
}
