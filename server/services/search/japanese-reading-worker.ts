// Reads Japanese with a morphological dictionary (IPADIC, through kuromoji), in a worker thread of
// its own: the dictionary takes ~350 MB, which the server gives back by ending the worker when idle
// (japanese-reading.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import kuromoji, { type IpadicFeatures, type Tokenizer } from '@sglkc/kuromoji';

const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@sglkc/kuromoji/package.json')), 'dict');
const tokenizer = new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
  kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
);

parentPort?.on('message', async ({ id, text }: { id: number; text: string }) => {
  try {
    const tokens = (await tokenizer).tokenize(text);
    // A word the dictionary does not know (a brand, latin letters, digits) is kept as written.
    const reading = tokens.map((t) => (t.reading && t.reading !== '*' ? t.reading : t.surface_form)).join('');
    parentPort?.postMessage({ id, reading });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
