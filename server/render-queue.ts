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

// How much one timed render moves the running average: enough to follow a change in load within a
// few dozen renders, not so much that one slow page swings it.
const SMOOTHING = 0.1;

export function createRenderQueue(options: Options): RenderQueue {
  const { concurrency, maxWaitMs } = options;
  let running = 0;
  let averageMs = options.initialRenderMs ?? 50;
  const waiting: (() => void)[] = [];

  /** How long a render arriving now would wait for a free slot. */
  const expectedWaitMs = () => (running < concurrency ? 0 : (Math.floor(waiting.length / concurrency) + 1) * averageMs);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (maxWaitMs > 0 && expectedWaitMs() > maxWaitMs) return undefined;
    // A finishing render hands its slot straight to the next in line, so nobody arriving meanwhile jumps ahead.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs += (performance.now() - started - averageMs) * SMOOTHING;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run, load: () => ({ running, waiting: waiting.length }) };
}
