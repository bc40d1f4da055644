// Lighthouse (mobile, the default config) on Debian's Chromium against the built server: category
// scores, the key timings, and the audits that cost points, to see what to fix next. One run moves
// with whatever else the machine is doing: `runs` measures each page that many times (interleaved,
// so a busy minute does not land on one page only) and reports the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

export type LighthouseScores = {
  url: string;
  /** How many runs the figures are the median of. */
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds (CLS: unitless). */
  timings: Record<string, number>;
  /** Scored audits below full marks in any run, with how many runs and Lighthouse's one-line summary. */
  failing: string[];
};

type OneRun = { scores: LighthouseScores['scores']; timings: Record<string, number>; failing: string[] };

export async function runLighthouse(urls: string[], runs = 1): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const byUrl = new Map<string, OneRun[]>(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) byUrl.get(url)?.push(await runOnce(chrome.port, url));
    }
    return urls.map((url) => summarise(url, byUrl.get(url) ?? []));
  } finally {
    chrome.kill();
  }
}

async function runOnce(port: number, url: string): Promise<OneRun> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseScores['scores'];
  const timings = Object.fromEntries(TIMINGS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
      }
    }
  }
  return { scores, timings, failing };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summarise(url: string, runs: OneRun[]): LighthouseScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as LighthouseScores['scores'];
  const timings = Object.fromEntries(
    TIMINGS.map((id) => [id, median(runs.map((run) => run.timings[id] ?? Number.NaN))]),
  );
  // Each failing audit once, with how many runs it failed in (its figures from the first such run).
  const failing = new Map<string, { line: string; count: number }>();
  for (const run of runs) {
    for (const line of run.failing) {
      const id = line.replace(/ \(.*$/, '');
      const seen = failing.get(id);
      if (seen) seen.count += 1;
      else failing.set(id, { line, count: 1 });
    }
  }
  return {
    url,
    runs: runs.length,
    scores,
    timings,
    failing: [...failing.values()].map(({ line, count }) =>
      runs.length > 1 ? `${line} [${count}/${runs.length} runs]` : line,
    ),
  };
}

const ms = (value: number | undefined) => `${((value ?? Number.NaN) / 1000).toFixed(2)} s`;

export function printLighthouse(result: LighthouseScores) {
  const { scores, timings } = result;
  const of = result.runs > 1 ? ` (median of ${result.runs} runs)` : '';
  console.log(
    `  ${result.url}${of}\n    performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
  );
  console.log(
    `    FCP ${ms(timings['first-contentful-paint'])}, LCP ${ms(timings['largest-contentful-paint'])}, TBT ${Math.round(timings['total-blocking-time'] ?? Number.NaN)} ms, CLS ${(timings['cumulative-layout-shift'] ?? Number.NaN).toFixed(3)}`,
  );
  for (const line of result.failing) console.log(`    below full marks: ${line}`);
}
