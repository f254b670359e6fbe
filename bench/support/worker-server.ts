// Starts the real worker (wrangler dev on workerd, local D1/DOs/Queues) with a fresh state folder, so
// HTTP benchmarks measure the whole path: routing, validation, D1 and Durable Objects.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** `group`: the process group of wrangler and its workerd processes; null for an app this bench did not start. */
export type BenchServer = { base: string; stop(): Promise<void>; admin: Session; group: number | null };
/** `location`: a redirect is answered, not followed (an OAuth callback's answer is where it sends the browser). */
export type Session = {
  json<T = any>(method: string, p: string, body?: unknown): Promise<{ status: number; body: T; location: string | null }>;
};

async function waitHealthy(base: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('worker did not become healthy');
}

/** A cookie-keeping client that signs in and echoes the CSRF cookie, as the SPA does. */
export async function signIn(base: string, email: string, password = 'Demo-pass1!'): Promise<Session> {
  const cookies = new Map<string, string>();
  const call = async (method: string, p: string, body?: unknown) => {
    const headers: Record<string, string> = {
      origin: base,
      'content-type': 'application/json',
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (method !== 'GET' && cookies.has('rw_csrf')) headers['x-csrf-token'] = decodeURIComponent(cookies.get('rw_csrf')!);
    const res = await fetch(`${base}${p}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, location: res.headers.get('location') };
  };
  await call('GET', '/api/auth/session');
  const login = await call('POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  return { json: call };
}

/**
 * wrangler.toml without the consumers of `queues`, for a run that measures requests alone: on Cloudflare a queue's
 * consumer runs in invocations of its own, while locally it shares the one workerd thread with the requests. The
 * messages stay queued; the outbox rows they name stay due. `main`: another entry (a bench-only one that adds a route).
 * Written beside the bench bundles, its paths lead back.
 */
function configWithoutConsumers(port: number, queues: string[], main?: string) {
  let toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = "(.+)"$/m, (_, entry: string) => `main = "../../${main ?? entry}"`)
    .replace(/^directory = "\.\/(.+)"$/m, 'directory = "../../$1"')
    .replace(/^migrations_dir = "(.+)"$/m, 'migrations_dir = "../../$1"');
  for (const queue of queues) {
    const block = new RegExp(`\\[\\[queues\\.consumers\\]\\]\\nqueue = "${queue}"\\n(?:(?!\\[\\[)[^\\n]*\\n)*`);
    if (!block.test(toml)) throw new Error(`wrangler.toml has no consumer of ${queue}`);
    toml = toml.replace(block, '');
  }
  const dir = path.join(root, '.tmp', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `wrangler-${port}.toml`);
  writeFileSync(file, toml);
  return file;
}

/**
 * `vars`: extra worker variables (e.g. VENDOR_BASE_URL pointing at the vendor fakes); `withoutConsumers`: queues whose
 * consumers this run leaves out, and `main` another entry (see configWithoutConsumers).
 */
export async function startServer(
  port = 8795,
  vars: Record<string, string> = {},
  { withoutConsumers = [], main }: { withoutConsumers?: string[]; main?: string } = {},
): Promise<BenchServer> {
  const state = path.join(root, '.tmp', `bench-state-${port}`);
  rmSync(state, { recursive: true, force: true });
  const env = { ...process.env, PATH: `${path.dirname(bin('node'))}${path.delimiter}${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' };
  const migrate = spawnSync(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
  const base = `http://127.0.0.1:${port}`;
  // Production builds of the libraries (React renders the e-mails), as `wrangler deploy` bundles them.
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    '--var',
    `APP_URL:${base}`,
    ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    '--define',
    'process.env.NODE_ENV:"production"',
    ...(withoutConsumers.length || main ? ['--config', configWithoutConsumers(port, withoutConsumers, main)] : []),
  ];
  const child = spawn(bin('wrangler'), args, {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitHealthy(base, child);
  const seeded = await fetch(`${base}/dev/seed`, { method: 'POST' });
  if (!seeded.ok) throw new Error('seed failed');
  const admin = await signIn(base, 'admin@acme.test');
  return {
    base,
    admin,
    group: child.pid!,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** p-th percentile of a sample, in the sample's unit. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The worker's own socket behind wrangler dev's proxy: `wrangler dev` answers on its port through a proxy worker in a
 * workerd process of its own, which forwards each request to the worker's workerd. That hop is a development tool's,
 * not the product's (on Cloudflare a request reaches the worker without it), and in a burst it costs the machine's two
 * cores about 1.7 ms of CPU a request. Found among the group's listening sockets as the one, other than wrangler's
 * port, that answers the health check.
 */
export async function workerSocket(server: BenchServer): Promise<string> {
  if (server.group === null) throw new Error('workerSocket: a server this bench did not start');
  const inodes = new Set<string>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.startsWith(`${pid} (workerd)`) || Number(stat.split(') ')[1].split(' ')[2]) !== server.group) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (link) inodes.add(link[1]);
      }
    } catch {
      // The process ended, or is not ours to read.
    }
  }
  const own = Number(new URL(server.base).port);
  // /proc/net/tcp: local address as hex ip:port, state 0A is LISTEN, the inode is the 10th column.
  const ports = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === '0A' && inodes.has(f[9]) && f[1].startsWith('0100007F:'))
    .map((f) => parseInt(f[1].split(':')[1], 16))
    .filter((port) => port !== own);
  for (const port of ports) {
    const base = `http://127.0.0.1:${port}`;
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return base;
    } catch {
      // Not an HTTP socket of the worker's (the inspector, the runtime's own).
    }
  }
  throw new Error(`no worker socket among ${ports.join(', ')}`);
}
