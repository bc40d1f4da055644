// What `npm run knip` counts as used: files, exports and dependencies nothing reaches are reported.
// Entries come from the project's own configs: react-router.config.ts and app/routes.ts (root, entry.server,
// every route module), vitest.config.ts (both projects' tests and global set-ups), vite.config.ts,
// drizzle.config.ts, and the package.json scripts (server/start.ts, server/dev.ts, server/cli/*, the seed
// command, bench/run.ts).
import type { KnipConfig } from 'knip';

export default {
  // Run by tests as scripts of their own (node tests/helpers/….ts), not imported: the old release's
  // API, and a server a test kills.
  entry: ['tests/helpers/old-build-api.ts', 'tests/helpers/api-server.ts'],
  // Debian packages, not npm ones: the throughput bench runs wrk and ss, the Redis outage test its
  // own redis-server, each when installed, and skips otherwise.
  ignoreBinaries: ['wrk', 'ss', 'redis-server'],
  // Its browser bundle is read as a file and evaluated in the page (tests/e2e/accessibility.ts).
  ignoreDependencies: ['accessibility-checker-engine'],
} satisfies KnipConfig;
