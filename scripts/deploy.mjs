// `npm run deploy`: production deployment on Cloudflare, every step automated and safe to re-run.
//
//   npm run deploy -- --url https://routewise.example.com          real deploy
//   npm run deploy -- --dry-run                                     prints the plan, builds and bundles; no network
//
// Credentials: `wrangler login` once, or CLOUDFLARE_API_TOKEN (+ CLOUDFLARE_ACCOUNT_ID) in the environment.
// Options / environment:
//   --url URL            or APP_URL            public origin of the app (e-mail links, CSRF origin check); required
//   --database-id UUID   or D1_DATABASE_ID     production D1 id, when wrangler.toml still holds the placeholder
//   SESSION_SECRET       set it (or rotate it) explicitly; otherwise a random one is set once and kept
//   INTEGRATION_KEYS     "kid:base64key,..." sealing integration tokens (first seals, all open: list the new key first to
//                        rotate); otherwise a random key is set once and kept
//   RESEND_API_KEY       send real e-mail through Resend (sets MAIL_PROVIDER=resend); MAIL_FROM sets the sender
//   --yes                no confirmation prompt (implied when CI is set or stdin is not a terminal)
//
// Steps: 1 check credentials, 2 D1 database (create if needed), 3 queues and R2 buckets, 4 remote migrations,
// 5 secrets, 6 build, 7 wrangler deploy with APP_ENV=production, 8 smoke check.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { bin, bold, capture, childEnv, cyan, dim, ensureNode22, green, red, root, run, step } from './lib.mjs';

await ensureNode22();

const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';
// Every queue wrangler.toml produces to, consumes or dead-letters into (new queues need no change here).
const QUEUES = [
  ...new Set(
    [...readFileSync(path.join(root, 'wrangler.toml'), 'utf8').matchAll(/^\s*(?:queue|dead_letter_queue)\s*=\s*"([^"]+)"/gm)].map(
      (m) => m[1],
    ),
  ),
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
};
if (flag('--help') || flag('-h')) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('//'))
      .map((l) => l.slice(3))
      .join('\n'),
  );
  process.exit(0);
}

const dryRun = flag('--dry-run');
const assumeYes = flag('--yes') || !!process.env.CI || !process.stdin.isTTY;
const wranglerToml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
const workerName = wranglerToml.match(/^name\s*=\s*"([^"]+)"/m)?.[1] ?? 'routewise';
const dbName = wranglerToml.match(/database_name\s*=\s*"([^"]+)"/)?.[1] ?? 'routewise';
const configuredId = wranglerToml.match(/database_id\s*=\s*"([^"]+)"/)?.[1] ?? PLACEHOLDER_ID;
let appUrl = option('--url') ?? process.env.APP_URL;
const env = childEnv({ CI: '1' }); // wrangler skips its confirmation prompts when CI is set

function die(message) {
  console.error(`\n${red('✗')} ${message}`);
  process.exit(1);
}
const wouldRun = (args, note = '') =>
  console.log(`${dim('dry run, would run:')} wrangler ${args.join(' ')}${note ? dim(`  ${note}`) : ''}`);
const wrangler = (args, opts = {}) => capture(bin('wrangler'), args, { env, ...opts });
async function mustRun(args, what) {
  const { code } = await run(bin('wrangler'), args, { env });
  if (code !== 0) die(`${what} failed (wrangler ${args.join(' ')}).`);
}

if (!appUrl) {
  if (!dryRun)
    die('Tell the deploy where the app will live: --url https://routewise.<your-subdomain>.workers.dev (or your domain), or set APP_URL.');
  appUrl = 'https://routewise.example.workers.dev';
  console.log(dim(`dry run: APP_URL defaults to ${appUrl}`));
}
try {
  const u = new URL(appUrl);
  if (u.protocol !== 'https:' && !dryRun) die(`APP_URL must be https in production (got ${appUrl}).`);
  appUrl = u.origin;
} catch {
  die(`APP_URL is not a URL: ${appUrl}`);
}

console.log(bold(`Routewise production deploy${dryRun ? ' (dry run: nothing leaves this machine)' : ''}`));
console.log(`  worker ${cyan(workerName)}, D1 ${cyan(dbName)}, queues ${QUEUES.map(cyan).join(', ')}, APP_URL ${cyan(appUrl)}`);

// 1. Credentials
step('1/8 Cloudflare credentials');
if (dryRun) {
  wouldRun(['whoami']);
} else {
  const who = await wrangler(['whoami']);
  const text = who.stdout + who.stderr;
  if (who.code !== 0 || /not authenticated/i.test(text)) {
    die('wrangler is not signed in: run `npx wrangler login`, or set CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID).');
  }
  console.log(
    text
      .split('\n')
      .filter((l) => /logged in|account|email/i.test(l))
      .slice(0, 6)
      .join('\n'),
  );
  if (!assumeYes) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Deploy ${workerName} to this account as ${appUrl}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) die('Cancelled.');
  }
}

