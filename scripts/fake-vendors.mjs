// Serves the vendor fakes of worker/test/fakes/outbound.ts over HTTP - the local stand-ins of `npm start`
// (scripts/stand-ins.mjs) and of the browser tests: a request to http://127.0.0.1:<port>/<vendor host>/<path>
// is answered by that host's fake as if it were https://<vendor host>/<path>. The worker gets
// VENDOR_BASE_URL=http://127.0.0.1:<port>. Google's channel notifications go to the app for real (it listens).
// Usage: node scripts/fake-vendors.mjs <port>
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { watchParent } from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.argv[2] || 8799);
const outfile = path.join(root, `.tmp/fake-vendors-${port}.mjs`);
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(root, 'worker/test/fakes/outbound.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'error',
  packages: 'external',
});
const { createFakeVendors } = await import(pathToFileURL(outfile).href);
const fakes = createFakeVendors({ push: (address, init) => fetch(address, init) });

const server = createServer(async (req, res) => {
  try {
    const [, host, ...rest] = (req.url ?? '/').split('/');
    // A browser on a consent page without its own icon asks this server for one; no vendor is at that path.
    if (host === 'favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const fake = fakes.get(host);
    if (!fake) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`No fake for ${host}`);
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    headers.set('host', host);
    const method = req.method ?? 'GET';
    const request = new Request(`https://${host}/${rest.join('/')}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const answer = await fake.handle(request);
    const out = {};
    answer.headers.forEach((v, k) => (out[k] = v));
    // A fake's redirect to its own host stays on this server, so a browser following it still reaches the fake.
    if (out.location?.startsWith(`https://${host}/`))
      out.location = `http://127.0.0.1:${port}/${host}/${out.location.slice(`https://${host}/`.length)}`;
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err?.stack ?? err));
  }
});
// Node closes a kept-alive socket after 5 idle seconds by default; a client (Playwright's request context,
// workerd) that sends its next request on it just then gets ECONNRESET (calendars.spec did, polling the Google
// fake, 2026-11-30). Idle sockets stay open longer than any client keeps one.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 125_000;
server.listen(port, '127.0.0.1', () => console.log(`fake vendors on http://127.0.0.1:${port}`));
// Stops with whatever started it (npm start, the e2e run), even when that one crashed or was killed.
watchParent(() => process.exit(0));
