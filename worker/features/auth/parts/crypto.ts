// Password hashing with Web Crypto only: PBKDF2 runs natively in workerd, so hashing a password costs
// milliseconds of CPU, not the hundreds a pure-JS scrypt would.
import { fromB64Url, timingSafeEqual, toB64Url } from '../../../lib/crypto';

const enc = new TextEncoder();
const PBKDF2_ITERATIONS = 100_000; // the most workerd allows

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/**
 * Hashes a password as `pbkdf2-sha256$iterations$salt$hash`. The product always uses the default rounds; the
 * stored hash names its rounds, so a hash made with fewer (the test suite's own users) verifies by the same code.
 */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toB64Url(salt)}$${toB64Url(hash)}`;
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
