// `npm test`: every test the project has:
//   1. build of the SPA and the widget (seconds; the browser tests need it)
//   2. at once, because the browser tests mostly wait on a server while the checks use the CPU:
//      - browser tests in two shards at once (scripts/e2e.mjs each: its own wrangler dev on :8788 or :8789, fresh
//        state, Playwright), the first shard's output live, the second's when it ends
//      - lint: ESLint with the architecture's import rules and no import cycles in worker/, and
//        `prettier --check .` (the tree as the formatter would write it)
//      - typecheck: tsc --noEmit over the whole project
//      - production bundle check: `wrangler deploy --dry-run` must succeed
//      (the checks' output is printed when each ends, so it never interleaves with Playwright's)
//   3. vitest run (unit, web and workers projects), alone: it keeps both cores busy
// It ends with a summary in that order whose very last line is `N passed, N failed`, and exits non-zero on any failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, bold, childEnv, dim, ensureNode22, green, red, root, run, seconds, step } from './lib.mjs';

await ensureNode22();

const VITEST_JSON = path.join(root, '.tmp/vitest.json');
// Where scripts/e2e.mjs (and playwright.config.ts) put each shard's report: the default port's, then per port.
const E2E_SHARDS = [8788, 8789].map((port) => ({
  port,
  report: path.join(root, port === 8788 ? '.tmp/playwright/results.json' : `.tmp/playwright/results-${port}.json`),
}));
// Playwright splits the journeys between the shards by count (its PWTEST_SHARD_WEIGHTS, pinned with the lock file);
// the stage lasts as long as the slower shard. With equal weights the shards ended at 10.3 and 11.7 minutes
// (2026-11-30, 49 and 45 journeys): 51:43 moves the second's first two, about a minute, to the first.
const SHARD_WEIGHTS = '51:43';
const stages = [];
const startedAt = Date.now();

/** Runs one stage; a `quiet` stage (one run beside others) has its header printed when it ends, with its output. */
async function stage(name, fn, { quiet = false } = {}) {
  if (!quiet) step(name);
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
  if (quiet) {
    step(name);
    if (result.out?.trim()) console.log(result.out.trimEnd());
  }
  const verdict = entry.failed ? red('FAIL') : green('PASS');
  console.log(
    `${verdict} ${name}: ${entry.passed} passed, ${entry.failed} failed${entry.skipped ? `, ${entry.skipped} skipped` : ''} ${dim(`(${seconds(entry.ms)})`)}${entry.note ? ` ${dim(entry.note)}` : ''}`,
  );
  return entry;
}

/** A step that is one check: PASS when the command exits 0. */
const commandCheck = async (cmd, args, opts) => {
  const { code, out } = await run(cmd, args, opts);
  return code === 0 ? { passed: 1, failed: 0, out } : { passed: 0, failed: 1, note: `exit ${code}`, out };
};

/**
 * The checks that run beside the browser shards yield the CPU to them (nice 10): the shards wait on servers and
 * a browser that must answer within their timeouts, while a check only finishes a little later.
 */
