// Each architecture rule (ARCHITECTURE.md "Which way imports go") against a planted violation: the real
// eslint.config.js lints a virtual file inside the tree and must name the rule. A clean twin next to
// most of them shows the rule fires on the violation, not on the file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** `rule: message` for each problem ESLint finds in `code` as if it were the file `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const boundaries = 'architecture/import-boundaries';
const cycles = 'architecture/no-import-cycle';

// A cycle closed only by `import()` in files on disk: the graph of the tree must see dynamic imports.
// The files exist only while this file runs; the graph is read on the first lint, after they are written.
const fixture = `worker/features/zz-lint-fixture-${process.pid}`;
beforeAll(async () => {
  mkdirSync(path.join(root, fixture, 'parts'), { recursive: true });
  writeFileSync(path.join(root, fixture, 'service.ts'), "export const later = async () => (await import('./parts/helper')).helper;\n");
  writeFileSync(path.join(root, fixture, 'parts/helper.ts'), "import { later } from '../service';\nexport const helper = later;\n");
  // Reads the whole tree's graph once, outside any one test's time limit.
  await lint('worker/core/zz-warm-up.ts', "import { MESSAGES } from '../contracts/common';\nexport const m = MESSAGES;\n");
}, 120_000);
afterAll(() => rmSync(path.join(root, fixture), { recursive: true, force: true }));

