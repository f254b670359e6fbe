// The table-ownership check (table-owners.mjs, worker/db/owners.json) against planted violations, and
// the owner map and its debts against the tree: every debt must still be needed, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import tableOwners from './table-owners.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { owners, debts } = JSON.parse(readFileSync(path.join(root, 'worker/db/owners.json'), 'utf8')) as {
  owners: Record<string, string>;
  debts: { tables: { feature: string; tables: string[]; reason: string }[]; rowTypes: { file: string; types: string[]; reason: string }[] };
};

const REPO = String.raw`^worker/features/[^/]+/([^/]+-)?repo\.ts$`;
const linter = new Linter({ configType: 'flat', cwd: root });

/** Messages of the rule alone for `code` as the file `file`, with the given owners and debts. */
function check(file: string, code: string, options: { owners?: Record<string, string>; debts?: typeof debts } = {}): string[] {
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest' as const, sourceType: 'module' as const },
      plugins: { architecture: { rules: { 'table-owners': tableOwners } } },
      rules: {
        'architecture/table-owners': [
          'error',
          {
            owners: options.owners ?? { users: 'auth', teams: 'teams' },
            debts: options.debts ?? { tables: [], rowTypes: [] },
            schema: '^worker/db/schema/',
            repo: REPO,
          },
        ],
      },
    },
  ] as Linter.Config[];
  return linter.verify(code, config, { filename: path.join(root, file) }).map((m) => m.message);
}

const importUsers = "import { users } from '../../db/schema/identity';\nexport const u = users;\n";

describe('a feature touches only the tables it owns', () => {
  it("rejects another feature's table in a repo", () => {
    expect(check('worker/features/lists/repo.ts', importUsers)).toEqual([
      expect.stringMatching(/^'users' belongs to auth: lists asks auth's service/),
    ]);
  });

  it('accepts the owner', () => {
    expect(check('worker/features/auth/repo.ts', importUsers)).toEqual([]);
  });

  it('sees through an alias, a type-only import and the baseUrl spelling', () => {
    expect(
      check('worker/features/lists/repo.ts', "import { users as u } from '../../db/schema/identity';\nexport const x = u;\n"),
    ).toHaveLength(1);
    expect(
      check('worker/features/lists/repo.ts', "import type { users } from 'worker/db/schema/identity';\nexport type U = typeof users;\n"),
    ).toHaveLength(1);
  });

  it('rejects a namespace import, which would hide the tables used', () => {
    expect(
      check('worker/features/lists/repo.ts', "import * as identity from '../../db/schema/identity';\nexport const u = identity.users;\n"),
    ).toEqual([expect.stringMatching(/import tables by name/)]);
  });

  it('lets names that are not tables through (schema types)', () => {
    expect(
      check('worker/features/lists/repo.ts', "import type { WeeklyHours } from '../../db/schema/teams';\nexport type W = WeeklyHours;\n"),
    ).toEqual([]);
  });

  it('accepts a listed debt, and only for its feature', () => {
    const owed = { tables: [{ feature: 'lists', tables: ['users'], reason: 'planted' }], rowTypes: [] };
    expect(check('worker/features/lists/repo.ts', importUsers, { debts: owed })).toEqual([]);
    expect(check('worker/features/forms/repo.ts', importUsers, { debts: owed })).toHaveLength(1);
  });

  it('rejects a table the owner map does not name', () => {
    const schema =
      "import { sqliteTable, text } from 'drizzle-orm/sqlite-core';\nexport const widgets = sqliteTable('widgets', { id: text('id') });\nexport const users = sqliteTable('users', { id: text('id') });\n";
    expect(check('worker/db/schema/zz.ts', schema)).toEqual(["table 'widgets' has no owner in worker/db/owners.json."]);
  });
});

describe('repos hand out DTOs, not rows', () => {
  const repo = 'worker/features/lists/repo.ts';
  const head = "import { lists } from '../../db/schema/routing';\n";
  const planted: [string, string][] = [
    ['a *Row type', 'export type ListRow = { id: string };\n'],
    ['a $inferSelect type under another name', 'export type List = typeof lists.$inferSelect;\n'],
    ['a $inferSelect inside a wider type', 'export type Listed = Awaited<Promise<(typeof lists.$inferSelect)[]>>;\n'],
    ['an interface named *Row', 'export interface ListRow { id: string }\n'],
    ['a local row type exported by name', 'type L = typeof lists.$inferSelect;\nexport type { L as Shown };\n'],
  ];
  for (const [what, code] of planted) {
    it(`rejects ${what}`, () => {
      expect(check(repo, head + code)).toEqual([expect.stringMatching(/^a repo returns DTOs: '\w+' hands out a drizzle row/)]);
    });
  }

  it("accepts a column's type, an insert type, a local row type and other files of the feature", () => {
    expect(
      check(
        repo,
        `${head}type L = typeof lists.$inferSelect;\nexport const f = (l: L) => l.id;\nexport type Kind = (typeof lists.$inferSelect)['name'];\nexport type ListInsert = typeof lists.$inferInsert;\n`,
      ),
    ).toEqual([]);
    expect(check('worker/features/lists/service.ts', 'export type ListRow = { id: string };\n')).toEqual([]);
  });

  it('accepts a listed row-type debt of that file only', () => {
    const owed = { tables: [], rowTypes: [{ file: repo, types: ['ListRow'], reason: 'planted' }] };
    expect(check(repo, head + 'export type ListRow = typeof lists.$inferSelect;\n', { debts: owed })).toEqual([]);
    expect(
      check('worker/features/forms/repo.ts', head + 'export type ListRow = typeof lists.$inferSelect;\n', { debts: owed }),
    ).toHaveLength(1);
  });
});

describe('npm run lint runs the check', () => {
  it('the real eslint.config.js rejects a planted foreign table', async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
    const [result] = await eslint.lintText(importUsers, { filePath: path.join(root, 'worker/features/idempotency/zz-repo.ts') });
    expect(result.messages.map((m) => m.ruleId)).toContain('architecture/table-owners');
  }, 60_000);
});

