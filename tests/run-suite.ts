// `npm test`: the whole suite as two vitest runs side by side, each taking the arguments given (a
// file filter that only one run matches leaves the other with nothing to do, which passes).
//
// The browser files share one server and run two at a time, where the rest run three at a time.
// Within one vitest run, projects with different worker counts form groups that run one after
// another, so the browser files, the longest part of the suite, waited for every other file and
// then ran with a core partly idle. Run apart, they start at once and the unit, API and own-server
// files take what they leave of the cores.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

// Both runs use the release: the browser tests serve it and the API tests render with it. Built
// first, or each run's workers would compile the app with Vite while it is being built.
const build = spawnSync(process.execPath, ['server/start.ts', '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function vitest(projects: string[], priority: number): ChildProcess {
  const run = spawn(process.execPath, [vitestBin, 'run', '--passWithNoTests', ...projects, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  // Set before vitest has loaded, so the workers it starts inherit it.
  if (run.pid) setPriority(run.pid, priority);
  return run;
}

// The browser files take longest, so they have first call on the cores; the rest takes what they leave.
const runs = [vitest(['--project', 'e2e'], 0), vitest(['--project', 'unit+api*', '--project', 'e2e:own-servers'], 10)];

const exited = (run: ChildProcess) =>
  new Promise<number>((resolve) => run.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
const codes = await Promise.all(runs.map(exited));
process.exit(codes.find((code) => code !== 0) ?? 0);
