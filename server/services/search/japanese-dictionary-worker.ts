// Reads Japanese with a morphological dictionary (IPADIC, through kuromoji), in a process of its own:
// the dictionary takes ~350 MB, which the server gives back by ending the process when idle
// (japanese-dictionary.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';

export type DictionaryQuestion = { id: number; text: string; want: 'reading' | 'words' | 'phrases' | 'nouns' };

const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@sglkc/kuromoji/package.json')), 'dict');
const tokenizer = new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
  kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
);

const known = (value: string | undefined) => (value && value !== '*' ? value : undefined);
// A word the dictionary does not know (a brand, latin letters, digits) reads as written.
const readingOfToken = (t: IpadicFeatures) => known(t.reading) ?? t.surface_form;

/** Part of a compound noun: 電気 + 圧力 + 鍋, 大 + 掃除, アルカリ + 性, 100 + 円. */
function compoundPart(t: IpadicFeatures, first: boolean): boolean {
  if (t.pos === '接頭詞') return first;
  return t.pos === '名詞' && t.pos_detail_1 !== '非自立' && t.pos_detail_1 !== '代名詞';
}

/**
 * The words a reader may search a text by: nouns with their readings, the dictionary forms of
 * verbs and adjectives (洗って → 洗う), and every run of two to four parts of a compound noun
 * (電気圧力鍋, 圧力鍋, 大掃除), written and read.
 */
function wordsOf(tokens: IpadicFeatures[]): string[] {
  const words = new Set<string>();
  const flush = (run: IpadicFeatures[]) => {
    for (let start = 0; start < run.length; start++) {
      for (let end = start + 2; end <= Math.min(run.length, start + 4); end++) {
        const parts = run.slice(start, end);
        words.add(parts.map((t) => t.surface_form).join(''));
        words.add(parts.map(readingOfToken).join(''));
      }
    }
  };
  let run: IpadicFeatures[] = [];
  for (const t of tokens) {
    if (compoundPart(t, run.length === 0)) run.push(t);
    else {
      flush(run);
      run = compoundPart(t, true) ? [t] : [];
    }
    if (t.pos === '名詞' && t.pos_detail_1 !== '非自立' && t.pos_detail_1 !== '代名詞') {
      words.add(t.surface_form);
      words.add(readingOfToken(t));
    } else if ((t.pos === '動詞' || t.pos === '形容詞') && t.pos_detail_1 === '自立') {
      words.add(known(t.basic_form) ?? t.surface_form);
    }
  }
  flush(run);
  return [...words];
}

const isNoun = (t: IpadicFeatures) =>
  t.pos === '名詞' && t.pos_detail_1 !== '非自立' && t.pos_detail_1 !== '代名詞' && t.pos_detail_1 !== '数';

/**
 * The nouns of a text, a compound both whole and by its parts (洗濯機 and 洗濯), each as written
 * and as read, written form first: what 「もしかして」 puts a slip right to.
 */
function nounsOf(tokens: IpadicFeatures[]): string[][] {
  const nouns = new Map<string, string>();
  let run: IpadicFeatures[] = [];
  const flush = () => {
    if (run.length > 1) nouns.set(run.map((t) => t.surface_form).join(''), run.map(readingOfToken).join(''));
    run = [];
  };
  for (const t of tokens) {
    if (!compoundPart(t, run.length === 0)) flush();
    if (compoundPart(t, run.length === 0)) run.push(t);
    if (isNoun(t) && known(t.reading)) nouns.set(t.surface_form, readingOfToken(t));
  }
  flush();
  return [...nouns];
}

/**
 * Joins the word before it, for a slug's words: a suffix (掃除 + 術), a prefix's word (大 + 掃除), an
 * auxiliary or a conjunctive particle (洗っ + て), a dependent verb (し + ておく).
 */
function joinsPrevious(t: IpadicFeatures): boolean {
  if (t.pos === '名詞') return t.pos_detail_1 === '接尾';
  if (t.pos === '動詞') return t.pos_detail_1 === '非自立' || t.pos_detail_1 === '接尾';
  return t.pos === '助動詞' || (t.pos === '助詞' && t.pos_detail_1 === '接続助詞');
}

/** The readings of a text's words as a slug spells them apart (年末の掃除術 → ねんまつ・の・そうじじゅつ); symbols part them. */
function phrasesOf(tokens: IpadicFeatures[]): string[] {
  const phrases: string[] = [];
  let afterPrefix = false;
  for (const t of tokens) {
    if (t.pos === '記号') {
      afterPrefix = false;
      continue;
    }
    const joins = phrases.length > 0 && (afterPrefix || joinsPrevious(t));
    if (joins) phrases[phrases.length - 1] += readingOfToken(t);
    else phrases.push(readingOfToken(t));
    afterPrefix = t.pos === '接頭詞';
  }
  return phrases;
}

const answer = (message: { id: number; answer?: unknown; error?: string }) => process.send?.(message);

process.on('message', async ({ id, text, want }: DictionaryQuestion) => {
  try {
    const tokens = (await tokenizer).tokenize(text);
    if (want === 'words') answer({ id, answer: wordsOf(tokens) });
    else if (want === 'phrases') answer({ id, answer: phrasesOf(tokens) });
    else if (want === 'nouns') answer({ id, answer: nounsOf(tokens) });
    else answer({ id, answer: tokens.map(readingOfToken).join('') });
  } catch (error) {
    answer({ id, error: String(error) });
  }
});
// The server is gone (ended, or killed outright): nobody is left to ask.
process.on('disconnect', () => process.exit(0));
