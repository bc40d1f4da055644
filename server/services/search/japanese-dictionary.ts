// What a Japanese dictionary knows of a text: its reading (よみ) in hiragana, 収納 → しゅうのう, for a
// tag's suggested reading and for the search, which finds 掃除 by そうじ; its words, which the
// search finds article bodies by; its words as a suggested slug spells them apart; and its nouns
// with their readings, which 「もしかして」 corrects a slip to. The dictionary lives in a process of its
// own, started on the first question and ended after a minute without one. A process and not a worker
// thread: a thread's ~350 MB of dictionary stayed in the server's memory after it ended (the allocator
// keeps what it freed), where an ended process gives everything back.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { foldKana } from '../../../contract/search-keyword.ts';
import type { DictionaryQuestion } from './japanese-dictionary-worker.ts';

const IDLE_MS = 60_000;
const WORKER = fileURLToPath(new URL('./japanese-dictionary-worker.ts', import.meta.url));

type Answer = string | string[] | string[][];
type Waiting = { resolve: (answer: Answer) => void; reject: (error: Error) => void };
let worker: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function start(): ChildProcess {
  // No flags of the server's own (heap sizes, inspectors): the dictionary needs none.
  const started = fork(WORKER, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  holdOpen(started, false);
  started.on('message', ({ id, answer, error }: { id: number; answer?: Answer; error?: string }) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || answer === undefined) asked?.reject(new Error(error ?? 'no answer'));
    else asked?.resolve(answer);
    if (waiting.size === 0) {
      holdOpen(started, false);
      restartIdleTimer();
    }
  });
  // A worker that fails takes its questions with it; the next question starts a new one.
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', () => fail(new Error('the reading worker stopped')));
  return started;
}

/** A question in flight keeps the server (or a command) running until answered; an idle dictionary never does. */
function holdOpen(child: ChildProcess, hold: boolean) {
  if (hold) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function restartIdleTimer() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (waiting.size > 0) return;
    worker?.kill();
    worker = undefined;
  }, IDLE_MS);
  // Waiting for an idle worker to end never keeps the process alive.
  idleTimer.unref();
}

function ask(question: Omit<DictionaryQuestion, 'id'>): Promise<Answer> {
  worker ??= start();
  clearTimeout(idleTimer);
  if (waiting.size === 0) holdOpen(worker, true);
  const id = nextId++;
  const asked = new Promise<Answer>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.send({ ...question, id } satisfies DictionaryQuestion);
  return asked;
}

/** The reading in hiragana; words the dictionary does not know are kept as written. */
async function readingOf(text: string): Promise<string> {
  return foldKana(String(await ask({ text, want: 'reading' })));
}

/** The words of a text as written and as read, each once (japanese-dictionary-worker.ts says which). */
async function wordsOf(text: string): Promise<string[]> {
  const answer = await ask({ text, want: 'words' });
  return Array.isArray(answer) ? answer.map(String) : [];
}

/** The readings of a text's words as a slug spells them apart (japanese-dictionary-worker.ts says how). */
async function phrasesOf(text: string): Promise<string[]> {
  const answer = await ask({ text, want: 'phrases' });
  return Array.isArray(answer) ? answer.map((phrase) => foldKana(String(phrase))) : [];
}

/** The nouns of a text (compounds whole and by part), each as written and as read (in hiragana). */
async function nounsOf(text: string): Promise<{ written: string; reading: string }[]> {
  const answer = await ask({ text, want: 'nouns' });
  return Array.isArray(answer)
    ? answer.flatMap((pair) =>
        Array.isArray(pair) ? [{ written: String(pair[0]), reading: foldKana(String(pair[1])) }] : [],
      )
    : [];
}

/**
 * Handed to services through Deps rather than imported: the page loaders are bundled into the SSR
 * build, where a worker's path relative to its module would no longer lead to the worker.
 */
export const japaneseDictionary = { readingOf, wordsOf, phrasesOf, nounsOf };
export type JapaneseDictionary = typeof japaneseDictionary;
