import { SELF } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { afterAll } from 'vitest';
import { ContractChecker } from './contract';

/**
 * Every answer a worker test receives through SELF.fetch is held to the OpenAPI document the app serves
 * (/api/openapi.json): its status must be documented for the operation and its body must match that
 * response's schema. Problems are collected and fail the file at its end, naming each one.
 */
const original = SELF.fetch.bind(SELF);
let checker: Promise<ContractChecker> | undefined;
const problems = new Set<string>();

const loadChecker = () => (checker ??= original('http://127.0.0.1:8787/api/openapi.json').then(async (r) => new ContractChecker(await r.json())));

async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input as RequestInfo, init);
  const method = request.method;
  const url = request.url;
  const res = await original(request);
  // A WebSocket upgrade (the live bell) has no body to hold to a schema.
  if (new URL(url).pathname.startsWith('/api/') && res.status !== 101 && !res.webSocket) {
    const c = await loadChecker();
    const text = await res.clone().text();
    for (const p of c.check(method, url, res.status, res.headers, text)) problems.add(p);
  }
  return res;
}

// SELF is a proxy over the main worker's loopback entrypoint (`exports.default`): the fetch it hands
// out is read from that object on every access, so the checked fetch is defined there.
Object.defineProperty((exports as unknown as { default: object }).default, 'fetch', { value: checkedFetch, configurable: true, writable: true });

afterAll(() => {
  if (problems.size) throw new Error(`Answers that do not match /api/openapi.json:\n${[...problems].join('\n')}`);
});
