import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, signIn, TestClient, uploadFile, BASE } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  const org = await addOrg();
  admin = await signIn(org.admin.email);
  member = await signIn((await addUser(org.accountId, { role: 'regular' })).email);
});

/** A logo upload as the browser sends it. */
const upload = (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name = 'logo.png', type = 'image/png') =>
  uploadFile(client, bytes, name, type);

describe('image uploads', () => {
  it('stores an image told by its bytes, and serves it back to anyone with a year of caching', async () => {
    // The browser says SVG; the bytes are a PNG, and the bytes decide.
    const res = await upload(admin, PNG, 'logo.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const url = new URL(res.body.data.s3Url);
    expect(url.pathname).toBe('/api/assets');
    const served = await SELF.fetch(`${BASE}${url.pathname}${url.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses SVG and other files that are not images with the spec message', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [svg, new TextEncoder().encode('<!doctype html><p>hi')]) {
      const res = await upload(admin, bytes, 'logo.svg', 'image/svg+xml');
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: 'Unable to upload image asset', source: { pointer: '/files' } });
    }
  });

  it('refuses a file over 5 MB with 413 and the spec message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect(res.body.errors[0].detail).toBe('Asset size is too large');
  });

  it('lets only an Admin upload', async () => {
    expect((await upload(member, PNG)).status).toBe(403);
  });

  it('answers 404 for an unknown asset', async () => {
    const res = await SELF.fetch(`${BASE}/api/assets?assetId=${encodeURIComponent(`org-x/${crypto.randomUUID()}`)}`);
    expect(res.status).toBe(404);
  });
});
