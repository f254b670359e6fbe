// `npm start`: builds the SPA and widget, makes sure .dev.vars has a SESSION_SECRET, applies the D1
// migrations to the local database, starts the local stand-ins of the outside vendors (scripts/stand-ins.mjs:
// Google, Microsoft, Zoom, Slack, HubSpot, ... on a free port, seeded with the demo members' calendars and a
// HubSpot portal) and points the worker at them, runs `wrangler dev` (D1, Durable Objects, Queues and -
// through the cron ticker - Cron Triggers, all local), seeds the demo organization and prints its logins.
// A vendor whose OAuth app is set in .dev.vars goes to the real vendor (worker/integrations/stand-ins.ts).
// Runs until Ctrl+C, which stops the stand-ins too. Flags: --no-build (reuse dist/web), --port N (default
// 8787; a port in use is said and the next free one taken).
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  bold,
  cyan,
  dim,
  ensureNode22,
  firstFreePort,
  green,
  migrateLocal,
  portFree,
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
import { readCrons, startCronTicker } from './cron-ticker.mjs';
import { seedStandIns, startStandIns } from './stand-ins.mjs';

await ensureNode22();

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const wantedPort = Number(portArg >= 0 ? args[portArg + 1] : 8787);
const ROLE_LABELS = { super_admin: 'Admin', manager: 'Manager', regular: 'User' };

function fail(message) {
  console.error(`\n${red('✗')} ${message}`);
  process.exit(1);
}

const started = Date.now();

if (!existsSync(path.join(root, 'node_modules', '.bin', 'wrangler'))) fail('Dependencies are missing: run `npm install` first.');
// A second `npm start` (or anything else on the port) is not an error: say so and take the next free port.
let port = wantedPort;
if (!(await portFree(port))) {
  port = await firstFreePort(port + 1);
  console.log(`Port ${wantedPort} is in use (another npm start?); using ${port}`);
}
const base = `http://127.0.0.1:${port}`;

if (!args.includes('--no-build')) {
  step('Building the web app and the widget');
  for (const script of ['build-web.mjs', 'build-widget.mjs']) {
    const { code } = await run(process.execPath, [path.join(root, 'scripts', script)]);
    if (code !== 0) fail(`scripts/${script} failed (exit ${code}).`);
  }
} else if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  fail('dist/web is not built: run without --no-build.');
}

step('Local secrets (.dev.vars)');
const devVars = path.join(root, '.dev.vars');
const secretLine = () => `SESSION_SECRET=${randomBytes(32).toString('hex')}\n`;
if (!existsSync(devVars)) {
  writeFileSync(devVars, `# Local-only secrets for wrangler dev; never committed.\n${secretLine()}`, { mode: 0o600 });
  console.log('created .dev.vars with a random SESSION_SECRET');
} else if (!/^\s*SESSION_SECRET\s*=/m.test(readFileSync(devVars, 'utf8'))) {
  appendFileSync(devVars, `${readFileSync(devVars, 'utf8').endsWith('\n') ? '' : '\n'}${secretLine()}`);
  console.log('added a random SESSION_SECRET to .dev.vars');
} else {
  console.log('.dev.vars already has a SESSION_SECRET');
}

step('Applying D1 migrations to the local database');
{
  const { code } = await migrateLocal();
  if (code !== 0) fail('wrangler d1 migrations apply failed.');
}

step('Starting the local stand-ins of the vendors');
let standIns;
try {
  standIns = await startStandIns(await firstFreePort(port + 100, [port]));
  console.log(`local stand-ins on ${standIns.base}`);
} catch (err) {
  fail(err.message);
}

step(`Starting wrangler dev on ${base}`);
const wrangler = spawnGroup(bin('wrangler'), [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--show-interactive-dev-session=false',
  ...(port === 8787 ? [] : ['--var', `APP_URL:${base}`]),
  // Every vendor without a real app configured is reached at its stand-in (worker/integrations/stand-ins.ts).
  '--var',
  `VENDOR_BASE_URL:${standIns.base}`,
]);

