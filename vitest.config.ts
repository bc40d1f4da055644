import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,contract,app,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