// 2. D1 database
step('2/8 D1 database');
let databaseId = option('--database-id') ?? process.env.D1_DATABASE_ID ?? (configuredId !== PLACEHOLDER_ID ? configuredId : undefined);
if (databaseId && !UUID.test(databaseId)) die(`Not a D1 database id: ${databaseId}`);
if (databaseId) {
  console.log(`using database_id ${databaseId}${databaseId === configuredId ? ' (from wrangler.toml)' : ''}`);
} else if (dryRun) {
  wouldRun(['d1', 'list', '--json'], `then \`wrangler d1 create ${dbName}\` if it does not exist`);
  databaseId = PLACEHOLDER_ID;
} else {
  const list = await wrangler(['d1', 'list', '--json']);
  let existing;
  try {
    existing = JSON.parse(list.stdout.slice(list.stdout.indexOf('['))).find((d) => d.name === dbName);
  } catch {
    /* not JSON: treated as not found, create below says why if it fails */
  }
  if (existing) {
    databaseId = existing.uuid;
    console.log(`found existing database ${dbName}: ${databaseId}`);
  } else {
    const created = await wrangler(['d1', 'create', dbName]);
    databaseId = (created.stdout + created.stderr).match(UUID)?.[0];
    if (created.code !== 0 || !databaseId) die(`wrangler d1 create ${dbName} failed:\n${created.stdout}${created.stderr}`);
    console.log(`created database ${dbName}: ${databaseId}`);
  }
}
if (databaseId !== configuredId) {
  console.log(
    bold(`→ Put this in wrangler.toml under [[d1_databases]] so every later command uses it:\n    database_id = "${databaseId}"`),
  );
  console.log(dim(`  (until then, pass --database-id ${databaseId} or set D1_DATABASE_ID)`));
}

// The configuration wrangler uses from here on: wrangler.toml itself, or a copy with the real
// database id (paths rewritten, since wrangler resolves them relative to the config file).
let configPath = path.join(root, 'wrangler.toml');
if (databaseId !== configuredId) {
  const dir = path.join(root, '.tmp/deploy');
  mkdirSync(dir, { recursive: true });
  const rel = (p) => path.relative(dir, path.join(root, p)).split(path.sep).join('/');
  const text = wranglerToml
    .replace(/^(\s*database_id\s*=\s*)"[^"]*"/m, `$1"${databaseId}"`)
    .replace(/^(\s*(?:main|directory|migrations_dir)\s*=\s*)"([^"]+)"/gm, (_, key, p) => `${key}"${path.isAbsolute(p) ? p : rel(p)}"`);
  configPath = path.join(dir, 'wrangler.toml');
  writeFileSync(configPath, `# Generated by scripts/deploy.mjs from ../../wrangler.toml; do not edit.\n${text}`);
  console.log(dim(`using generated ${path.relative(root, configPath)} (wrangler.toml with the database id)`));
}
const cfg = ['--config', configPath];

// 3. Queues
step('3/8 Queues and R2 buckets');
for (const queue of QUEUES) {
  if (dryRun) {
    wouldRun(['queues', 'create', queue], '(skipped when it exists)');
    continue;
  }
  const info = await wrangler(['queues', 'info', queue, ...cfg]);
  if (info.code === 0) {
    console.log(`queue ${queue} exists`);
    continue;
  }
  const created = await wrangler(['queues', 'create', queue, ...cfg]);
  if (created.code !== 0 && !/already (exists|taken)/i.test(created.stdout + created.stderr))
    die(`wrangler queues create ${queue} failed:\n${created.stdout}${created.stderr}`);
  console.log(`queue ${queue} created`);
}

// Every R2 bucket wrangler.toml binds (uploaded logos, favicons and meta images), created the same way.
const BUCKETS = [...wranglerToml.matchAll(/^\s*bucket_name\s*=\s*"([^"]+)"/gm)].map((m) => m[1]);
for (const bucket of BUCKETS) {
  if (dryRun) {
    wouldRun(['r2', 'bucket', 'create', bucket], '(skipped when it exists)');
    continue;
  }
  const created = await wrangler(['r2', 'bucket', 'create', bucket, ...cfg]);
  if (created.code !== 0 && !/already (exists|owned|taken)/i.test(created.stdout + created.stderr))
    die(`wrangler r2 bucket create ${bucket} failed:\n${created.stdout}${created.stderr}`);
  console.log(`bucket ${bucket} ready`);
}

// 4. Migrations
step('4/8 D1 migrations (remote)');
if (dryRun) wouldRun(['d1', 'migrations', 'apply', 'DB', '--remote', ...cfg]);
else await mustRun(['d1', 'migrations', 'apply', 'DB', '--remote', ...cfg], 'Applying migrations');

