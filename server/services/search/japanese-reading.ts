// The reading (よみ) of Japanese text in hiragana: 収納 → しゅうのう, for a tag's suggested reading and
// for the search, which finds 掃除 by そうじ. The dictionary lives in a worker started on the first
// question and ended after a minute without one, so an idle server does not hold its ~380 MB.
import { Worker } from 'node:worker_threads';
import { foldKana } from '../../../contract/search-keyword.ts';

const IDLE_MS = 60_000;
const WORKER = new URL('./japanese-reading-worker.ts', import.meta.url);

type Waiting = { resolve: (reading: string) => void; reject: (error: Error) => void };
let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function start(): Worker {
  const started = new Worker(WORKER);
  // Questions in flight keep their requests open; the worker itself never holds the process.
  started.unref();
  started.on('message', ({ id, reading, error }: { id: number; reading?: string; error?: string }) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || reading === undefined) asked?.reject(new Error(error ?? 'no reading'));
    else asked?.resolve(reading);
    if (waiting.size === 0) restartIdleTimer();
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

function restartIdleTimer() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (waiting.size > 0) return;
    void worker?.terminate();
    worker = undefined;
  }, IDLE_MS);
  // Waiting for an idle worker to end never keeps the process alive.
  idleTimer.unref();
}

/** The reading in hiragana; words the dictionary does not know are kept as written. */
export function readingOf(text: string): Promise<string> {
  worker ??= start();
  clearTimeout(idleTimer);
  const id = nextId++;
  const asked = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, text });
  return asked.then(foldKana);
}
