// Work kept per machine, in the system temp directory, by what it was made from: a second checkout, a
// fresh test server or a rebuild takes the bytes instead of making them again (encoded demo
// pictures, compressed build assets). Same input, same bytes, so a kept copy never goes stale.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The bytes `make` gives for `madeFrom`, made once per machine and kept under `folder` as `<sha256><extension>`. */
export async function keptOnMachine(
  folder: string,
  madeFrom: string | Buffer,
  extension: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const file = path.join(tmpdir(), folder, `${createHash('sha256').update(madeFrom).digest('hex')}${extension}`);
  const earlier = await readFile(file).catch(() => undefined);
  if (earlier) return earlier;
  const made = await make();
  // Written aside and renamed, so a process running alongside never reads half a file.
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, made);
  await rename(partial, file);
  return made;
}
