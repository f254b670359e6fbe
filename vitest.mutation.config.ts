import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Used only by StrykerJS (`npm run test:mutation`): the pure worker/core tests in plain Node,
// with the same @contracts alias as the `unit` project of vitest.config.ts.
export default defineConfig({
  resolve: {
    alias: {
      '@contracts': path.resolve(import.meta.dirname, 'worker/contracts'),
    },
  },
  test: {
    name: 'core-mutation',
    environment: 'node',
    include: ['worker/core/**/*.test.ts'],
    // Instrumented code on a shared machine runs the long property tests well past the 5 s default;
    // Stryker's own timeout (stryker.config.mjs) is what catches mutants that loop forever.
    testTimeout: 60_000,
  },
});
