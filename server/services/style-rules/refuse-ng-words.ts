// The server's word on NG words: an article is published (or submitted for review) only without any
// word the house dictionary bans, in its title, its lead or its body; a 訂正・追記, shown on the
// page the moment it is saved, is held to the same. The editor flags them as the
// writer types; this is what holds whatever client saves. Read as a reader reads it: the words shown
// beside the text (readings, button words, alternative text) count, and a word written in other
// widths (Ｎｏ．１, ｹﾞｷﾔｽ) or with invisible characters inside it (絶\u200B対) is the same word.
import { eq } from 'drizzle-orm';
import { documentAsideWords, documentText } from '../../../contract/article-body/document-facts.ts';
import { hitContext, styleChecker } from '../../../contract/style-check.ts';
import type { Database } from '../../db/client.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import { AppError } from '../../errors.ts';

const WHERE = { title: 'タイトル', lead: 'リード文', body_json: '本文', body: '訂正・追記' } as const;

// Characters that show nothing: format controls (zero-width space and joiners, soft hyphen, bidi
// marks), the combining grapheme joiner and variation selectors.
const INVISIBLE = /\p{Cf}|\u034f|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]/gu;

/** The text as the check reads it: full and half widths folded (NFKC), nothing invisible left in. */
function asRead(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

export async function refuseNgWords(
  db: Database,
  article: { title: string; lead: string; bodyJson: unknown } | { note: string },
): Promise<void> {
  const words = await db
    .select({ find: styleRules.find, replacement: styleRules.replacement, kind: styleRules.kind })
    .from(styleRules)
    .where(eq(styleRules.kind, 'ng'));
  if (words.length === 0) return;
  const check = styleChecker(words.map((word) => ({ ...word, find: asRead(word.find) })));
  const texts: Partial<Record<keyof typeof WHERE, string>> =
    'note' in article
      ? { body: asRead(article.note) }
      : {
          title: asRead(article.title),
          lead: asRead(article.lead),
          body_json: asRead([documentText(article.bodyJson), ...documentAsideWords(article.bodyJson)].join('\n')),
        };
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
