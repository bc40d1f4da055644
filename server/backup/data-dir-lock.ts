// Who holds the embedded database: the one process that listens on DATA_DIR's control socket.
// PGlite keeps its data dir open in memory, so a second process opening it would corrupt it; the socket
// is both the lock and the way to ask the holder (the running server) for a consistent snapshot.
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

const SOCKET_NAME = 'control.sock';
const SNAPSHOT_PATH = '/snapshot';

export class DataDirBusyError extends Error {}

export type DataDirLock = {
  /** Lets `backup` processes ask this holder for a snapshot of the database it has open. */
  serveSnapshots(takeSnapshot: () => Promise<Blob>): void;
  release(): Promise<void>;
};

function socketPath(dataDir: string) {
  return path.join(dataDir, SOCKET_NAME);
}

/** Takes DATA_DIR for this process, or throws DataDirBusyError when another process has it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = socketPath(dataDir);
  let takeSnapshot: (() => Promise<Blob>) | undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== SNAPSHOT_PATH || !takeSnapshot) {
      res.writeHead(404).end();
      return;
    }
    takeSnapshot().then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
      },
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  try {
    await listen(server, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw socketError(file, error as Error);
    if (await answers(file)) throw new DataDirBusyError(`Another Salvia process is using ${dataDir}`);
    // A socket left behind by a process that died: nobody listens on it any more.
    rmSync(file, { force: true });
    await listen(server, file);
  }
  // Only the app's user may ask for a copy of the whole database.
  chmodSync(file, 0o600);
  return {
    serveSnapshots(take) {
      takeSnapshot = take;
    },
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function listen(server: Server, file: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function socketError(file: string, error: Error) {
  // Unix socket paths are limited to about 100 bytes, which a deep DATA_DIR can exceed.
  return new Error(`Cannot listen on ${file} to hold DATA_DIR: ${error.message}`);
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: file, path: '/', method: 'HEAD' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * A snapshot (PGlite data dir tarball) from the process holding DATA_DIR, or null when none does.
 * The holder serialises it with its queries, so it is a consistent copy taken while the site runs.
 */
export function snapshotFromHolder(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), path: SNAPSHOT_PATH }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The process holding ${dataDir} gave no snapshot: ${res.statusCode} ${body}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