let stopping = false;
let stopTicker = () => {};
async function shutdown(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  stopTicker();
  console.log(`\n${dim(`stopping wrangler dev and the local stand-ins (${signal})…`)}`);
  await Promise.all([
    stopGroup(wrangler, 8000, signal === 'SIGINT' || signal === 'SIGTERM' ? signal : 'SIGTERM'),
    stopGroup(standIns.child, 3000),
  ]);
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(sig));
watchParent(() => void shutdown('SIGTERM'));
wrangler.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(red(`wrangler dev exited (${code ?? signal}).`));
  void shutdown('SIGTERM', code || 1);
});
standIns.child.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(red(`the local stand-ins exited (${code ?? signal}); stopping the app, whose vendors they were.`));
  void shutdown('SIGTERM', 1);
});

try {
  await waitForHealth(base, { child: wrangler, timeoutMs: 120_000 });
} catch (err) {
  console.error(red(err.message));
  await shutdown('SIGTERM', 1);
}

let seed;
try {
  seed = await seedDemo(base);
} catch (err) {
  console.error(red(err.message));
  await shutdown('SIGTERM', 1);
}
let standInLine = '';
try {
  const made = await seedStandIns(
    standIns.base,
    seed.logins.map((l) => l.email),
  );
  const served = (await (await fetch(`${base}/api/dev/stand-ins`)).json()).data;
  const vendors = [...new Set(served.map((t) => t.vendor))];
  standInLine = `    Local stand-ins ${cyan(standIns.base)}   ${dim(`${vendors.join(', ') || 'none'}: their consent pages say so; nothing leaves this machine`)}
                    ${dim(`seeded: ${made.events} busy events on the demo members' Google calendars, HubSpot portal ${made.portalId} (${made.companies} companies, ${made.contacts} contacts)`)}
`;
} catch (err) {
  console.error(red(`seeding the local stand-ins failed: ${err.message}`));
}
// The demo marketing site (the e2e fixture page) with the demo router's widget on it.
let siteLine = '';
if (seed.routerId) {
  try {
    const sitePort = (await portFree(8790)) ? 8790 : await firstFreePort(8791, [port, port + 100]);
    if (sitePort !== 8790) console.log(`Port 8790 of the demo marketing site is in use (another npm start?); using ${sitePort}`);
    const { startMarketingSite } = await import('../web/e2e/fixtures/marketing-site/serve.mjs');
    const site = await startMarketingSite(sitePort);
    siteLine = `    Marketing site  ${cyan(`${site.url}/?app=${encodeURIComponent(base)}&router=${seed.routerId}`)}   ${dim('submit its form to see routing')}\n`;
  } catch (err) {
    console.log(dim(`demo marketing site not started: ${err.message}`));
  }
}
const crons = readCrons();
stopTicker = startCronTicker(base, crons, (line) => console.log(dim(line)));

const width = Math.max(...seed.logins.map((l) => l.email.length));
const loginLines = seed.logins.map(
  (l) =>
    `    ${(ROLE_LABELS[l.role] ?? l.role).padEnd(8)} ${l.email.padEnd(width)}  ${l.password}${l.email.startsWith('booker@') ? dim('  (booker)') : ''}`,
);
console.log(`
${bold(green('✓ Routewise is running'))} ${dim(`(ready in ${seconds(Date.now() - started)})`)}

    App             ${cyan(base)}
    Local mailbox   ${cyan(`${base}/dev/mailbox`)}   ${dim('every e-mail the app sends lands here')}
    API docs        ${cyan(`${base}/api/docs`)}
${standInLine}${siteLine}
  Demo logins ${dim(seed.created ? '(organization "Acme Inc." just seeded)' : '(organization "Acme Inc." was already seeded)')}
${loginLines.join('\n')}

  ${dim('Integrations connect to the local stand-ins in a click (Profile > Integrations, Settings > Integrations); README "Real vendors" says how to use the real ones.')}
  ${dim(`Queues run in-process; cron ${crons.map((c) => `"${c}"`).join(', ') || '(none)'} fires on schedule (scripts/cron-ticker.mjs).`)}
  ${dim('Press Ctrl+C to stop.')}
`);
