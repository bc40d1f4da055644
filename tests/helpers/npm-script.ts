// What an npm script gives node, read from package.json: the environment it sets (`NAME=value` before
// `node`), then node's flags and the script file. Tests and benches start processes exactly so.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type NodeCommand = { env: Record<string, string>; flags: string[]; file: string; args: string[] };

export function npmScript(name: string): NodeCommand {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const words: string[] = String(scripts[name]).split(/\s+/);
  const node = words.indexOf('node');
  if (node === -1) throw new Error(`npm script ${name} does not run node`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
  const rest = words.slice(node + 1);
  const fileAt = rest.findIndex((word) => !word.startsWith('-'));
  return { env, flags: rest.slice(0, fileAt), file: rest[fileAt] as string, args: rest };
}
