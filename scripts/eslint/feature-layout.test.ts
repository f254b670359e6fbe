// The closed file vocabulary of a worker feature (feature-layout.mjs, README "Layout") against planted files:
// the rule alone, so each case names exactly what it checks. rules.test.ts checks it is wired into the real config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import featureLayout from './feature-layout.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const linter = new Linter({ configType: 'flat', cwd: root });

/** Messages of the rule alone for the file `file`. */
function check(file: string, options: { folders?: Record<string, string[]>; pending?: string[] } = {}): string[] {
  const config = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest' as const, sourceType: 'module' as const },
      plugins: { architecture: { rules: { 'feature-layout': featureLayout } } },
      rules: {
        'architecture/feature-layout': ['error', { folders: { workflows: ['actions'], mail: ['emails'] }, pending: [], ...options }],
      },
    },
  ] as Linter.Config[];
  return linter.verify('export const x = 1;\n', config, { filename: path.join(root, file) }).map((m) => m.message);
}

describe('the root of a feature', () => {
  it('holds the HTTP shell, the service, the repos and tests', () => {
    for (const name of [
      'routes.ts',
      'location-routes.ts',
      'cors-middleware.ts',
      'openapi.ts',
      'service.ts',
      'repo.ts',
      'users-repo.ts',
      'service.test.ts',
      'public-link.test.ts',
    ])
      expect(check(`worker/features/teams/${name}`), name).toEqual([]);
  });

  it('refuses any other module there, and names where it goes', () => {
    expect(check('worker/features/teams/helpers.ts')).toEqual([
      "'helpers.ts' is not a root file of a feature: the root holds routes.ts, <noun>-routes.ts, <noun>-middleware.ts, openapi.ts, service.ts, repo.ts, <noun>-repo.ts and tests; move it to teams/parts/.",
    ]);
    for (const name of ['routes.tsx', 'service-helpers.ts', 'repos.ts', 'test-helpers.ts', 'emails.tsx'])
      expect(check(`worker/features/teams/${name}`), name).toHaveLength(1);
  });
});

describe('folders of a feature', () => {
  it('parts/ holds any module and its test, flat', () => {
    expect(check('worker/features/meetings/parts/book.ts')).toEqual([]);
    expect(check('worker/features/meetings/parts/book.test.ts')).toEqual([]);
    expect(check('worker/features/meetings/parts/book/plan.ts')).toEqual(['parts/ is flat: put book/plan.ts directly in meetings/parts/.']);
  });

  it('a role folder is allowed only in the feature it is listed for', () => {
    expect(check('worker/features/workflows/actions/email.ts')).toEqual([]);
    expect(check('worker/features/mail/emails/layout.tsx')).toEqual([]);
    expect(check('worker/features/meetings/actions/cancel.ts')).toEqual([
      "'actions/' is not a folder of meetings: a feature's own modules live in parts/ (role folders: workflows/actions/, mail/emails/).",
    ]);
    expect(check('worker/features/teams/lib/x.ts')).toHaveLength(1);
  });
});

describe('what the rule leaves alone', () => {
  it('a pending feature, not moved yet', () => {
    expect(check('worker/features/crm/zz-planted.ts', { pending: ['crm'] })).toEqual([]);
    expect(check('worker/features/crm/zz-planted.ts', { pending: ['crm-sync'] })).toHaveLength(1);
  });

  it('files outside worker/features', () => {
    for (const file of ['worker/core/slots/compute-slots.ts', 'worker/test/helpers.ts', 'web/src/features/teams/helpers.ts'])
      expect(check(file), file).toEqual([]);
  });
});
