// @ts-check
// Mutation testing of the pure domain logic in worker/core (`npm run test:mutation`).
// Not part of `npm test`. Work folder by folder and let incremental mode reuse earlier results:
//   npm run test:mutation -- --mutate 'worker/core/round-robin/**/*.ts,!worker/core/**/*.test.ts,!worker/core/**/test-helpers.ts'
// Results of files outside --mutate are kept from the incremental file, so the report still covers all of core.
// On a machine with cores to spare: add --concurrency 2 (or more).
// Reports: .tmp/mutation/report.html and .tmp/mutation/report.json.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    related: true,
  },
  mutate: ['worker/core/**/*.ts', '!worker/core/**/*.test.ts', '!worker/core/**/test-helpers.ts'],
  // The sandbox only needs the core code, the contracts it imports and the configs.
  ignorePatterns: [
    '/*',
    '!/worker',
    '!/package.json',
    '!/tsconfig.json',
    '!/vitest.mutation.config.ts',
    '/worker/*',
    '!/worker/core',
    '!/worker/contracts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared; override with --concurrency N when there is room.
  concurrency: 1,
  // A mutant is a timeout (counted as detected) after 1.5x its covering tests' normal time plus 5 s:
  // enough for the property tests on a busy machine, short enough for mutated loops that never end.
  timeoutMS: 5000,
  timeoutFactor: 1.5,
  incremental: true,
  incrementalFile: '.tmp/mutation/stryker-incremental.json',
  tempDirName: '.tmp/stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: '.tmp/mutation/report.html' },
  jsonReporter: { fileName: '.tmp/mutation/report.json' },
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
