// `npm run bench -- import [posts]`: how fast a WordPress site moves in and in how much memory. A
// generated export of `posts` posts (10,000 by default) with two pictures each, imported without its
// pictures (no uploads copy, nothing fetched: each fails at once and is reported) into a fresh
// database with an admin and the main categories; then again over the same database, where
// everything is skipped. Half the file, to show the memory stays flat as the file grows. And a small
// export of 100 posts whose 200 pictures are in an uploads copy, for pictures per second. Each
// import runs in a process of its own (wordpress-import-once.ts), which reports its peak memory.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readDemoCategories } from '../server/demo/demo-content.ts';
import { type DatabaseKind, testDatabases } from '../tests/helpers/databases.ts';
import { createCategory, createWriter } from '../tests/helpers/factories.ts';
import { npmScript } from '../tests/helpers/npm-script.ts';
import { exportedPicturePaths, writeWordPressExport } from '../tests/helpers/wordpress-export.ts';
import { type BenchDatabase, createBenchDatabase } from './fresh-database.ts';
import type { ImportMeasurement, ImportOnce } from './wordpress-import-once.ts';

const PICTURE_POSTS = 100;

type Results = {
  full: ImportMeasurement;
  again: ImportMeasurement;
  half: ImportMeasurement;
  pictures: ImportMeasurement;
};

export async function benchWordPressImport(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { database: { type: 'string' } },
  });
  const posts = Number(positionals[0] ?? 10_000);
  // `--database postgres` (or pglite) measures one of them only.
  const kinds = testDatabases.filter((kind) => values.database === undefined || kind === values.database);
  if (kinds.length === 0) throw new Error(`--database takes one of ${testDatabases.join(', ')}`);
  const halfPosts = Math.round(posts / 2);
  const dir = mkdtempSync(path.join(tmpdir(), 'salvia-bench-import-'));
  try {
    const files = { full: path.join(dir, 'full.xml'), half: path.join(dir, 'half.xml') };
    const started = performance.now();
    await writeWordPressExport(files.full, { posts });
    const written = performance.now();
    await writeWordPressExport(files.half, { posts: halfPosts });
    const picturesFile = path.join(dir, 'pictures.xml');
    await writeWordPressExport(picturesFile, { posts: PICTURE_POSTS });
    const uploadsDir = path.join(dir, 'uploads');
    const pictured = performance.now();
    await writePictures(uploadsDir);
    const megabytes = (file: string) => `${Math.round(statSync(file).size / 1e6)} MB`;
    console.log(
      `WordPress import: exports of ${posts} posts (${megabytes(files.full)}, written in ${seconds(written - started)} s) and ${halfPosts} (${megabytes(files.half)}), two pictures a post; ${PICTURE_POSTS * 2} pictures made in ${seconds(performance.now() - pictured)} s`,
    );

    const results = new Map<DatabaseKind, Results>();
    for (const kind of kinds) {
      const run = async (label: string, database: BenchDatabase, input: Omit<ImportOnce, 'location' | 'dataDir'>) => {
        console.log(`  ${kind}: ${label}`);
        const measured = await importInChild({
          ...input,
          location: database.location,
          dataDir: path.join(dir, 'data'),
        });
        console.log(
          `    ${seconds(measured.seconds * 1000)} s (${seconds(measured.cpuSeconds * 1000)} s of CPU, load average ${loadavg()[0]?.toFixed(1)}); articles ${describe(measured.counts.articles)}, pictures ${describe(measured.counts.pictures)}, redirects ${describe(measured.counts.redirects)}, ${measured.comments} comments kept; peak RSS ${mb(measured.peakRssBytes)} MB`,
        );
        console.log(
          `    CPU s (+ the database server's) and RSS MB by phase: ${measured.phases.map((phase) => `${phase.label} ${seconds(phase.cpuSeconds * 1000)} s${phase.databaseCpuSeconds === undefined ? '' : ` (+${seconds(phase.databaseCpuSeconds * 1000)} s)`}, ${mb(phase.rssBytes)} MB`).join('; ')}`,
        );
        return measured;
      };
      const half = await withPreparedDatabase(kind, (database) =>
        run(`${halfPosts} posts`, database, { file: files.half }),
      );
      const [full, again] = await withPreparedDatabase(kind, async (database) => [
        await run(`${posts} posts`, database, { file: files.full }),
        await run(`${posts} posts again`, database, { file: files.full }),
      ]);
      const pictures = await withPreparedDatabase(kind, (database) =>
        run(`${PICTURE_POSTS} posts with their pictures`, database, { file: picturesFile, uploadsDir }),
      );
      results.set(kind, { full, again, half, pictures });
    }
    printTable(results, posts, halfPosts);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh database as a site is before its first import (an admin and the main categories), dropped after `use`. */
async function withPreparedDatabase<T>(kind: DatabaseKind, use: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const database = await createBenchDatabase(kind, 'import');
  try {
    const handle = await database.open();
    try {
      await createWriter(handle, { role: 'admin', email: 'admin@example.com' });
      for (const [order, main] of readDemoCategories().entries())
        await createCategory(handle, { slug: main.slug, title: main.title, order });
    } finally {
      await handle.close();
    }
    return await use(database);
  } finally {
    await database.drop();
  }
}

/**
 * Photos of a phone's size and weight (1200×800 JPEGs of ~250 KB, as grainy as a photo): one gradient
 * with grain, each upload in a hue of its own.
 */
async function writePictures(uploadsDir: string) {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const grain = (seed >>> 27) - 16;
    pixels[at] = 60 + x / 8 + grain;
    pixels[at + 1] = 80 + y / 6 + grain;
    pixels[at + 2] = 40 + (x + y) / 16 + grain;
  }
  let hue = 0;
  for (const uploadPath of exportedPicturePaths({ posts: PICTURE_POSTS })) {
    const file = path.join(uploadsDir, uploadPath);
    mkdirSync(path.dirname(file), { recursive: true });
    hue = (hue + 37) % 360;
    const photo = sharp(pixels, { raw: { width, height, channels: 3 } }).modulate({ hue });
    writeFileSync(file, await photo.jpeg({ quality: 82 }).toBuffer());
  }
}

