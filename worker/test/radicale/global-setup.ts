// Starts a real CalDAV server (Radicale, Debian's /usr/bin/radicale) for the workerd tests: a free
// loopback port, a temporary storage folder, htpasswd (plain) auth with a few member logins and no
// failed-login delay. The worker reaches it as http://radicale.test through the outbound service
// (worker/test/fakes/outbound.ts reads RADICALE_ORIGIN). Stopped when the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RADICALE_PASSWORD, RADICALE_USERS } from './users';

const BIN = '/usr/bin/radicale';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/.well-known/caldav`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('radicale did not start');
}

export default async function setup() {
  // Without Radicale only the Radicale tests fail (the outbound service answers 502 naming this file); the rest run.
  if (!existsSync(BIN)) {
    console.warn(`${BIN} is missing: apt-get install radicale (.ci/run does it); the Radicale tests will fail`);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'radicale-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users'), RADICALE_USERS.map((u) => `${u}:${RADICALE_PASSWORD}\n`).join(''));
  writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const child = spawn(BIN, ['-C', path.join(dir, 'config')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child);
  process.env.RADICALE_ORIGIN = origin;
  return () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
}
