// Admission for page renders. A render is CPU and database work; past a few at once more of them only
// make every reader wait longer. So at most `concurrency` run together, and a new one joins the queue
// only when what is ahead of it should clear within `maxWaitMs` (judged by how long renders have
// lately taken); otherwise it is refused at once, so the server answers "try again" in milliseconds
// rather than seconds, and the readers it does serve get their page in time.

export type RenderQueue = {
  /** `work()`'s result, or `undefined` at once (without running it) when it would wait too long. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** Renders running and waiting now (for /metrics and tests). */
  load(): { running: number; waiting: number };
};

type Options = {
  concurrency: number;
  /** The longest a render should wait for its turn; 0 admits everything (nothing is refused). */
  maxWaitMs: number;
  /** Assumed before any render was timed. */
  initialRenderMs?: number;
};

// How much one timed render moves the running average: enough to follow a burst within a few
// renders, not so much that one slow page swings it.
const SMOOTHING = 0.3;

export function createRenderQueue(options: Options): RenderQueue {
  const { concurrency, maxWaitMs } = options;
  let running = 0;
  // A first guess on the slow side: a burst that meets a fresh process is refused rather than queued.
  let averageMs = options.initialRenderMs ?? 200;
  const waiting: (() => void)[] = [];

  /** How long a render arriving now would wait for a free slot. */
  const expectedWaitMs = () => (running < concurrency ? 0 : (Math.floor(waiting.length / concurrency) + 1) * averageMs);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    // Requests that arrived together are all read before any of them renders: a render on the
    // embedded database runs in microtasks and would otherwise keep the others unseen in their sockets.
    await new Promise((resolve) => setImmediate(resolve));
    if (maxWaitMs > 0 && expectedWaitMs() > maxWaitMs) return undefined;
    // A finishing render hands its slot straight to the next in line, so nobody arriving meanwhile jumps ahead.
    const arrived = performance.now();
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    const started = performance.now();
    // Renders took longer than judged: one whose reader has waited twice the limit is no longer worth it.
    if (maxWaitMs > 0 && started - arrived > 2 * maxWaitMs) {
      handOn();
      return undefined;
    }
    try {
      return await work();
    } finally {
      averageMs += (performance.now() - started - averageMs) * SMOOTHING;
      handOn();
    }
  }

  /** The slot goes to the next in line, or is free. */
  function handOn() {
    const next = waiting.shift();
    // The next render starts after the event loop's I/O: the embedded database answers in
    // microtasks, so renders handed on at once would keep finished pages from being sent.
    if (next) setImmediate(next);
    else running -= 1;
  }

  return { run, load: () => ({ running, waiting: waiting.length }) };
}
