import { defineConfig, devices } from '@playwright/test';

// Browser tests run against a wrangler dev that scripts/e2e.mjs starts (port 8788, fresh state, demo
// organization seeded); run them with `npm run test:e2e`. Chromium is Debian's, never a download.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';
// Runs on other ports (E2E_PORT; `npm test` runs two shards at once, each with its own server and state) write
// their own report and results, so neither overwrites the other's.
const port = Number(process.env.E2E_PORT || 8788);
const suffix = port === 8788 ? '' : `-${port}`;

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: `.tmp/playwright/results${suffix}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // Backstops, not speed targets: the shards share 2 cores with tsc and ESLint in CI, where a step that takes a
  // second here took over 10 (api-docs and enrichment failed on 10 s waits on 2026-11-30, 00:40 UTC).
  expect: { timeout: 20_000 },
  // The whole run, a backstop against a hung server: 68 journeys one after another took 16 minutes on the
  // 2-core CI machine under load, so 15 minutes cut the last ones off (2026-11-29); `npm test` runs two shards.
  globalTimeout: 25 * 60_000,
  reporter: [['list'], ['json', { outputFile: `.tmp/playwright/results${suffix}.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    // A trace records the page all along: router.spec's six journeys took 120 s of Chromium CPU with it and 52 s
    // without (2026-11-30). `npm test` turns it off (E2E_TRACE=0); a failure there still leaves its screenshot and
    // error-context.md, and a run of the one spec records it again.
    trace: process.env.E2E_TRACE === '0' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
