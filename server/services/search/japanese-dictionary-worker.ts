// Reads Japanese with a morphological dictionary (IPADIC, through kuromoji), in a worker thread of
// its own: the dictionary takes ~350 MB, which the server gives back by ending the worker when idle
// (japanese-dictionary.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';

export type DictionaryQuestion = { id: number; text: string; want: 'reading' | 'words' };

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

parentPort?.on('message', async ({ id, text, want }: DictionaryQuestion) => {
  try {
    const tokens = (await tokenizer).tokenize(text);
    if (want === 'words') parentPort?.postMessage({ id, answer: wordsOf(tokens) });
    else parentPort?.postMessage({ id, answer: tokens.map(readingOfToken).join('') });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
