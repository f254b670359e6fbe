// Web Crypto helpers shared by the session and CSRF middleware and the features: tokens, digests,
// signatures and constant-time comparison. Nothing here knows about users or sessions.
const enc = new TextEncoder();

/** Bytes as base64url without padding. */
export function toB64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url string (padding optional). */
export function fromB64Url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** 256 random bits, base64url: session, reset and invitation tokens. */
export function randomToken(): string {
  return toB64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256: what the database stores in place of a token. */
export async function sha256(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(value)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two byte strings of equal length. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** HMAC-SHA256 of a value, base64url: signs the CSRF token so a sibling subdomain cannot plant one. */
export async function hmac(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toB64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(value))));
}

/** Constant-time string comparison. */
export function safeEqualStrings(a: string, b: string): boolean {
  return timingSafeEqual(enc.encode(a), enc.encode(b));
}
