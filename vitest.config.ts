import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import os from 'node:os';
import path from 'node:path';
import { createFakeVendors, outboundTo } from './worker/test/fakes/outbound';

const alias = {
  '@web': path.resolve(__dirname, 'web/src'),
  '@contracts': path.resolve(__dirname, 'worker/contracts'),
};

const fakeVendors = createFakeVendors();

// Three projects: pure code runs in plain Node (fast, property tests), web components in jsdom,
// and everything that touches D1, Durable Objects, Queues or HTTP runs inside workerd.
export default defineConfig({
  test: {
    // Vitest runs `cores - 1` files at once by default: one on a 2-core CI machine, where the suite then took
    // 12-14 minutes with a core idle most of the time. Every core measured 5.4 minutes (2026-11-29).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'worker/core/**/*.test.ts',
            'worker/contracts/**/*.test.ts',
            'worker/integrations/**/*.test.ts',
            'widget/src/**/*.test.ts',
            'extension/src/**/*.test.ts',
            'outlook-addin/**/*.test.ts',
            'worker/test/openapi/api-types.test.ts',
            'scripts/eslint/**/*.test.ts',
          ],
          // Property tests run hundreds of cases: 1-3 s alone, past the 5 s default beside other work on a loaded
          // 2-core machine (zone-table and single-line did, 2026-11-30). A backstop, not a speed target.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          // One environment per vitest worker, not one per file: loading jsdom, React and Radix for each of some
          // hundred files was 7 of the project's 8 minutes of CPU (4m10s alone on 2 cores; 58 s without). The setup
          // file's afterEach gives each test a clean page instead.
          isolate: false,
          setupFiles: ['./web/src/test-setup.ts'],
          include: ['web/src/**/*.test.{ts,tsx}'],
          // A page test that opens lazy selects and dialogs takes 1-4 s alone; beside the workerd project on a
          // busy 2-core machine it can pass 5 s without anything being wrong.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(__dirname, 'migrations')),
                APP_ENV: 'test',
                APP_URL: 'http://127.0.0.1:8787',
                SESSION_SECRET: 'test-secret-test-secret-test-secret',
                // Cloudflare for SaaS: the custom hostnames API is its strict fake (worker/test/fakes/cloudflare.ts).
                CF_ZONE_ID: '0123456789abcdef0123456789abcdef',
                CF_API_TOKEN: 'test-cloudflare-token-0123456789abcdefgh',
                CF_FALLBACK_ORIGIN: 'customers.routewise.test',
                // E-mail domains: Resend's domains API is its strict fake (worker/test/fakes/resend-domains.ts). Mail itself
                // stays in the local mailbox (MAIL_PROVIDER unset) unless a test sends through Resend with this key.
                RESEND_API_KEY: 're_test_email_domains_0123456789',
              },
              // Every fetch a worker test makes to the outside world lands on the fake of its host
              // (worker/test/fakes/outbound.ts); anything else fails fast.
              outboundService: outboundTo(fakeVendors),
            },
          })),
        ],
        test: {
          name: 'workers',
          isolate: false,
          include: ['worker/**/*.test.ts'],
          exclude: ['worker/core/**', 'worker/contracts/**', 'worker/integrations/**', 'worker/test/openapi/api-types.test.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/openapi/setup.ts'],
          // A real CalDAV server (Radicale) for the CalDAV tests, reached as radicale.test through the outbound service.
          // A real OpenID Provider (oidc-provider) for single sign-on, reached as idp.test the same way.
          globalSetup: ['./worker/test/radicale/global-setup.ts', './worker/test/oidc/global-setup.ts'],
          // Race tests fire up to 100 requests at once; on a loaded 2-core CI machine they need more than 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
