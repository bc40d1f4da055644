// Demo pictures drawn as SVG (warm palettes, soft shapes, no text that needs a Japanese font)
// and encoded to WebP variants with sharp. Nothing is downloaded.
import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaVariant } from '../db/schema/content.ts';
import { keptOnMachine } from '../kept-on-machine.ts';
import { createRandom, type Random } from './random.ts';

const PALETTES = [
  ['#f3e3d3', '#e2a48a', '#c9694f', '#7d3b2c'], // terracotta
  ['#eef0e2', '#b9c7a1', '#7f9a6b', '#4a5e3e'], // sage
  ['#fbf3e4', '#f1d39c', '#e2a93b', '#8a5a1c'], // mustard
  ['#f8e8e6', '#eab8b5', '#d0837f', '#874646'], // dusty pink
  ['#e8ecf4', '#aab8d6', '#5f74a8', '#2f3b63'], // indigo
  ['#f5efe6', '#d9c4a9', '#a98563', '#5b4330'], // cream and walnut
  ['#e9f1ef', '#a7cfc6', '#5e9f95', '#2d5c56'], // teal
  ['#f6ebe1', '#f0b999', '#de8456', '#9a4b2a'], // apricot
] as const;

export type DemoImage = { url: string; variants: MediaVariant[]; width: number; height: number; bytes: number };

function shapes(r: Random, w: number, h: number, colors: readonly string[]): string {
  const out: string[] = [];
  const motif = r.int(0, 3);
  for (let i = 0; i < r.int(3, 5); i++) {
    const color = colors[r.int(1, 3)];
    const x = r.int(0, w);
    const y = r.int(0, h);
    const size = r.int(Math.round(h * 0.15), Math.round(h * 0.55));
    const opacity = (0.35 + r.next() * 0.5).toFixed(2);
    if (motif === 0) out.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" opacity="${opacity}"/>`);
    else if (motif === 1)
      out.push(
        `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${Math.round(size * 0.42)}" fill="${color}" opacity="${opacity}" transform="rotate(${r.int(-60, 60)} ${x} ${y})"/>`,
      );
    else if (motif === 2) {
      const y0 = Math.round((h / 6) * (i + 1));
      out.push(
        `<path d="M0 ${y0} Q ${w / 4} ${y0 - size / 3} ${w / 2} ${y0} T ${w} ${y0} V ${h} H 0 Z" fill="${color}" opacity="${(0.25 + i * 0.12).toFixed(2)}"/>`,
      );
    } else
      out.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" fill="${color}" opacity="${opacity}" transform="rotate(${r.int(-25, 25)} ${x} ${y})"/>`,
      );
  }
  return out.join('');
}

