// What `npm run knip` counts as used: files, exports and dependencies nothing reaches are reported.
// Entries come from the project's own configs: react-router.config.ts and app/routes.ts (root, entry.server,
// every route module), vitest.config.ts (both projects' tests and global set-ups), vite.config.ts,
// drizzle.config.ts, and the package.json scripts (server/start.ts, server/dev.ts, server/cli/*, the seed
// command, bench/run.ts).
import type { KnipConfig } from 'knip';

export default {
  // Run by the old-release test as a script of its own (node tests/helpers/old-build-api.ts), not imported.
  entry: ['tests/helpers/old-build-api.ts'],
  // Debian packages, not npm ones: the throughput bench runs wrk and ss, the Redis outage test its
  // own redis-server, each when installed, and skips otherwise.
  ignoreBinaries: ['wrk', 'ss', 'redis-server'],
  // Its browser bundle is read as a file and evaluated in the page (tests/e2e/accessibility.ts).
  ignoreDependencies: ['accessibility-checker-engine'],
} satisfies KnipConfig;
