// Web Crypto only: PBKDF2 runs natively in workerd, so hashing a password costs milliseconds of CPU,
// not the hundreds a pure-JS scrypt would.
const enc = new TextEncoder();
const PBKDF2_ITERATIONS = 100_000; // the most workerd allows

function toB64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromB64Url(s: string): Uint8Array<ArrayBuffer> {
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

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Hashes a password as `pbkdf2-sha256$iterations$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toB64Url(salt)}$${toB64Url(hash)}`;
}

/** Constant-time comparison of two byte strings of equal length. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Hash even without a stored hash so a missing user costs the same time as a wrong password.
  const parts = (stored ?? '').split('$');
  const ok = parts.length === 4 && parts[0] === 'pbkdf2-sha256';
  const iterations = ok ? Number(parts[1]) : PBKDF2_ITERATIONS;
  const salt = ok ? fromB64Url(parts[2]) : new Uint8Array(16);
  const actual = await pbkdf2(password, salt, iterations);
  return ok && timingSafeEqual(actual, fromB64Url(parts[3]));
}

/** HMAC-SHA256 of a value, base64url: signs the CSRF token so a sibling subdomain cannot plant one. */
export async function hmac(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toB64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(value))));
}

export function safeEqualStrings(a: string, b: string): boolean {
  return timingSafeEqual(enc.encode(a), enc.encode(b));
}