function importInChild(input: ImportOnce): Promise<ImportMeasurement> {
  const script = path.join(import.meta.dirname, 'wordpress-import-once.ts');
  // With the node flags and environment `npm run import:wordpress` gives the import (its heap bound).
  const command = npmScript('import:wordpress');
  const child = spawn(process.execPath, [...command.flags, script, JSON.stringify(input)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...command.env },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(JSON.parse(last));
      else reject(new Error(`the import exited with ${code}: ${output}`));
    });
  });
}

function printTable(results: Map<DatabaseKind, Results>, posts: number, halfPosts: number) {
  const kinds = [...results.keys()];
  const rows: [string, (r: Results) => string][] = [
    [`${posts} posts: posts/s`, (r) => perSecond(r.full.counts.articles.imported, r.full.seconds)],
    ['  seconds', (r) => seconds(r.full.seconds * 1000)],
    ['  CPU seconds', (r) => seconds(r.full.cpuSeconds * 1000)],
    ['  database server CPU seconds', (r) => databaseSeconds(r.full)],
    ['  RSS before (MB)', (r) => mb(r.full.startRssBytes)],
    ['  RSS half way (MB)', (r) => mb(r.full.halfwayRssBytes)],
    ['  peak RSS (MB)', (r) => mb(r.full.peakRssBytes)],
    [`${halfPosts} posts: posts/s`, (r) => perSecond(r.half.counts.articles.imported, r.half.seconds)],
    ['  seconds', (r) => seconds(r.half.seconds * 1000)],
    ['  CPU seconds', (r) => seconds(r.half.cpuSeconds * 1000)],
    ['  database server CPU seconds', (r) => databaseSeconds(r.half)],
    ['  RSS before (MB)', (r) => mb(r.half.startRssBytes)],
    ['  RSS half way (MB)', (r) => mb(r.half.halfwayRssBytes)],
    ['  peak RSS (MB)', (r) => mb(r.half.peakRssBytes)],
    [`${posts} posts again: seconds`, (r) => seconds(r.again.seconds * 1000)],
    ['  CPU seconds', (r) => seconds(r.again.cpuSeconds * 1000)],
    ['  articles skipped', (r) => String(r.again.counts.articles.skipped)],
    [`${PICTURE_POSTS} posts, pictures/s`, (r) => perSecond(r.pictures.counts.pictures.imported, r.pictures.seconds)],
    ['  pictures imported', (r) => String(r.pictures.counts.pictures.imported)],
    ['  seconds', (r) => seconds(r.pictures.seconds * 1000)],
    ['  CPU seconds', (r) => seconds(r.pictures.cpuSeconds * 1000)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log(`\n  ${''.padEnd(width)}${kinds.map((kind) => kind.padStart(10)).join('')}`);
  for (const [label, value] of rows) {
    console.log(
      `  ${label.padEnd(width)}${kinds.map((kind) => value(results.get(kind) as Results).padStart(10)).join('')}`,
    );
  }
  console.log(
    "  (CPU seconds and RSS are the importing process's: the embedded database runs in it, a PostgreSQL server does not; a PostgreSQL server on this machine has its own CPU row)",
  );
}

const describe = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(', ') || 'none';
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const databaseSeconds = (measured: ImportMeasurement) =>
  measured.databaseCpuSeconds === undefined ? '—' : seconds(measured.databaseCpuSeconds * 1000);
const perSecond = (count: number, secs: number) => (count / secs).toFixed(1);
const mb = (bytes: number) => String(Math.round(bytes / 1024 / 1024));
