import { SELF } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { afterAll } from 'vitest';
import { ContractChecker } from './contract';

/**
 * Every answer a worker test receives through SELF.fetch is held to the OpenAPI document the app serves
 * (/api/openapi.json): its status must be documented for the operation and its body must match that
 * response's schema. Problems are collected and fail the file at its end, naming each one.
 */
// The workers project shares one module cache across test files (isolate: false), and setup files run
// again before each file: the wrapper is installed once, and each file gets its own list of problems.
type ContractState = { original: typeof SELF.fetch; checker?: Promise<ContractChecker>; problems: Set<string>; installed?: boolean };
const g = globalThis as { __routewiseContract?: ContractState };
const state = (g.__routewiseContract ??= { original: SELF.fetch.bind(SELF), problems: new Set() });
state.problems = new Set();
const original = state.original;

const loadChecker = () =>
  (state.checker ??= original('http://127.0.0.1:8787/api/openapi.json').then(async (r) => new ContractChecker(await r.json())));

async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input as RequestInfo, init);
  const method = request.method;
  const url = request.url;
  const res = await original(request);
  // A WebSocket upgrade (the live bell) has no body to hold to a schema.
  if (new URL(url).pathname.startsWith('/api/') && res.status !== 101 && !res.webSocket) {
    const c = await loadChecker();
    const text = await res.clone().text();
    for (const p of c.check(method, url, res.status, res.headers, text)) state.problems.add(p);
  }
  return res;
}

// SELF is a proxy over the main worker's loopback entrypoint (`exports.default`): the fetch it hands
// out is read from that object on every access, so the checked fetch is defined there.
if (!state.installed) {
  Object.defineProperty((exports as unknown as { default: object }).default, 'fetch', {
    value: checkedFetch,
    configurable: true,
    writable: true,
  });
  state.installed = true;
}

const problems = state.problems;
afterAll(() => {
  if (problems.size) throw new Error(`Answers that do not match /api/openapi.json:\n${[...problems].join('\n')}`);
});
