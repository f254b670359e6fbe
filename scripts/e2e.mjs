// `npm run test:e2e`: browser tests against the real app. Starts its own `wrangler dev` on port 8788
// with a fresh local state in .tmp/e2e-state (migrations applied, demo organization seeded), runs
// Playwright (headless Debian Chromium) and stops wrangler's whole process group afterwards.
// Flags: --skip-build (dist/web is already built); anything else is passed to `playwright test`.
import { closeSync, existsSync, openSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  dim,
  ensureNode22,
  isListening,
  migrateLocal,
  red,
  root,
  run,
  seconds,
  seedDemo,
  spawnGroup,
  step,
  stopGroup,
  waitForHealth,
  watchParent,
} from './lib.mjs';

await ensureNode22();

// E2E_PORT lets two runs share a machine (each with its own server, state and log).
const PORT = Number(process.env.E2E_PORT || 8788);
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = PORT === 8788 ? '.tmp/e2e-state' : `.tmp/e2e-state-${PORT}`;
const LOG = path.join(root, PORT === 8788 ? '.tmp/e2e-wrangler.log' : `.tmp/e2e-wrangler-${PORT}.log`);
const REPORT = path.join(root, PORT === 8788 ? '.tmp/playwright/results.json' : `.tmp/playwright/results-${PORT}.json`);
// Debian's Chromium, in the headless-shell build of the same package version when it is installed: the journeys
// then take half the browser's CPU (router.spec and meeting-settings.spec: 114 CPU-s in /usr/bin/chromium, 58 in the
// shell, 2026-11-30), which on a 2-core CI machine is minutes of the run. The Chrome extension's journey needs the full
// browser (the shell loads no extensions), so it is told where that is too.
const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

const argv = process.argv.slice(2);
const skipBuild = argv.includes('--skip-build');
const playwrightArgs = argv.filter((a) => a !== '--skip-build');

let wrangler;
let vendors;
let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  if (vendors) await stopGroup(vendors);
  if (wrangler) {
    await stopGroup(wrangler);
    console.log(dim('wrangler dev (e2e) stopped'));
  }
  if (code !== 0 && existsSync(LOG)) {
    const tail = readFileSync(LOG, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.log(`\n${dim(`--- last lines of ${path.relative(root, LOG)} ---`)}\n${tail}\n${dim('---')}`);
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void finish(130));
watchParent(() => void finish(130));

async function waitForListening(base, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await isListening(base))) {
    if (Date.now() > until) throw new Error(`${base} did not start listening`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  for (const browser of new Set([CHROMIUM, FULL_CHROMIUM])) {
    if (existsSync(browser)) continue;
    console.error(
      red(
        `${browser} is missing: install it with \`apt-get update && apt-get install -y chromium chromium-headless-shell\` (.ci/run does this).`,
      ),
    );
    return 1;
  }
  if (!skipBuild) {
    step('Building the web app and the widget');
    for (const script of ['build-web.mjs', 'build-widget.mjs']) {
      if ((await run(process.execPath, [path.join(root, 'scripts', script)])).code !== 0) return 1;
    }
  }
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error(red('dist/web/index.html is missing: build the web app first (npm run build).'));
    return 1;
  }
  if (await isListening(BASE)) {
    console.error(red(`Something already answers on ${BASE}; stop it first (a previous e2e run?).`));
    return 1;
  }

  step(`Fresh local state in ${STATE}`);
  rmSync(path.join(root, STATE), { recursive: true, force: true });
  rmSync(REPORT, { force: true });
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const migrate = await migrateLocal(STATE, { quiet: true });
  if (migrate.code !== 0) {
    console.error(migrate.out);
    console.error(red('wrangler d1 migrations apply failed'));
    return 1;
  }
  console.log('migrations applied');

  // Vendor APIs (calendars, CRMs, Slack...) are their strict local fakes, served over HTTP.
  const VENDORS = `http://127.0.0.1:${PORT + 100}`;
  vendors = spawnGroup(process.execPath, [path.join(root, 'scripts/fake-vendors.mjs'), String(PORT + 100)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForListening(VENDORS);

  step(`Starting wrangler dev on ${BASE} (log: ${path.relative(root, LOG)})`);
  const t0 = Date.now();
  const logFd = openSync(LOG, 'w');
  wrangler = spawnGroup(
    bin('wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--persist-to',
      STATE,
      '--show-interactive-dev-session=false',
      // Each run its own devtools port: two runs started together both found the default 9229 free, and the
      // second to bind it stopped with "Address already in use" (CI, 2026-11-29).
      '--inspector-port',
      String(PORT + 1000),
      // E-mailed links must point at this server, and e-mail must stay in the local mailbox.
      '--var',
      `APP_URL:${BASE}`,
      '--var',
      'MAIL_PROVIDER:outbox',
      // The suite signs the demo users in far more often than a person would, all from 127.0.0.1.
      '--var',
      'RATE_LIMIT_SCALE:50',
      '--var',
      `VENDOR_BASE_URL:${VENDORS}`,
      // Cloudflare for SaaS custom hostnames (scheduler domains) through its fake at VENDOR_BASE_URL.
      '--var',
      'CF_ZONE_ID:0123456789abcdef0123456789abcdef',
      '--var',
      'CF_API_TOKEN:e2e-cloudflare-token-0123456789abcdefghi',
      '--var',
      'CF_FALLBACK_ORIGIN:customers.routewise-e2e.com',
      // Sending domains through Resend's domains API at its fake; e-mail itself stays in the local mailbox (MAIL_PROVIDER).
      '--var',
      'RESEND_API_KEY:re_e2e_email_domains_0123456789',
      '--var',
      `RESEND_API_URL:${VENDORS}/api.resend.com`,
    ],
    { stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd);
  try {
    await waitForHealth(BASE, { child: wrangler, timeoutMs: 120_000 });
    const seed = await seedDemo(BASE);
    console.log(`healthy and seeded in ${seconds(Date.now() - t0)} (${seed.logins.length} demo logins)`);
  } catch (err) {
    console.error(red(err.message));
    return 1;
  }

  step('Playwright');
  const { code } = await run(bin('playwright'), ['test', ...playwrightArgs], {
    env: {
      ...process.env,
      PATH: `${path.dirname(bin('node'))}${path.delimiter}${process.env.PATH}`,
      E2E_BASE_URL: BASE,
      CHROMIUM_PATH: CHROMIUM,
      CHROMIUM_FULL_PATH: FULL_CHROMIUM,
    },
    stdin: 'ignore',
  });
  return code;
}

await finish(
  await main().catch((err) => {
    console.error(red(err.stack ?? String(err)));
    return 1;
  }),
);
