// The import rules of the architecture notes ("Which way imports go"), checked by `npm run lint`.
// Syntax only (no type information), so the whole tree lints in seconds. Paths in the zones are
// regular expressions on project-relative paths; imports are resolved before they are matched.
import { readFileSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import featureLayout from './scripts/eslint/feature-layout.mjs';
import importBoundaries from './scripts/eslint/import-boundaries.mjs';
import noDirectD1 from './scripts/eslint/no-direct-d1.mjs';
import noImportCycle from './scripts/eslint/no-import-cycle.mjs';
import noRepoReexport from './scripts/eslint/no-repo-reexport.mjs';
import pureCore from './scripts/eslint/pure-core.mjs';
import tableOwners from './scripts/eslint/table-owners.mjs';

// Which feature owns each table, and the debts still open (worker/db/owners.json).
const { owners, debts } = JSON.parse(readFileSync(new URL('./worker/db/owners.json', import.meta.url), 'utf8'));
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
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
    forbid: '^(?!worker/contracts/|worker/core/|tldts$|libphonenumber-js(/|$)|disposable-email-domains-js$)',
    message:
      'worker/core imports only contracts, core and pure libraries (tldts, libphonenumber-js, disposable-email-domains-js): no hono, drizzle, cloudflare:*, db, features, http or integrations.',
  },
  {
    files: String.raw`^worker/core/.*(${TESTS})`,
    forbid: '^(?!worker/contracts/|worker/core/|tldts$|libphonenumber-js(/|$)|disposable-email-domains-js$|valibot$|fast-check$|vitest$)',
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
  // One way into each feature: its service.ts. What other features, jobs, Durable Objects and dev tools
  // need from a feature (a function or a type) is exported there, so a feature's other files can change
  // without breaking another. app.ts mounts the route shells; integrations know no feature at all.
  ...folders('./worker/features/').map((feature) => ({
    files: `^worker/features/${feature}/`,
    exceptFiles: TESTS,
    forbid: `^worker/features/(?!${feature}/)[^/]+/(?!service$)`,
    message: 'another feature is reached through its service.ts only (types too): export what you need from there.',
  })),
  {
    // Jobs, Durable Objects, integrations, http, core, lib, app.ts: a repo belongs to its own feature.
    files: '^worker/(?!features/)',
    exceptFiles: String.raw`^worker/(dev|test)/|${TESTS}`,
    forbid: `^${ANY_REPO}`,
    message: "a repo is its own feature's: jobs, Durable Objects and integrations call a service (or take what they need as arguments).",
  },
  {
    files: '^worker/(jobs|durable-objects|dev)/',
    exceptFiles: TESTS,
    forbid: String.raw`^worker/features/[^/]+/(?!service$)`,
    message: 'jobs, Durable Objects and dev tools reach a feature through its service.ts only (types too).',
  },
  {
    files: String.raw`^worker/(app|index)\.ts$`,
    forbid: String.raw`^worker/features/[^/]+/(?!service$|openapi$|([^/]+-)?(routes|middleware)$)`,
    message:
      "app.ts mounts a feature's route shells (routes.ts, *-routes.ts, *-middleware.ts), adds its openapi.ts to the API document and may call its service.ts; nothing else of it.",
  },
  {
    files: '^worker/(integrations|lib)/',
    exceptFiles: TESTS,
    forbid: '^worker/features/',
    message: 'integrations and lib import no feature: a feature calls them and passes in what they need.',
  },
  {
    // Test code lives in worker/test/ (core keeps its own test helpers next to its tests) and nothing that ships imports it.
    files: '^worker/',
    exceptFiles: String.raw`^worker/test/|${TESTS}`,
    forbid: String.raw`^worker/(test/|.*/test-helpers$|.*fixtures?$)`,
    message: 'production code imports no test code: fixtures and test helpers live in worker/test/ (core keeps its own next to its tests).',
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
    message:
      'worker/http is the request pipeline: only routes.ts (and *-routes.ts, *-middleware.ts) and app.ts use it; services throw DomainErrors.',
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
  {
    files: '^extension/',
    forbid: '^(worker/(?!contracts/)|web/|widget/)',
    message: 'the browser extension imports worker/contracts only.',
  },
  {
    files: '^outlook-addin/',
    forbid: '^(worker/(?!contracts/)|web/|widget/)',
    message: 'the Outlook add-in imports worker/contracts and the browser extension only.',
  },
];

export default [
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      '.tmp/',
      '.wrangler/',
      '.stryker-tmp/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'worker/test/openapi/api-types.generated.ts',
    ],
  },
  {
    files: ['worker/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'widget/src/**/*.ts', 'extension/src/**/*.ts', 'outlook-addin/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: {
      architecture: {
        rules: {
          'feature-layout': featureLayout,
          'import-boundaries': importBoundaries,
          'no-import-cycle': noImportCycle,
          'no-direct-d1': noDirectD1,
          'no-repo-reexport': noRepoReexport,
          'pure-core': pureCore,
          'table-owners': tableOwners,
        },
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
    // Issue 24: a web component file stays small enough to read in one go; split it into named pieces instead.
    files: ['web/src/**/components/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Folder cycles count as well: each feature, each integration kind, jobs, Durable Objects, http and lib is one node.
    files: ['worker/**/*.{ts,tsx}'],
    rules: {
      'architecture/no-import-cycle': [
        'error',
        {
          dir: 'worker',
          groups: [
            '^worker/features/[^/]+/',
            '^worker/integrations/[^/]+/',
            '^worker/jobs/',
            '^worker/durable-objects/',
            '^worker/http/',
            '^worker/lib/',
          ],
          exclude: TESTS,
        },
      ],
    },
  },
  {
    files: ['worker/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', 'worker/features/*/repo.ts', 'worker/features/*/*-repo.ts'],
    rules: { 'architecture/no-repo-reexport': ['error', { repo: `^${ANY_REPO}` }] },
  },
  {
    // A fixture or test helper is test code: it lives in worker/test/, where no feature can come to depend on it.
    files: ['worker/**/*fixture*.{ts,tsx}', 'worker/**/test-helpers.ts'],
    ignores: ['worker/test/**', 'worker/core/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'fixtures and test helpers live in worker/test/ (only core keeps its own next to its tests).' },
      ],
    },
  },
  {
    // One owner per table; repos hand out DTOs, not drizzle rows. The schema files are linted too, so a new
    // table without an owner fails.
    files: ['worker/features/**/*.ts', 'worker/db/schema/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: { 'architecture/table-owners': ['error', { owners, debts, schema: '^worker/db/schema/', repo: REPO }] },
  },
  {
    // A closed file vocabulary per feature (README "Layout"): at the root routes.ts, <noun>-routes.ts,
    // <noun>-middleware.ts, openapi.ts, service.ts, repo.ts, <noun>-repo.ts and tests; everything else in parts/,
    // and these role folders only. router-kinds/kinds is the router-kind registry (one module per kind).
    files: ['worker/features/**/*.{ts,tsx}'],
    rules: {
      'architecture/feature-layout': [
        'error',
        {
          folders: { workflows: ['actions'], mail: ['emails'], 'router-kinds': ['kinds'] },
        },
      ],
    },
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
    files: ['worker/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', 'extension/**/*.ts', 'outlook-addin/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-helpers.ts', '**/*fixture*', '**/fixtures/**', '**/*.generated.ts', 'worker/test/**'],
    // Source files stay under 300 lines (issue 24), measured on the formatted tree (prettier's 140-column width).
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The clock, ids and randomness come in as arguments, so decisions replay exactly.
    files: ['worker/core/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: { 'architecture/pure-core': 'error' },
  },
];
