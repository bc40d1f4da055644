// What a first visit to a page downloads: the HTML, and every stylesheet, module script and
// modulepreload it names, each measured gzip-compressed (as the server sends them).
import { gzipSync } from 'node:zlib';

type Asset = { url: string; kind: 'html' | 'css' | 'js'; raw: number; gzip: number };
export type PageWeight = { url: string; assets: Asset[]; totals: Record<Asset['kind'], number> };

const ASSET_TAGS =
  /<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*>|<script[^>]+src="[^"]+"[^>]*>|import\(?\s*"([^"]+\.js)"/g;

/** The URLs of the scripts and styles a page's HTML loads, in document order, each once. */
function assetUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(ASSET_TAGS)) {
    const href = match[1] ?? /(?:href|src)="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(new URL(href.replaceAll('&amp;', '&'), pageUrl).href);
  }
  return [...urls];
}

async function measure(url: string, kind: Asset['kind'], body?: string): Promise<Asset> {
  const bytes = body === undefined ? Buffer.from(await (await fetch(url)).arrayBuffer()) : Buffer.from(body);
  return { url, kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function pageWeight(url: string): Promise<PageWeight> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const html = await res.text();
  const assets = [await measure(url, 'html', html)];
  for (const assetUrl of assetUrls(html, url)) {
    assets.push(await measure(assetUrl, assetUrl.endsWith('.css') ? 'css' : 'js'));
  }
  const totals = { html: 0, css: 0, js: 0 };
  for (const asset of assets) totals[asset.kind] += asset.gzip;
  return { url, assets, totals };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function printPageWeight(weight: PageWeight) {
  const { totals, assets } = weight;
  const js = assets.filter((a) => a.kind === 'js').sort((a, b) => b.gzip - a.gzip);
  console.log(`  ${weight.url}`);
  console.log(
    `    gzip: JS ${kb(totals.js)} in ${js.length} files, CSS ${kb(totals.css)}, HTML ${kb(totals.html)}, total ${kb(totals.js + totals.css + totals.html)}`,
  );
  for (const asset of js) {
    console.log(`      ${kb(asset.gzip).padStart(9)}  ${new URL(asset.url).pathname.replace('/assets/', '')}`);
  }
}
