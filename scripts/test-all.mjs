// `npm test`: every test the project has, in order:
//   1. lint: ESLint with the architecture's import rules and no import cycles in worker/
//   2. typecheck: tsc --noEmit over the whole project
//   3. vitest run (unit, web and workers projects)
//   4. build of the SPA and the widget
//   5. production bundle check: `wrangler deploy --dry-run` must succeed
//   6. browser tests (scripts/e2e.mjs: own wrangler dev on :8788, fresh state, Playwright)
// It ends with a summary whose very last line is `N passed, N failed`, and exits non-zero on any failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, bold, dim, ensureNode22, green, red, root, run, seconds, step } from './lib.mjs';

await ensureNode22();

const VITEST_JSON = path.join(root, '.tmp/vitest.json');
const PLAYWRIGHT_JSON = path.join(root, '.tmp/playwright/results.json');
const stages = [];

async function stage(name, fn) {
  step(name);
  const t0 = Date.now();
  let result;
  try {
    result = await fn();
  } catch (err) {
    console.error(red(err.stack ?? String(err)));
    result = { passed: 0, failed: 1, note: 'crashed' };
  }
  const entry = { name, ms: Date.now() - t0, ...result };
  stages.push(entry);
  const verdict = entry.failed ? red('FAIL') : green('PASS');
  console.log(`${verdict} ${name}: ${entry.passed} passed, ${entry.failed} failed${entry.skipped ? `, ${entry.skipped} skipped` : ''} ${dim(`(${seconds(entry.ms)})`)}${entry.note ? ` ${dim(entry.note)}` : ''}`);
  return entry;
}

/** A step that is one check: PASS when the command exits 0. */
const commandCheck = async (cmd, args, opts) => {
  const { code } = await run(cmd, args, opts);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `exit ${code}` };
};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await stage('lint (eslint)', () => commandCheck(bin('eslint'), ['.']));

await stage('typecheck (tsc --noEmit)', () => commandCheck(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));

await stage('vitest (unit, web, workers)', async () => {
  rmSync(VITEST_JSON, { force: true });
  const { code } = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]);
  const report = readJson(VITEST_JSON);
  if (!report) return { passed: 0, failed: 1, note: `no JSON report (exit ${code})` };
  const passed = report.numPassedTests ?? 0;
  // A test file that fails to load has no failed test in it, but must still fail the run.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')).length;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return { passed, failed, skipped, note: brokenFiles ? `${brokenFiles} test file(s) failed to load` : undefined };
});

const build = await stage('build (web + widget)', async () => {
  const web = await run(process.execPath, [path.join(root, 'scripts/build-web.mjs')]);
  if (web.code !== 0) return { passed: 0, failed: 1, note: 'web build failed' };
  return commandCheck(process.execPath, [path.join(root, 'scripts/build-widget.mjs')]);
});

await stage('production bundle (wrangler deploy --dry-run)', async () => {
  rmSync(path.join(root, '.tmp/deploy-dry-run'), { recursive: true, force: true });
  const result = await commandCheck(bin('wrangler'), ['deploy', '--dry-run', '--outdir', '.tmp/deploy-dry-run']);
  return result.failed && build.failed ? { ...result, note: `${result.note}; the build failed, so dist/web may be missing` } : result;
});

await stage('browser (Playwright on wrangler dev :8788)', async () => {
  if (build.failed) return { passed: 0, failed: 1, note: 'not run: the build failed' };
  rmSync(PLAYWRIGHT_JSON, { force: true });
  const { code } = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--skip-build']);
  const report = existsSync(PLAYWRIGHT_JSON) ? readJson(PLAYWRIGHT_JSON) : null;
  if (!report) return { passed: 0, failed: 1, note: `no Playwright report (exit ${code})` };
  const s = report.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  let failed = (s.unexpected ?? 0) + (report.errors?.length ?? 0);
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped: s.skipped ?? 0 };
});

const total = stages.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, ms: t.ms + s.ms }), { passed: 0, failed: 0, ms: 0 });
console.log(`\n${bold('Summary')}`);
for (const s of stages) {
  console.log(`  ${s.failed ? red('FAIL') : green('PASS')}  ${s.name.padEnd(46)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${seconds(s.ms).padStart(7)}`);
}
console.log(`  total time ${seconds(total.ms)}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
