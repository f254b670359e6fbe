// The test SAML identity provider (idp.ts) on a loopback port, for the browser tests: the worker under wrangler dev
// fetches its metadata there, and the browser signs in on its login page.
import { createServer, type Server } from 'node:http';
import { createSamlIdp } from './idp';

export type RunningSamlIdp = { origin: string; close: () => Promise<void> };

export async function startSamlIdp(port: number): Promise<RunningSamlIdp> {
  const origin = `http://127.0.0.1:${port}`;
  const idp = createSamlIdp(origin);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const headers = new Headers(
        Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      );
      void idp
        .handle(new Request(`${origin}${req.url}`, { method: req.method, headers, body }))
        .then(async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((e: unknown) => {
          res.writeHead(500);
          res.end(String(e));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
