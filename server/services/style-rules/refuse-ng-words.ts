// The server's word on NG words: an article is published (or submitted for review) only without any
// word the house dictionary bans, in its title, its lead or its body. The editor flags them as the
// writer types; this is what holds whatever client saves.
import { eq } from 'drizzle-orm';
import { documentText } from '../../../contract/article-body/document-facts.ts';
import { hitContext, styleChecker } from '../../../contract/style-check.ts';
import type { Database } from '../../db/client.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import { AppError } from '../../errors.ts';

const WHERE = { title: 'タイトル', lead: 'リード文', body_json: '本文' } as const;

export async function refuseNgWords(
  db: Database,
  article: { title: string; lead: string; bodyJson: unknown },
): Promise<void> {
  const words = await db
    .select({ find: styleRules.find, replacement: styleRules.replacement, kind: styleRules.kind })
    .from(styleRules)
    .where(eq(styleRules.kind, 'ng'));
  if (words.length === 0) return;
  const check = styleChecker(words);
  const texts = { title: article.title, lead: article.lead, body_json: documentText(article.bodyJson) };
  const errors: Record<string, string[]> = {};
  for (const [field, text] of Object.entries(texts) as [keyof typeof WHERE, string][]) {
    const hits = check(text);
    if (hits.length === 0) continue;
    // Each word once, where it first stands.
    const seen = new Set<string>();
    const firstOfEach = hits.filter((hit) => !seen.has(hit.rule.find) && Boolean(seen.add(hit.rule.find)));
    errors[field] = firstOfEach.map((hit) => {
      const context = field === 'body_json' ? `（${hitContext(text, hit)}）` : '';
      return `NGワード「${hit.found}」が${WHERE[field]}に含まれています${context}。書き換えてください`;
    });
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
