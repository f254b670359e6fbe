// Shared helpers for the project's scripts: Node 22 re-exec, child processes in their own process
// group, waiting for the local server, and small formatting helpers.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const binDir = path.join(root, 'node_modules', '.bin');
export const bin = (name) => path.join(binDir, name);

/**
 * wrangler and miniflare need Node 22; the project ships it as the `node` devDependency. When a script
 * is started with an older Node (plain `node scripts/x.mjs`), it re-runs itself under that one and
 * passes signals on. Use as `await ensureNode22()` before anything else: in the re-run case the
 * promise never settles and this process exits with the child's status.
 */
export function ensureNode22() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return Promise.resolve();
  const node22 = bin('node');
  if (!existsSync(node22)) {
    console.error(`Node ${process.version} is too old and ${node22} is missing: run \`npm install\` first.`);
    process.exit(1);
  }
  const child = spawn(node22, process.argv.slice(1), { stdio: 'inherit', env: childEnv() });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)));
  return new Promise(() => {});
}

/** The environment for children: the project's bin first on PATH, wrangler quiet and offline-friendly. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG_PATH: path.join(root, '.tmp', 'wrangler-logs'),
    ...extra,
  };
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
// tee: print live and keep the output too (for a summary that quotes a failure's last lines).
export function run(cmd, args, { env, cwd = root, stdin = 'ignore', quiet = false, tee = false } = {}) {
  return new Promise((resolve) => {
    const piped = quiet || tee;
    const child = spawn(cmd, args, { cwd, env: env ?? childEnv(), stdio: [stdin, piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'] });
    let out = '';
    if (piped) {
      child.stdout.on('data', (d) => ((out += d), tee && process.stdout.write(d)));
      child.stderr.on('data', (d) => ((out += d), tee && process.stderr.write(d)));
    }
    child.on('error', (err) => {
      out += String(err);
      resolve({ code: 127, out });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), out }));
  });
}

/** Like run, but captures stdout and stderr separately (for commands whose output is parsed). */
export function capture(cmd, args, { env, cwd = root, input } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: env ?? childEnv(), stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) => resolve({ code: 127, stdout, stderr: stderr + String(err) }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    if (input !== undefined) child.stdin.end(input);
  });
}

/** Starts a long-running child as the leader of its own process group, so the whole tree can be stopped. */
export function spawnGroup(cmd, args, { env, cwd = root, stdio = ['ignore', 'inherit', 'inherit'] } = {}) {
  return spawn(cmd, args, { cwd, env: env ?? childEnv(), stdio, detached: true });
}

/** A signal (SIGTERM unless told) to the child's whole process group, then SIGKILL if it is still there after the grace period. */
export async function stopGroup(child, graceMs = 8000, first = 'SIGTERM') {
  if (!child) return;
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  // A leader that died (killed, crashed) can leave its group behind: wrangler's node and workerd.
  if (child.exitCode !== null || child.signalCode !== null) return signal('SIGKILL');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal(first);
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signal('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
  }
  // workerd can outlive its wrangler parent for a moment; make sure nothing of the group is left.
  signal('SIGKILL');
}

/**
 * Calls onOrphaned once this process's parent has gone. `npm run` starts scripts through `sh -c`,
 * and a shell killed by a signal does not pass it on; without this, wrangler would outlive npm.
 */
export function watchParent(onOrphaned, everyMs = 2000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, everyMs);
  timer.unref();
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls GET <base>/api/health until it answers 200, the child dies, or the timeout passes. */
export async function waitForHealth(base, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return await res.json();
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(500);
  }
  throw new Error(`${base}/api/health did not answer 200 within ${timeoutMs / 1000}s (last: ${last})`);
}

/** True when something already answers on the address (so a second server would fail to bind). */
export async function isListening(base) {
  try {
    await fetch(base, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** True when nothing holds the port on 127.0.0.1 (binding it is the only sure test: a server need not speak HTTP). */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port from `from` upwards, skipping `except` (ports already promised to something else). */
export async function firstFreePort(from, except = []) {
  for (let port = from; port < from + 200; port++) if (!except.includes(port) && (await portFree(port))) return port;
  throw new Error(`no free port between ${from} and ${from + 199}`);
}

/** POST /dev/seed: creates the demo organization once and returns its logins. */
export async function seedDemo(base) {
  const res = await fetch(`${base}/dev/seed`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST ${base}/dev/seed answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/** Arguments that apply pending D1 migrations to a local database (no prompt: stdin is not a TTY). */
export const migrateLocalArgs = (persistTo) => [
  'd1',
  'migrations',
  'apply',
  'DB',
  '--local',
  ...(persistTo ? ['--persist-to', persistTo] : []),
];

// Wrangler's own bookkeeping table, as `d1 migrations apply` creates it, so a later apply skips what is here.
const D1_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Applies the D1 migrations to a local database (default state, or `persistTo`). A database that does not exist
 * yet gets every migration in one `d1 execute` of their SQL joined, with the rows `migrations apply` would have
 * written: wrangler starts its local engine once per file, and 47 files took 131 s (40 s of CPU) on a loaded 2-core
 * machine against 22 s (6 s) in one go, paid by each browser shard (2026-11-30; the schema and rows were identical).
 * A database that exists gets its pending migrations from wrangler.
 */
export function migrateLocal(persistTo, opts) {
  if (existsSync(path.join(root, persistTo ?? '.wrangler/state', 'v3', 'd1')))
    return run(bin('wrangler'), migrateLocalArgs(persistTo), opts);
  const dir = path.join(root, 'migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const sql = [
    D1_MIGRATIONS_TABLE,
    ...files.map((f) => `${readFileSync(path.join(dir, f), 'utf8')}\nINSERT INTO d1_migrations (name) VALUES ('${f}');`),
  ];
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const file = path.join(root, '.tmp', `migrations-all-${process.pid}.sql`);
  writeFileSync(file, sql.join('\n'));
  const args = ['d1', 'execute', 'DB', '--local', '--file', file, ...(persistTo ? ['--persist-to', persistTo] : [])];
  return run(bin('wrangler'), args, opts);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : String(s));
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const dim = paint('2');
export const cyan = paint('36');

/** Prints a step header so long logs stay readable. */
export function step(title) {
  console.log(`\n${bold(cyan('▶'))} ${bold(title)}`);
}
