import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir, snapshotFromHolder } from './data-dir-lock.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salvia-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('gives DATA_DIR to one holder at a time, through a socket only its user may use', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    expect(statSync(path.join(dir, 'control.sock')).mode & 0o777).toBe(0o600);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
    expect(existsSync(path.join(dir, 'control.sock'))).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('takes over the socket of a process that died holding it', async () => {
    const dir = dataDir();
    const socket = path.join(dir, 'control.sock');
    // Listens, then dies without closing: the socket file stays with nobody behind it.
    spawnSync(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(existsSync(socket)).toBe(true);
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});

describe('snapshotFromHolder', () => {
  it('answers null when nobody holds DATA_DIR, and the holder’s snapshot when one does', async () => {
    const dir = dataDir();
    expect(await snapshotFromHolder(dir)).toBeNull();
    const lock = await lockDataDir(dir);
    try {
      await expect(snapshotFromHolder(dir)).rejects.toThrow(/gave no snapshot: 404/);
      lock.serveSnapshots(async () => new Blob(['a consistent copy']));
      expect((await snapshotFromHolder(dir))?.toString()).toBe('a consistent copy');
    } finally {
      await lock.release();
    }
  });
});