// ---- the map and its debts, against the tree ----

const features = new Set(
  readdirSync(path.join(root, 'worker/features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
);
const schemaDir = path.join(root, 'worker/db/schema');
const tables = new Set(
  readdirSync(schemaDir).flatMap((f) =>
    [...readFileSync(path.join(schemaDir, f), 'utf8').matchAll(/export const (\w+) = sqliteTable\(/g)].map((m) => m[1]),
  ),
);

/** Tables each feature's source files import from the schema (tests and their helpers aside). */
function tablesImportedBy(feature: string): Set<string> {
  const found = new Set<string>();
  const dir = path.join(root, 'worker/features', feature);
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(f) || /\.test\.tsx?$|test-helpers\.ts$/.test(f)) continue;
    const src = readFileSync(path.join(dir, f), 'utf8');
    for (const m of src.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*db\/schema\/[^']+'/g)) {
      for (const spec of m[1].split(','))
        found.add(
          spec
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    }
  }
  return found;
}

describe('worker/db/owners.json', () => {
  it('names an owner for every table, and only tables and features that exist', () => {
    expect([...tables].filter((t) => !owners[t])).toEqual([]);
    expect(Object.keys(owners).filter((t) => !tables.has(t))).toEqual([]);
    expect(Object.values(owners).filter((f) => !features.has(f))).toEqual([]);
  });

  it('gives every debt a reason', () => {
    expect([...debts.tables, ...debts.rowTypes].filter((d) => d.reason.trim().length < 20)).toEqual([]);
  });

  it('lists only table debts still needed (drop an entry once its feature asks the owner)', () => {
    const stale = debts.tables.flatMap((d) => {
      const used = tablesImportedBy(d.feature);
      return d.tables.filter((t) => owners[t] === d.feature || !used.has(t)).map((t) => `${d.feature}: ${t}`);
    });
    expect(stale).toEqual([]);
  });

  it('lists only row-type debts still exported (drop an entry once the repo hands out a DTO)', () => {
    const stale = debts.rowTypes.flatMap((d) => {
      const src = readFileSync(path.join(root, d.file), 'utf8');
      return d.types.filter((t) => !new RegExp(`export (type|interface) ${t}\\b`).test(src)).map((t) => `${d.file}: ${t}`);
    });
    expect(stale).toEqual([]);
  });
});