/** A soft abstract picture; `extra` lets callers add a motif (a calendar page, a banner frame). */
export function drawPicture(seed: number, width: number, height: number, extra = ''): string {
  const r = createRandom(seed);
  const colors = PALETTES[seed % PALETTES.length] as readonly string[];
  const angle = r.int(0, 1) === 0 ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" ${angle}><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${shapes(r, width, height, colors)}<rect width="100%" height="100%" fill="url(#glow)"/>${extra}</svg>`;
}

/**
 * Four panels of a comic strip, two by two, with the family in them and speech balloons (empty: no
 * text needs a Japanese font): the picture of a 連載「コミック」 episode.
 */
export function drawComic(seed: number, width: number, height: number): string {
  const r = createRandom(seed * 13);
  const colors = PALETTES[seed % PALETTES.length] as readonly string[];
  const gap = Math.round(width * 0.02);
  const pw = (width - gap * 3) / 2;
  const ph = (height - gap * 3) / 2;
  const person = (x: number, y: number, scale: number, color: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-34" y="30" width="68" height="90" rx="30" fill="${color}"/>` +
    '<circle cx="0" cy="0" r="34" fill="#fbe3cf" stroke="#5b4330" stroke-width="3"/>' +
    `<circle cx="-11" cy="-4" r="4" fill="#3b2a20"/><circle cx="11" cy="-4" r="4" fill="#3b2a20"/>` +
    `<path d="M-12 ${12 + r.int(-3, 3)} q 12 ${r.int(4, 12)} 24 0" stroke="#3b2a20" stroke-width="3" fill="none"/></g>`;
  const panels = [0, 1, 2, 3].map((n) => {
    const x = gap + (n % 2) * (pw + gap);
    const y = gap + Math.floor(n / 2) * (ph + gap);
    const count = r.int(1, 2) + (n === 3 ? 1 : 0);
    const people = Array.from({ length: count }, (_, k) =>
      person(x + (pw * (k + 1)) / (count + 1), y + ph * 0.5, ph / 300, colors[((k + n) % 3) + 1] as string),
    ).join('');
    const bx = x + pw * (0.25 + r.next() * 0.5);
    const balloon = `<ellipse cx="${bx}" cy="${y + ph * 0.2}" rx="${pw * 0.18}" ry="${ph * 0.11}" fill="#fff" stroke="#5b4330" stroke-width="3"/><path d="M${bx - 8} ${y + ph * 0.3} l 6 ${ph * 0.08} l 10 -${ph * 0.08}" fill="#fff" stroke="#5b4330" stroke-width="3"/>`;
    return `<g><rect x="${x}" y="${y}" width="${pw}" height="${ph}" fill="${colors[0]}" stroke="#3b2a20" stroke-width="5"/>${people}${balloon}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fffdf8"/>${panels.join('')}</svg>`;
}

/** A handmade day-calendar page: the year, a big day number and a sprig, in Latin digits only. */
export function drawCalendar(seed: number, size: number, day: number): string {
  const r = createRandom(seed * 7);
  const colors = PALETTES[seed % PALETTES.length] as readonly string[];
  const leaf = (x: number, y: number, rot: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="14" fill="${colors[2]}" transform="rotate(${rot} ${x} ${y})"/>`;
  const sprig = [leaf(330, 470, -30), leaf(370, 440, 20), leaf(345, 410, -40), leaf(385, 385, 25)].join('');
  const page = `<g transform="translate(${size * 0.18} ${size * 0.12})">
<rect width="${size * 0.64}" height="${size * 0.76}" rx="18" fill="#fffdf8" stroke="${colors[3]}" stroke-opacity="0.25"/>
<rect width="${size * 0.64}" height="${size * 0.14}" rx="18" fill="${colors[2]}"/>
<text x="${size * 0.32}" y="${size * 0.1}" text-anchor="middle" font-family="Georgia, serif" font-size="${size * 0.06}" fill="#fffdf8">2027</text>
<text x="${size * 0.32}" y="${size * 0.45}" text-anchor="middle" font-family="Georgia, serif" font-size="${size * 0.26}" fill="${colors[3]}">${day}</text>
<path d="M${size * 0.2} ${size * 0.7} q 20 -${r.int(30, 60)} 40 0" stroke="${colors[2]}" stroke-width="4" fill="none"/></g>`;
  return drawPicture(seed, size, size, `${page}<g transform="translate(50 30)">${sprig}</g>`);
}

/**
 * Writes `svg` as WebP at each width under `dir/key-<w>.webp`, skipping files already on disk.
 * Each width is rendered straight from the SVG (no PNG master) at a low encoder effort: flat
 * gradients compress just as well, and the seed stays fast on a small machine.
 */
export async function renderWebp(
  svg: string,
  options: { mediaDir: string; key: string; widths: number[]; height: number; width: number },
): Promise<DemoImage> {
  const source = sharp(Buffer.from(svg));
  const variants = await Promise.all(
    options.widths.map(async (w) => {
      const rel = `${options.key}-${w}.webp`;
      const file = path.join(options.mediaDir, rel);
      if (existsSync(file)) return { width: w, url: `/media/${rel}`, bytes: (await stat(file)).size };
      await mkdir(path.dirname(file), { recursive: true });
      // Seeding another data dir (a second checkout, a fresh test server) takes the ~450 encoded files.
      const data = await keptOnMachine('salvia-demo-pictures', `${w}:${svg}`, '.webp', () =>
        source.clone().resize({ width: w }).webp({ quality: 70, effort: 2 }).toBuffer(),
      );
      await writeFile(file, data);
      return { width: w, url: `/media/${rel}`, bytes: data.length };
    }),
  );
  const main = variants[variants.length - 1] as MediaVariant & { bytes: number };
  return {
    url: main.url,
    variants: variants.map(({ width, url }) => ({ width, url })),
    width: options.width,
    height: options.height,
    bytes: main.bytes,
  };
}

/** Runs `tasks` with at most `limit` at a time, keeping the order of results. */
export async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (nextIndex < tasks.length) {
        const i = nextIndex++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}
