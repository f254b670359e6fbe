// The import rules of the architecture notes ("Which way imports go"), checked by `npm run lint`.
// Syntax only (no type information), so the whole tree lints in seconds. Paths in the zones are
// regular expressions on project-relative paths; imports are resolved before they are matched.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importBoundaries from './scripts/eslint/import-boundaries.mjs';
import noImportCycle from './scripts/eslint/no-import-cycle.mjs';

const folders = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const TESTS = String.raw`\.test\.tsx?$|/test-helpers\.ts$`;
const REPO = String.raw`^worker/features/[^/]+/([^/]+-)?repo\.ts$`;
const ANY_REPO = String.raw`worker/features/[^/]+/([^/]+-)?repo$`;

const zones = [
  {
    files: '^worker/contracts/',
    exceptFiles: TESTS,
    forbid: '^(?!worker/contracts/|valibot$)',
    message: 'worker/contracts imports only valibot and other contracts.',
  },
  {
    files: String.raw`^worker/contracts/.*(${TESTS})`,
    forbid: '^(?!worker/contracts/|valibot$|fast-check$|vitest$)',
    message: 'contracts tests import only contracts, valibot, vitest and fast-check.',
  },
  {
    files: '^worker/core/',
    exceptFiles: TESTS,
    forbid: '^(?!worker/contracts/|worker/core/|tldts$|libphonenumber-js(/|$))',
    message: 'worker/core imports only contracts, core and pure libraries (tldts, libphonenumber-js): no hono, drizzle, cloudflare:*, db, features, http or integrations.',
  },
  {
    files: String.raw`^worker/core/.*(${TESTS})`,
    forbid: '^(?!worker/contracts/|worker/core/|tldts$|libphonenumber-js(/|$)|valibot$|fast-check$|vitest$)',
    message: 'core tests import only core, contracts, pure libraries (valibot too), vitest and fast-check.',
  },
  {
    // The schema and everything else in db/ belong to repo files; the rest of the worker may name the
    // `Db` type it passes along and run a batch of statements its repos built.
    files: '^worker/',
    exceptFiles: String.raw`^worker/(db|dev|test)/|${REPO}|${TESTS}`,
    forbid: '^worker/db/(?!client$|batch$)',
    message: 'only repo.ts files import the drizzle schema (worker/db).',
  },
  {
    // Building the handle is the shells' job: the db middleware, queue consumers and cron.
    files: '^worker/',
    exceptFiles: String.raw`^worker/(db|dev|test|http|jobs)/|${REPO}|${TESTS}`,
    forbid: '^worker/db/client$',
    allowTypeImports: true,
    message: 'use c.var.db (or the Db a caller passes in) instead of building a handle; `import type { Db }` is fine.',
  },
  ...folders('./worker/features/').map((feature) => ({
    files: `^worker/features/${feature}/`,
    exceptFiles: TESTS,
    forbid: `^(?!worker/features/${feature}/)${ANY_REPO}`,
    message: "a feature never imports another feature's repo: call its service.",
  })),
  {
    files: '^worker/(jobs|durable-objects)/',
    exceptFiles: TESTS,
    forbid: `^${ANY_REPO}`,
    message: 'jobs and Durable Objects are thin shells: call a service, not a repo.',
  },
  {
    files: String.raw`^worker/features/[^/]+/([^/]+-)?(service|repo)\.ts$`,
    forbid: '^hono(/|$)',
    message: 'services and repos know nothing of Hono (no Context): routes.ts maps requests to plain arguments.',
  },
  {
    files: '^worker/http/',
    forbid: '^worker/features/',
    message: 'worker/http is generic middleware: it imports no feature (app.ts wires features in).',
  },
  {
    files: '^web/src/',
    forbid: '^worker/(?!contracts/|app$)',
    message: 'web imports worker/contracts (@contracts/*) and `import type { AppType }` only.',
  },
  {
    files: '^web/src/',
    forbid: '^worker/app$',
    allowTypeImports: true,
    message: 'web imports the worker app as `import type { AppType }` only.',
  },
  {
    files: '^web/src/(lib|components)/',
    forbid: '^web/src/(features|app)/',
    message: 'web/src/lib and web/src/components are shared by features and import none of them.',
  },
  ...folders('./web/src/features/').map((feature) => ({
    files: `^web/src/features/${feature}/`,
    forbid: `^web/src/(features/(?!${feature}/)|app/)`,
    message: 'no web feature imports another (or the app shell): move what they share to web/src/lib or web/src/components.',
  })),
  {
    files: '^widget/',
    forbid: '^(worker/(?!contracts/)|web/)',
    message: 'the widget imports worker/contracts only.',
  },
];

export default [
  { ignores: ['**/node_modules/', 'dist/', '.tmp/', '.wrangler/', '.stryker-tmp/', 'reports/', 'test-results/', 'playwright-report/'] },
  {
    files: ['worker/**/*.ts', 'web/src/**/*.{ts,tsx}', 'widget/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: {
      architecture: { rules: { 'import-boundaries': importBoundaries, 'no-import-cycle': noImportCycle } },
      // The code keeps `eslint-disable react-hooks/exhaustive-deps` notes for editors that run the React
      // hooks plugin; this lint does not run it, but must know the name to accept the notes.
      'react-hooks': { rules: { 'exhaustive-deps': { meta: { schema: false }, create: () => ({}) } } },
    },
    rules: {
      'architecture/import-boundaries': ['error', { zones }],
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: { 'architecture/no-import-cycle': ['error', { dir: 'worker', groups: ['^worker/features/[^/]+/'], exclude: TESTS }] },
  },
  {
    // The clock comes in as an argument, so decisions replay exactly.
    files: ['worker/core/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'worker/core takes the clock as an argument.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'worker/core takes the clock as an argument: no `new Date()`.' },
        { selector: "CallExpression[callee.name='Date']", message: 'worker/core takes the clock as an argument: no `Date()`.' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'worker/core does no I/O.' }],
    },
  },
];
