// How much gzipped JavaScript the SPA's sign-in and meetings pages need before first paint: the entry
// script and modulepreloads in dist/web/index.html, the lazy route chunks of those two pages, and every
// chunk they import statically. Needs no server; it reads dist/web and rebuilds it (npm run build:web)
// when it is missing or older than any file under web/src or worker/contracts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const dist = path.join(root, 'dist/web');
const indexHtml = path.join(dist, 'index.html');

/** The route modules whose chunks those pages load (Vite names a chunk after its module file). */
const ROUTE_CHUNKS = { login: ['login-page'], meetings: ['meetings-page'] };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestMtime(path.join(root, 'web/src')), newestMtime(path.join(root, 'worker/contracts'))) > statSync(indexHtml).mtimeMs;
if (!existsSync(indexHtml) || sourcesChanged()) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: root,
    env: { ...process.env, CI: '1' },
  });
}

const html = readFileSync(indexHtml, 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1],
);
if (!entries.length) throw new Error('no entry script found in dist/web/index.html');
const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));

/** A chunk and everything it imports statically (dynamic import() calls load later, on demand). */
function closure(start: string[], into = new Set<string>()) {
  for (const file of start) {
    if (into.has(file)) continue;
    into.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    const deps = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map((m) =>
      path.posix.join(path.posix.dirname(file), m[1]),
    );
    closure(deps, into);
  }
  return into;
}

/** A route's chunk as the entry names it (dist/web keeps older builds' files beside the current ones). */
function routeChunks(names: string[]) {
  const code = [...closure(entries)].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
  return names.map((name) => {
    const file = assets.find((f) => f.startsWith(`${name}-`) && code.includes(f));
    if (!file) throw new Error(`no chunk for ${name} referenced from the entry`);
    return `assets/${file}`;
  });
}

const gzKb = (files: Set<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;

const login = closure([...entries, ...routeChunks(ROUTE_CHUNKS.login)]);
const meetings = closure([...entries, ...routeChunks(ROUTE_CHUNKS.meetings)]);
const both = new Set([...login, ...meetings]);

console.log(`web.initial-js.gz ${gzKb(both).toFixed(1)} KB`);
console.log(`web.initial-js.login.gz ${gzKb(login).toFixed(1)} KB`);
console.log(`web.initial-js.meetings.gz ${gzKb(meetings).toFixed(1)} KB`);
