// Integration secrets (OAuth tokens, API keys) at rest: AES-256-GCM through Web Crypto. A sealed value
// names the key that sealed it, so keys rotate: INTEGRATION_KEYS lists "kid:base64key" pairs, the first
// seals, all of them open. Outside production a key derived from SESSION_SECRET (or, without one, a
// development-only secret) stands in.
import { fromB64Url, toB64Url } from './crypto';

type VaultEnv = { INTEGRATION_KEYS?: string; SESSION_SECRET?: string; APP_ENV?: string };
type Key = { id: string; key: CryptoKey };

const enc = new TextEncoder();
const dec = new TextDecoder();
const cache = new Map<string, Promise<Key[]>>();

function fromB64(s: string): Uint8Array<ArrayBuffer> {
  return fromB64Url(s.replace(/=+$/, ''));
}

async function loadKeys(env: VaultEnv): Promise<Key[]> {
  const spec = env.INTEGRATION_KEYS?.trim();
  if (spec) {
    return Promise.all(
      spec.split(',').map(async (pair) => {
        const [id, b64] = pair.trim().split(':');
        const raw = id && b64 ? fromB64(b64) : new Uint8Array();
        if (!/^[A-Za-z0-9_-]{1,32}$/.test(id ?? '') || raw.length !== 32)
          throw new Error('INTEGRATION_KEYS must be "kid:base64 of 32 bytes" pairs');
        return { id, key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']) };
      }),
    );
  }
  if (env.APP_ENV === 'production') throw new Error('INTEGRATION_KEYS is not configured');
  // Local runs without a .dev.vars (a fresh clone's browser tests) seal under the same stand-in the CSRF cookie uses.
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(`routewise-vault:${env.SESSION_SECRET ?? 'development-only-secret'}`));
  return [{ id: 'local', key: await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']) }];
}

function keysOf(env: VaultEnv): Promise<Key[]> {
  const id = `${env.APP_ENV}|${env.INTEGRATION_KEYS ?? ''}|${env.SESSION_SECRET ?? ''}`;
  let keys = cache.get(id);
  if (!keys) {
    keys = loadKeys(env);
    keys.catch(() => cache.delete(id));
    cache.set(id, keys);
  }
  return keys;
}

/** Encrypts a secret under the current key: "v1.<kid>.<iv>.<ciphertext>" (base64url parts). */
export async function seal(env: VaultEnv, plaintext: string): Promise<string> {
  const [current] = await keysOf(env);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: enc.encode(current.id) }, current.key, enc.encode(plaintext)),
  );
  return `v1.${current.id}.${toB64Url(iv)}.${toB64Url(ct)}`;
}

/** Decrypts a sealed secret with the key it names; throws when that key is gone or the value was altered. */
export async function unseal(env: VaultEnv, sealed: string): Promise<string> {
  const [version, kid, iv, ct] = sealed.split('.');
  if (version !== 'v1' || !kid || !iv || !ct) throw new Error('Not a sealed value');
  const key = (await keysOf(env)).find((k) => k.id === kid);
  if (!key) throw new Error(`The key "${kid}" that sealed this value is no longer configured`);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromB64Url(iv), additionalData: enc.encode(kid) },
    key.key,
    fromB64Url(ct),
  );
  return dec.decode(plain);
}

/** Whether a sealed value was sealed by an older key and should be sealed again (key rotation). */
export async function needsReseal(env: VaultEnv, sealed: string): Promise<boolean> {
  const [current] = await keysOf(env);
  return sealed.split('.')[1] !== current.id;
}
