// The import rules of the architecture notes ("Which way imports go"), checked by `npm run lint`.
// Syntax only (no type information), so the whole tree lints in seconds. Paths in the zones are
// regular expressions on project-relative paths; imports are resolved before they are matched.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importBoundaries from './scripts/eslint/import-boundaries.mjs';
import noDirectD1 from './scripts/eslint/no-direct-d1.mjs';
import noImportCycle from './scripts/eslint/no-import-cycle.mjs';
import noRepoReexport from './scripts/eslint/no-repo-reexport.mjs';
import pureCore from './scripts/eslint/pure-core.mjs';

const folders = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const TESTS = String.raw`\.test\.tsx?$|/test-helpers\.ts$`;
const REPO = String.raw`^worker/features/[^/]+/([^/]+-)?repo\.ts$`;
const ANY_REPO = String.raw`worker/features/[^/]+/([^/]+-)?repo$`;
// The HTTP shell of a feature: its Hono sub-apps and middleware. Only these (with app.ts and worker/http)
// know Hono and the request pipeline; everything they call takes plain arguments.
const ROUTE_SHELL = String.raw`^worker/features/[^/]+/([^/]+-)?(routes|middleware)\.ts$`;

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
    // Building the handle is the shells' job: the db middleware, queue consumers, cron and Durable Objects.
    files: '^worker/',
    exceptFiles: String.raw`^worker/(db|dev|test|http|jobs|durable-objects)/|${REPO}|${TESTS}`,
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
    // Jobs, Durable Objects, integrations, http, core, lib, app.ts: a repo belongs to its own feature.
    files: '^worker/(?!features/)',
    exceptFiles: String.raw`^worker/(dev|test)/|${TESTS}`,
    forbid: `^${ANY_REPO}`,
    message: "a repo is its own feature's: jobs, Durable Objects and integrations call a service (or take what they need as arguments).",
  },
  {
    // Repos sit at the bottom: db, contracts, drizzle and pure helpers; never what calls them.
    files: REPO,
    forbid: String.raw`^worker/(features/[^/]+/(?!([^/]+-)?repo$)|http/|jobs/|durable-objects/|(app|index)$)`,
    message: 'a repo imports db, contracts and pure helpers only: never a service, route, job, Durable Object or worker/http.',
  },
  {
    files: '^worker/',
    exceptFiles: String.raw`^worker/app\.ts$|^worker/(http|dev|test)/|${ROUTE_SHELL}|${TESTS}`,
    forbid: '^hono(/|$)',
    message: 'only routes.ts (and *-routes.ts, *-middleware.ts), app.ts and worker/http know Hono: services take plain arguments.',
  },
  {
    files: '^worker/',
    exceptFiles: String.raw`^worker/(app|index)\.ts$|^worker/(http|dev|test)/|${ROUTE_SHELL}|${TESTS}`,
    forbid: '^worker/http/',
    message: 'worker/http is the request pipeline: only routes.ts (and *-routes.ts, *-middleware.ts) and app.ts use it; services throw DomainErrors.',
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
    files: ['worker/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'widget/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: {
      architecture: {
        rules: { 'import-boundaries': importBoundaries, 'no-import-cycle': noImportCycle, 'no-direct-d1': noDirectD1, 'no-repo-reexport': noRepoReexport, 'pure-core': pureCore },
      },
      // The code keeps `eslint-disable react-hooks/exhaustive-deps` notes for editors that run the React
      // hooks plugin; this lint does not run it, but must know the name to accept the notes.
      'react-hooks': { rules: { 'exhaustive-deps': { meta: { schema: false }, create: () => ({}) } } },
    },
    rules: {
      'architecture/import-boundaries': ['error', { zones }],
    },
  },
  {
    // Folder cycles count as well: each feature, each integration kind, jobs, Durable Objects, http and lib is one node.
    files: ['worker/**/*.{ts,tsx}'],
    rules: {
      'architecture/no-import-cycle': [
        'error',
        { dir: 'worker', groups: ['^worker/features/[^/]+/', '^worker/integrations/[^/]+/', '^worker/jobs/', '^worker/durable-objects/', '^worker/http/', '^worker/lib/'], exclude: TESTS },
      ],
    },
  },
  {
    files: ['worker/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', 'worker/features/*/repo.ts', 'worker/features/*/*-repo.ts'],
    rules: { 'architecture/no-repo-reexport': ['error', { repo: `^${ANY_REPO}` }] },
  },
  {
    // Only the shells build the Db handle from the binding: http/db.ts, jobs, Durable Objects, dev.
    files: ['worker/{features,integrations,core,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: { 'architecture/no-direct-d1': 'error' },
  },
  {
    // Exception: the liveness probe times a bare `select 1` round trip on the binding itself, with no
    // account and no drizzle in between; it reads no data.
    files: ['worker/features/health/routes.ts'],
    rules: { 'architecture/no-direct-d1': 'off' },
  },
  {
    // The clock, ids and randomness come in as arguments, so decisions replay exactly.
    files: ['worker/core/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: { 'architecture/pure-core': 'error' },
  },
];