const besideBrowser = (cmd, args) => (existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', cmd, ...args]] : [cmd, args]);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// An unformatted file fails the lint stage (the tree was formatted in one mechanical commit, issue 24).
const CHECK_FORMAT = true;

const build = await stage('build (web + widget, API client types)', async () => {
  // The typed client's types are generated, not kept in git (48,000 lines): tsc and the typed-client test read them.
  const types = await run(process.execPath, [path.join(root, 'scripts/openapi-types.mjs')]);
  if (types.code !== 0) return { passed: 0, failed: 1, note: 'API client types not generated' };
  const web = await run(process.execPath, [path.join(root, 'scripts/build-web.mjs')]);
  if (web.code !== 0) return { passed: 0, failed: 1, note: 'web build failed' };
  return commandCheck(process.execPath, [path.join(root, 'scripts/build-widget.mjs')]);
});

// The browser tests wait on a server most of the time; the checks beside them fill the idle CPU.
await Promise.all([
  stage('browser (Playwright, two shards on wrangler dev :8788 and :8789)', async () => {
    if (build.failed) return { passed: 0, failed: 1, note: 'not run: the build failed' };
    // Each shard has its own wrangler dev, state, demo organization and fake vendors, so no journey sees another's
    // data; the first prints live, the second when it ends. Together they fill time one run spends waiting on queues.
    const shards = await Promise.all(
      E2E_SHARDS.map(async ({ port, report }, i) => {
        rmSync(report, { force: true });
        const { code, out } = await run(
          process.execPath,
          [path.join(root, 'scripts/e2e.mjs'), '--skip-build', `--shard=${i + 1}/${E2E_SHARDS.length}`],
          // No trace and no screenshots to look at: CPU the journeys wait for (playwright.config.ts, e2e/support/test.ts).
          {
            env: childEnv({ E2E_PORT: String(port), E2E_TRACE: '0', E2E_SCREENSHOTS: '0', PWTEST_SHARD_WEIGHTS: SHARD_WEIGHTS }),
            quiet: i > 0,
            tee: i === 0,
          },
        );
        if (i > 0) console.log(`${dim(`--- browser shard ${i + 1} (:${port}) ---`)}\n${out.trimEnd()}`);
        return { code, report: existsSync(report) ? readJson(report) : null, port, out };
      }),
    );
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const names = [];
    for (const { code, report, port, out } of shards) {
      if (!report) {
        failed++;
        // The shard stopped before Playwright reported (a server that did not start, say): its last lines say why,
        // here where a log cut to its tail still shows them.
        const tail = out
          .replace(/\u001b\[[0-9;]*m/g, '')
          .trimEnd()
          .split('\n')
          .slice(-25);
        names.push(`(run :${port}) no Playwright report (exit ${code}); its last lines:\n${tail.map((l) => `      ${l}`).join('\n')}`);
        continue;
      }
      const s = report.stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      const shardFailed = (s.unexpected ?? 0) + (report.errors?.length ?? 0);
      failed += code !== 0 && shardFailed === 0 ? 1 : shardFailed;
      skipped += s.skipped ?? 0;
      names.push(...failedSpecs(report));
    }
    return { passed, failed, skipped, names };
  }),
  stage(
    CHECK_FORMAT ? 'lint (eslint, prettier --check)' : 'lint (eslint)',
    async () => {
      // Both run even when the first fails, so one run reports every problem.
      const checks = [['eslint', await commandCheck(...besideBrowser(bin('eslint'), ['.']), { quiet: true })]];
      if (CHECK_FORMAT) checks.push(['prettier', await commandCheck(...besideBrowser(bin('prettier'), ['--check', '.']), { quiet: true })]);
      const failed = checks.filter(([, c]) => c.failed);
      const out = checks.map(([, c]) => c.out).join('');
      return failed.length
        ? { passed: 0, failed: 1, out, note: failed.map(([name, c]) => `${name} ${c.note}`).join('; ') }
        : { passed: 1, failed: 0, out };
    },
    { quiet: true },
  ),
  stage(
    'typecheck (tsc --noEmit)',
    () => commandCheck(...besideBrowser(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']), { quiet: true }),
    { quiet: true },
  ),
  stage(
    'production bundle (wrangler deploy --dry-run)',
    async () => {
      rmSync(path.join(root, '.tmp/deploy-dry-run'), { recursive: true, force: true });
      const result = await commandCheck(...besideBrowser(bin('wrangler'), ['deploy', '--dry-run', '--outdir', '.tmp/deploy-dry-run']), {
        quiet: true,
      });
      return result.failed && build.failed ? { ...result, note: `${result.note}; the build failed, so dist/web may be missing` } : result;
    },
    { quiet: true },
  ),
]);

// Alone: it keeps both cores busy, and its race tests count on them.
await stage('vitest (unit, web, workers)', async () => {
  rmSync(VITEST_JSON, { force: true });
  const { code } = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]);
  const report = readJson(VITEST_JSON);
  if (!report) return { passed: 0, failed: 1, note: `no JSON report (exit ${code})` };
  const passed = report.numPassedTests ?? 0;
  // A test file that fails to load has no failed test in it, but must still fail the run.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const names = (report.testResults ?? []).flatMap((f) => {
    const file = path.relative(root, f.name ?? '');
    const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${file} > ${a.fullName ?? a.title}`);
    return tests.length || f.status !== 'failed' ? tests : [`${file} (did not load)`];
  });
  return { passed, failed, skipped, names, note: brokenFiles ? `${brokenFiles} test file(s) failed to load` : undefined };
});

/**
 * A Playwright error in a few lines: its first line, what it waited for and how long (the Locator, Expected,
 * Received and Timeout lines), and the test's line that failed, so a CI log names the step without the report.
 */
function errorLines(error) {
  if (!error) return '';
  const lines = error.message.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const detail = lines.slice(1).filter((l) => /^\s*(Locator|Expected|Received|Timeout|Call log)\b/.test(l) && !/^\s*Call log/.test(l));
  const at = error.location ? `${path.relative(root, error.location.file)}:${error.location.line}` : '';
  return [lines[0], ...detail.slice(0, 4).map((l) => `      ${l.trim()}`), ...(at ? [`      at ${at}`] : [])].join('\n');
}

/** Every Playwright test that did not end as expected, as `file > title: first error line`. */
function failedSpecs(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = (t.results ?? []).map((r) => r.error).find((e) => e?.message);
        out.push(`${file ?? suite.file} > ${spec.title}: ${errorLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const e of report.errors ?? []) out.push(`(run) ${String(e.message ?? '').split('\n')[0]}`);
  return out;
}

const total = stages.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed }), { passed: 0, failed: 0 });
console.log(`\n${bold('Summary')}`);
const ORDER = ['lint', 'typecheck', 'vitest', 'build', 'production', 'browser'];
stages.sort((a, b) => ORDER.findIndex((o) => a.name.startsWith(o)) - ORDER.findIndex((o) => b.name.startsWith(o)));
for (const s of stages) {
  console.log(
    `  ${s.failed ? red('FAIL') : green('PASS')}  ${s.name.padEnd(46)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${seconds(s.ms).padStart(7)}`,
  );
}
// Wall-clock: stages that ran side by side are counted once.
console.log(`  total time ${seconds(Date.now() - startedAt)}`);
// The failing tests' names come just before the verdict, so a log cut to its tail still names them.
const failures = stages.flatMap((s) => (s.names ?? []).map((n) => `  ${red('✘')} ${n}`));
if (failures.length) console.log(`\n${bold('Failed')}\n${failures.slice(0, 40).join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
