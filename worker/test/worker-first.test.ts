import { describe, expect, it } from 'vitest';
import app from '../app';

// Cloudflare serves the SPA's assets before the worker except on the `run_worker_first` paths, and answers a
// POST to any other path with 405 itself. SELF.fetch in these tests skips that layer, so a route outside the
// list passes here and fails in production (SCIM and /mcp did until 2026-11-29): every route must be on it.
const wranglerToml = Object.values(import.meta.glob<string>(['../../wrangler.toml'], { query: '?raw', import: 'default', eager: true }))[0];
const patterns = JSON.parse(/^run_worker_first\s*=\s*(\[.*\])\s*$/m.exec(wranglerToml)![1]) as string[];
const covered = (path: string) =>
  patterns.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) || path === p.slice(0, -2) : path === p));

describe('wrangler.toml run_worker_first', () => {
  it("lists every path the worker answers, so the assets layer never takes the worker's requests", () => {
    const paths = [...new Set(app.routes.filter((r) => r.method !== 'ALL' || !/^\/?\*$/.test(r.path)).map((r) => r.path))];
    const missed = paths.filter((p) => p !== '/*' && p !== '*' && !covered(p));
    expect(paths.length).toBeGreaterThan(100);
    expect(missed).toEqual([]);
  });
});
