import { defineConfig, devices } from '@playwright/test';

// Browser tests run against a wrangler dev that scripts/e2e.mjs starts (port 8788, fresh state, demo
// organization seeded); run them with `npm run test:e2e`. Chromium is Debian's, never a download.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: '.tmp/playwright/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  globalTimeout: 10 * 60_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
