// Lighthouse (mobile, the default config) on Debian's Chromium against the built server: category
// scores, the key timings, and the audits that cost points, to see what to fix next.
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
  scores: Record<(typeof CATEGORIES)[number], number>;
  timings: Record<string, string>;
  /** Scored audits below full marks, with Lighthouse's one-line summary. */
  failing: string[];
};

export async function runLighthouse(urls: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = run;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseScores['scores'];
      const timings = Object.fromEntries(TIMINGS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
      const failing: string[] = [];
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.push(
              `${category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
            );
          }
        }
      }
      results.push({ url, scores, timings, failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(result: LighthouseScores) {
  const { scores, timings } = result;
  console.log(
    `  ${result.url}\n    performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
  );
  console.log(
    `    FCP ${timings['first-contentful-paint']}, LCP ${timings['largest-contentful-paint']}, TBT ${timings['total-blocking-time']}, CLS ${timings['cumulative-layout-shift']}`,
  );
  for (const line of result.failing) console.log(`    below full marks: ${line}`);
}