describe('files the lint reads', () => {
  it('lints .tsx under worker/: a feature component may not import another feature repo', async () => {
    // Planted where teams' own imports do not reach (teams -> auth -> mail would make a planted mail file a cycle too).
    expect(
      await lint(
        'worker/features/dashboard/parts/zz-planted.tsx',
        "import { findTeam } from '../../teams/repo';\nexport const X = () => <p>{String(findTeam)}</p>;\n",
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^${boundaries}: .*another feature's repo`))]);
  });
});

describe('the file vocabulary of a feature (feature-layout.test.ts has the cases)', () => {
  it('a module at the root of a feature that is not a route, service or repo is refused', async () => {
    expect(await lint('worker/features/teams/helpers.ts', 'export const x = 1;\n')).toEqual([
      expect.stringMatching(/^architecture\/feature-layout: 'helpers.ts' is not a root file of a feature/),
    ]);
    expect(await lint('worker/features/teams/parts/helpers.ts', 'export const x = 1;\n')).toEqual([]);
  });
});

describe('Hono and worker/http belong to the route shells', () => {
  it('a feature file that is not a route shell may not import hono', async () => {
    expect(
      await lint('worker/features/teams/parts/helpers.ts', "import type { Context } from 'hono';\nexport const f = (c: Context) => c;\n"),
    ).toEqual([expect.stringMatching(/^architecture\/import-boundaries: 'hono'/)]);
    expect(await lint('worker/features/teams/service.ts', "import { Hono } from 'hono';\nexport const f = new Hono();\n")).toEqual([
      expect.stringMatching(/^architecture\/import-boundaries: 'hono'/),
    ]);
  });

  it('integrations, jobs and core may not import hono either', async () => {
    for (const file of ['worker/integrations/crm/zz.ts', 'worker/jobs/zz.ts', 'worker/durable-objects/zz.ts']) {
      expect(await lint(file, "import { Hono } from 'hono';\nexport const f = new Hono();\n"), file).toEqual([
        expect.stringMatching(/^architecture\/import-boundaries: 'hono'/),
      ]);
    }
  });

  it('routes.ts, *-routes.ts and *-middleware.ts may', async () => {
    const code =
      "import { Hono } from 'hono';\nimport { doc } from '../../http/openapi';\nexport const r = new Hono().get('/', doc('system', 'x'), (c) => c.text('ok'));\n";
    for (const file of [
      'worker/features/teams/routes.ts',
      'worker/features/teams/admin-routes.ts',
      'worker/features/teams/cors-middleware.ts',
    ])
      expect(await lint(file, code), file).toEqual([]);
  });

  it('a service may not import worker/http', async () => {
    expect(
      await lint(
        'worker/features/teams/service.ts',
        "import { ApiError } from '../../http/errors';\nexport const e = new ApiError(400, 'x', 'y');\n",
      ),
    ).toEqual([expect.stringMatching(/^architecture\/import-boundaries: '..\/..\/http\/errors' \(worker\/http\/errors\)/)]);
    expect(await lint('worker/jobs/zz.ts', "import { errorJson } from '../http/errors';\nexport const e = errorJson;\n")).toEqual([
      expect.stringMatching(/worker\/http\/errors/),
    ]);
  });
});

describe('worker/core is pure', () => {
  const core = 'worker/core/slots/zz-planted.ts';
  const planted: [string, string, RegExp][] = [
    ['Math.random', 'export const pick = () => Math.random();\n', /Math\.random/],
    ['an aliased Math', 'const M = Math;\nexport const pick = () => M.random();\n', /Math\.random/],
    ['crypto.randomUUID', 'export const id = () => crypto.randomUUID();\n', /'crypto'/],
    ['crypto.getRandomValues', 'export const bytes = () => crypto.getRandomValues(new Uint8Array(4));\n', /'crypto'/],
    ['performance.now', 'export const t = () => performance.now();\n', /'performance'/],
    ['an aliased Date', 'const D = Date;\nexport const now = () => D.now();\n', /global Date is not handed on/],
    ['Date handed to a function', 'export const make = (f: (d: DateConstructor) => number) => f(Date);\n', /global Date is not handed on/],
    ['Date reached through globalThis', 'export const now = () => globalThis.Date.now();\n', /'globalThis'/],
    ['Date.now', 'export const now = () => Date.now();\n', /Date\.now/],
    ['new Date()', 'export const now = () => new Date();\n', /new Date\(\)/],
    ['Date()', 'export const now = () => Date();\n', /`Date\(\)`/],
    ['a formatter with no instant', "export const today = () => new Intl.DateTimeFormat('en').format();\n", /\.format\(\)/],
    ['fetch', "export const get = () => fetch('https://example.com');\n", /'fetch'/],
    ['a timer', 'export const later = (f: () => void) => setTimeout(f, 1);\n', /'setTimeout'/],
  ];
  for (const [what, code, message] of planted) {
    it(`rejects ${what}`, async () => {
      const found = await lint(core, code);
      expect(found).toContainEqual(expect.stringMatching(/^architecture\/pure-core: /));
      expect(found.join('\n')).toMatch(message);
    });
  }

  it('accepts dates built from arguments, the pure Date statics, Math, instanceof and Date as a type', async () => {
    const code = [
      'export const iso = (ms: number) => new Date(ms).toISOString();',
      'export const epoch = Date.UTC(2026, 0, 1) + Date.parse("2026-01-01T00:00:00Z");',
      'export const later = (d: Date): Date => new Date(d.getTime() + Math.max(0, Math.floor(1.5)));',
      "export const label = (ms: number) => new Intl.DateTimeFormat('en').format(ms);",
      'export const isDate = (x: unknown): x is Date => x instanceof Date;',
      'export type Ctor = typeof Date;',
      '',
    ].join('\n');
    expect(await lint(core, code)).toEqual([]);
  });

  it('core tests may still read the clock', async () => {
    expect(await lint('worker/core/slots/zz.test.ts', 'export const now = () => Date.now() + Math.random();\n')).toEqual([]);
  });
});

describe('repos belong to their feature', () => {
  it('integrations may not import a feature repo', async () => {
    expect(
      await lint('worker/integrations/crm/zz.ts', "import { findTeam } from '../../features/teams/repo';\nexport const f = findTeam;\n"),
    ).toEqual([expect.stringMatching(new RegExp(`^${boundaries}: .*a repo is its own feature's`))]);
  });

  it('jobs, Durable Objects, http and core may not either', async () => {
    for (const [file, spec] of [
      ['worker/jobs/zz.ts', '../features/teams/repo'],
      ['worker/durable-objects/zz.ts', '../features/teams/repo'],
      ['worker/lib/zz.ts', '../features/teams/team-repo'],
    ]) {
      expect(await lint(file, `import { findTeam } from '${spec}';\nexport const f = findTeam;\n`), file).toEqual([
        expect.stringMatching(/a repo is its own feature's/),
      ]);
    }
  });

  it('a repo may not import a service, route or worker/http', async () => {
    expect(
      await lint('worker/features/teams/repo.ts', "import { listTeams } from './service';\nexport const f = listTeams;\n"),
    ).toContainEqual(expect.stringMatching(/a repo imports db, contracts and pure helpers only/));
    expect(
      await lint('worker/features/teams/repo.ts', "import { ApiError } from '../../http/errors';\nexport const f = ApiError;\n"),
    ).toContainEqual(expect.stringMatching(/a repo imports db, contracts/));
  });

  it('a service may not hand its whole repo on', async () => {
    const service = 'worker/features/teams/service.ts';
    const rule = /^architecture\/no-repo-reexport: /;
    expect(await lint(service, "export * from './repo';\n")).toEqual([expect.stringMatching(rule)]);
    expect(await lint(service, "export * as teamsRepo from './repo';\n")).toEqual([expect.stringMatching(rule)]);
    expect(await lint(service, "import * as repo from './repo';\nexport { repo };\n")).toEqual([expect.stringMatching(rule)]);
    expect(await lint(service, "import * as repo from './repo';\nexport const teams = repo;\n")).toEqual([expect.stringMatching(rule)]);
    expect(await lint(service, "import * as repo from './repo';\nexport const teams = { ...repo };\n")).toEqual([
      expect.stringMatching(rule),
    ]);
    expect(await lint(service, "import * as repo from './repo';\nexport default repo;\n")).toEqual([expect.stringMatching(rule)]);
  });

  it('a service may export chosen repo functions and row types', async () => {
    const code = "import * as repo from './repo';\nexport type { TeamRow } from './repo';\nexport const findTeam = repo.findTeam;\n";
    expect(await lint('worker/features/teams/service.ts', code)).toEqual([]);
  });

  it('only the shells reach the D1 binding', async () => {
    const rule = /^architecture\/no-direct-d1: /;
    const code = "import type { Env } from '../../env';\nexport const f = (env: Env) => env.DB.prepare('select 1');\n";
    expect(await lint('worker/features/teams/service.ts', code)).toEqual([expect.stringMatching(rule)]);
    expect(await lint('worker/features/teams/routes.ts', "export const f = (c: { env: { DB: D1Database } }) => c.env['DB'];\n")).toEqual([
      expect.stringMatching(rule),
    ]);
    expect(
      await lint('worker/integrations/crm/zz.ts', "import type { Env } from '../../env';\nexport const f = ({ DB }: Env) => DB;\n"),
    ).toEqual([expect.stringMatching(rule)]);
    expect(
      await lint(
        'worker/jobs/zz.ts',
        "import type { Env } from '../env';\nimport { getDb } from '../db/client';\nexport const f = (env: Env) => getDb(env.DB);\n",
      ),
    ).toEqual([]);
  });
});

describe('one way into each feature: its service.ts', () => {
  const door = /^architecture\/import-boundaries: .*reached through its service\.ts only/;

  it("a feature may not import another feature's inner files, types included", async () => {
    expect(
      await lint(
        'worker/features/bookings/parts/zz.ts',
        "import { checkWindow } from '../../meeting-types/parts/slots';\nexport const f = checkWindow;\n",
      ),
    ).toEqual([expect.stringMatching(door)]);
    expect(
      await lint(
        'worker/features/bookings/parts/zz.ts',
        "import type { SlotMemberOptions } from '../../meeting-types/parts/slots';\nexport type X = SlotMemberOptions;\n",
      ),
    ).toEqual([expect.stringMatching(door)]);
    expect(await lint('worker/features/routing-sessions/parts/zz.ts', "export { linkEmail } from '../../mail/parts/templates';\n")).toEqual(
      [expect.stringMatching(door)],
    );
    expect(await lint('worker/features/teams/parts/zz.ts', "export const later = () => import('../../mail/emails/render');\n")).toEqual([
      expect.stringMatching(door),
    ]);
  });

  it("its service.ts (types too) and the feature's own files are fine", async () => {
    const code =
      "import { checkWindow, type SlotMemberOptions } from '../../meeting-types/service';\nimport * as repo from '../repo';\nimport { manageUrls } from './notify';\nexport type X = SlotMemberOptions;\nexport const f = [checkWindow, repo.findMeeting, manageUrls];\n";
    expect(await lint('worker/features/meetings/parts/zz.ts', code)).toEqual([]);
  });

  it('a feature test may still reach inside another feature', async () => {
    expect(
      await lint(
        'worker/features/bookings/zz.test.ts',
        "import { checkWindow } from '../meeting-types/parts/slots';\nexport const f = checkWindow;\n",
      ),
    ).toEqual([]);
  });

  it('jobs, Durable Objects and dev tools go through the service too', async () => {
    for (const [file, spec] of [
      ['worker/jobs/zz.ts', '../features/mail/parts/delivery'],
      ['worker/durable-objects/zz.ts', '../features/relay-sessions/effects'],
      ['worker/dev/zz.ts', '../features/meeting-types/parts/slots'],
    ]) {
      expect(await lint(file, `import * as m from '${spec}';\nexport const x = m;\n`), file).toEqual([
        expect.stringMatching(/jobs, Durable Objects and dev tools reach a feature through its service\.ts only/),
      ]);
      expect(await lint(file, `import * as m from '${spec.replace(/(parts\/)?[^/]+$/, 'service')}';\nexport const x = m;\n`), file).toEqual(
        [],
      );
    }
  });

  it('app.ts mounts route shells and may call a service, but reaches nothing else of a feature', async () => {
    const shells =
      "import { meetingRoutes } from './features/meetings/routes';\nimport { trustedOriginCors } from './features/routing-sessions/cors-middleware';\nimport { docsRoutes } from './features/health/docs-routes';\nimport { resolveCaller } from './features/auth/service';\nexport const x = [meetingRoutes, trustedOriginCors, docsRoutes, resolveCaller];\n";
    expect(await lint('worker/app.ts', shells)).toEqual([]);
    expect(
      await lint('worker/app.ts', "import { bookMeeting } from './features/meetings/parts/book';\nexport const x = bookMeeting;\n"),
    ).toEqual([expect.stringMatching(/app\.ts mounts a feature's route shells/)]);
  });

  it('integrations and lib import no feature at all, not even a service', async () => {
    for (const file of ['worker/integrations/crm/zz.ts', 'worker/lib/zz.ts']) {
      // (From lib it closes a folder cycle as well: features use lib.)
      expect(
        await lint(file, "import { linkEmail } from 'worker/features/mail/service';\nexport const x = linkEmail;\n"),
        file,
      ).toContainEqual(expect.stringMatching(/integrations and lib import no feature/));
    }
  });
});

describe('test code lives in worker/test', () => {
  it('production code may not import a fixture or test helper', async () => {
    const rule = /production code imports no test code/;
    expect(
      await lint(
        'worker/features/routing-logs/parts/zz.ts',
        "import { bookedDecision } from '../../../test/decision-fixture';\nexport const d = bookedDecision;\n",
      ),
    ).toEqual([expect.stringMatching(rule)]);
    expect(await lint('worker/jobs/zz.ts', "import { AT } from '../core/round-robin/test-helpers';\nexport const a = AT;\n")).toEqual([
      expect.stringMatching(rule),
    ]);
    expect(
      await lint('worker/test/zz.test.ts', "import { bookedDecision } from './decision-fixture';\nexport const d = bookedDecision;\n"),
    ).toEqual([]);
  });

  it('a fixture or test helper file outside worker/test (and core) is refused', async () => {
    const rule = /^no-restricted-syntax: fixtures and test helpers live in worker\/test/;
    expect(await lint('worker/features/routing-logs/parts/decision-fixture.ts', 'export const POD = 1;\n')).toEqual([
      expect.stringMatching(rule),
    ]);
    expect(await lint('worker/features/routing-sessions/parts/test-helpers.ts', 'export const BASE = 1;\n')).toEqual([
      expect.stringMatching(rule),
    ]);
    expect(await lint('worker/test/decision-fixture.ts', 'export const POD = 1;\n')).toEqual([]);
    expect(await lint('worker/core/round-robin/test-helpers.ts', 'export const AT = 1;\n')).toEqual([]);
  });
});

describe('import cycles', () => {
  it('an import() that closes a cycle is one', async () => {
    // worker/features/relay-sessions/parts/effects.ts imports ./book, so book may not load the effects back, even lazily.
    expect(await lint('worker/features/relay-sessions/parts/book.ts', "export const later = () => import('./effects');\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${cycles}: Import cycle: worker/features/relay-sessions/parts/book.ts -> worker/features/relay-sessions/parts/effects.ts`,
        ),
      ),
    ]);
  });

  it('an import() on disk counts in the graph', async () => {
    expect(await lint(`${fixture}/parts/helper.ts`, "import { later } from '../service';\nexport const helper = later;\n")).toEqual([
      expect.stringMatching(
        new RegExp(`^${cycles}: Import cycle: ${fixture}/parts/helper.ts -> ${fixture}/service.ts -> ${fixture}/parts/helper.ts`),
      ),
    ]);
  });

  it('folders that import each other form a cycle through integrations, jobs, Durable Objects and lib', async () => {
    // The conferencing feature uses its integration kind, the event handlers run feature handlers, the
    // relay session object performs the relay-sessions effects, auth uses lib's crypto; none may be imported back.
    const planted: [string, string, string][] = [
      ['worker/integrations/conferencing/zz.ts', '../../features/conferencing/service', 'worker/features/conferencing/'],
      ['worker/features/reports/parts/zz.ts', '../../../jobs/event-handlers', 'worker/jobs/'],
      ['worker/features/relay-sessions/parts/zz.ts', '../../../durable-objects/relay-session', 'worker/durable-objects/'],
      ['worker/lib/zz.ts', '../features/auth/service', 'worker/features/auth/'],
    ];
    for (const [file, spec, via] of planted) {
      const found = await lint(file, `import * as m from '${spec}';\nexport const x = m;\n`);
      // integrations and lib import no feature, so those plants break a boundary as well.
      expect(found, file).toContainEqual(expect.stringMatching(new RegExp(`^${cycles}: Import cycle: .*${via}`)));
    }
  });

  it('type-only imports close no cycle', async () => {
    expect(
      await lint(
        'worker/features/relay-sessions/parts/book.ts',
        "import type { RelayState } from './steps';\nexport type X = RelayState;\n",
      ),
    ).toEqual([]);
  });
});

describe('dynamic imports are judged like static ones', () => {
  it('a computed import() is refused, a fixed one resolved', async () => {
    expect(await lint('worker/features/teams/service.ts', 'export const load = (name: string) => import(name);\n')).toEqual([
      expect.stringMatching(/import\(\) takes a string literal/),
    ]);
    expect(await lint('worker/features/teams/service.ts', 'export const load = () => import(`../plans/repo`);\n')).toEqual([
      expect.stringMatching(/another feature's repo/),
    ]);
  });
});

describe('every spelling of an import is resolved', () => {
  it('a path from the tsconfig baseUrl (worker/...) is judged by where it points', async () => {
    expect(
      await lint('worker/features/teams/service.ts', "import { planOf } from 'worker/features/plans/repo';\nexport const p = planOf;\n"),
    ).toEqual([expect.stringMatching(/another feature's repo/)]);
    expect(
      await lint(
        'worker/features/relay-sessions/parts/book.ts',
        "import * as effects from 'worker/features/relay-sessions/parts/effects';\nexport const s = effects;\n",
      ),
    ).toEqual([expect.stringMatching(/^architecture\/no-import-cycle: /)]);
  });

  it('import x = require(...) counts', async () => {
    expect(await lint('worker/features/teams/service.ts', "import hono = require('hono');\nexport const h = hono;\n")).toEqual([
      expect.stringMatching(/'hono'/),
    ]);
  });
});

describe('the rules that held before', () => {
  it('contracts import only valibot', async () => {
    expect(await lint('worker/contracts/zz.ts', "import { Hono } from 'hono';\nexport const x = Hono;\n")).toEqual([
      expect.stringMatching(/worker\/contracts imports only valibot/),
    ]);
  });

  it('core imports no worker/env and no drizzle', async () => {
    expect(await lint('worker/core/zz.ts', "import type { Env } from '../env';\nexport type X = Env;\n")).toEqual([
      expect.stringMatching(/worker\/core imports only contracts/),
    ]);
    expect(await lint('worker/core/zz.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n")).toEqual([
      expect.stringMatching(/worker\/core imports only contracts/),
    ]);
  });

  it('only repos import the schema', async () => {
    expect(
      await lint('worker/features/teams/service.ts', "import { teams } from '../../db/schema/teams';\nexport const x = teams;\n"),
    ).toEqual([expect.stringMatching(/only repo.ts files import the drizzle schema/)]);
  });
});