// 5. Secrets. Put before the first deploy on purpose: on a new worker `secret put` creates it, so the
// code never runs in production without SESSION_SECRET.
step('5/8 Secrets');
const secrets = [];
let existingSecrets = [];
if (!dryRun) {
  const listed = await wrangler(['secret', 'list', '--format', 'json', ...cfg]);
  try {
    existingSecrets = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))).map((s) => s.name);
  } catch {
    existingSecrets = []; // a worker that does not exist yet has no secrets
  }
}
if (process.env.SESSION_SECRET) secrets.push(['SESSION_SECRET', process.env.SESSION_SECRET, 'from the environment']);
else if (!existingSecrets.includes('SESSION_SECRET')) secrets.push(['SESSION_SECRET', randomBytes(32).toString('hex'), 'random, 256 bits']);
else console.log('SESSION_SECRET already set; kept (set SESSION_SECRET in the environment to rotate it)');
if (process.env.INTEGRATION_KEYS) secrets.push(['INTEGRATION_KEYS', process.env.INTEGRATION_KEYS, 'from the environment']);
else if (!existingSecrets.includes('INTEGRATION_KEYS'))
  secrets.push([
    'INTEGRATION_KEYS',
    `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}:${randomBytes(32).toString('base64')}`,
    'random AES-256 key',
  ]);
else console.log('INTEGRATION_KEYS already set; kept (set INTEGRATION_KEYS in the environment to rotate: new key first)');
if (process.env.RESEND_API_KEY) {
  secrets.push(['RESEND_API_KEY', process.env.RESEND_API_KEY, 'from the environment']);
  secrets.push(['MAIL_PROVIDER', 'resend', 'real e-mail through Resend']);
} else if (!existingSecrets.includes('RESEND_API_KEY')) {
  console.log(dim('RESEND_API_KEY not given: e-mail stays in the outbox table (no real delivery) until it is set'));
}
if (process.env.MAIL_FROM) secrets.push(['MAIL_FROM', process.env.MAIL_FROM, 'sender address']);
for (const [name, value, why] of secrets) {
  if (dryRun) {
    wouldRun(['secret', 'put', name, ...cfg], `(value on stdin: ${why})`);
    continue;
  }
  const put = await wrangler(['secret', 'put', name, ...cfg], { input: `${value}\n` });
  if (put.code !== 0) die(`wrangler secret put ${name} failed:\n${put.stdout}${put.stderr}`);
  console.log(`${name} set (${why})`);
}

// 6. Build
step('6/8 Build (web + widget + browser extension + Outlook add-in)');
// The extension is built for this deployment's origin (its manifest lets it call the app): dist/extension.zip is
// what goes to the Chrome Web Store. The Outlook add-in's manifest names the origin too: dist/outlook-addin/manifest.xml
// is what an Exchange admin deploys (its taskpanes are in dist/web, built by build-web.mjs).
for (const [script, ...args] of [
  ['build-web.mjs'],
  ['build-widget.mjs'],
  ['build-extension.mjs', '--app-url', appUrl],
  ['build-outlook-addin.mjs', '--app-url', appUrl],
]) {
  if ((await run(process.execPath, [path.join(root, 'scripts', script), ...args])).code !== 0) die(`scripts/${script} failed.`);
}

// 7. Deploy
step(`7/8 wrangler deploy${dryRun ? ' --dry-run' : ''}`);
const deployArgs = ['deploy', ...cfg, '--var', 'APP_ENV:production', '--var', `APP_URL:${appUrl}`];
if (dryRun) deployArgs.push('--dry-run', '--outdir', '.tmp/deploy-dry-run-production');
const deployed = await run(bin('wrangler'), deployArgs, { env });
if (deployed.code !== 0) die('wrangler deploy failed.');

// 8. Smoke check
step('8/8 Smoke check');
if (dryRun) {
  console.log(`${dim('dry run, would check:')} GET ${appUrl}/api/health answers 200; GET ${appUrl}/dev/mailbox answers 404`);
  console.log(`\n${green('✓ dry run complete')}: bundle in .tmp/deploy-dry-run-production, nothing was uploaded.`);
  process.exit(0);
}
let healthy = false;
for (let i = 0; i < 10 && !healthy; i++) {
  try {
    const res = await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
    healthy = res.ok && (await res.json()).status === 'ok';
  } catch {
    /* DNS for a new workers.dev name can take a moment */
  }
  if (!healthy) await new Promise((r) => setTimeout(r, 3000));
}
const devClosed = await fetch(`${appUrl}/dev/mailbox`, { signal: AbortSignal.timeout(10_000) }).then(
  (r) => r.status === 404,
  () => false,
);
console.log(`${healthy ? green('✓') : red('✗')} ${appUrl}/api/health`);
console.log(`${devClosed ? green('✓') : red('✗')} development routes answer 404 (APP_ENV=production)`);
if (!healthy || !devClosed) die(`Deployed, but the smoke check failed: check \`npx wrangler tail ${workerName}\`.`);
console.log(`\n${green('✓ deployed')} ${appUrl}`);
