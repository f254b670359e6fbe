// Stripe's webhook signatures (https://docs.stripe.com/webhooks#verify-manually): the Stripe-Signature
// header carries t=<unix seconds> and one or more v1=<hex HMAC-SHA256 of "t.body" under the endpoint's
// signing secret>; a timestamp further than the tolerance from now is refused (replays).

export const SIGNATURE_TOLERANCE_S = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings in time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether the header proves the body came from Stripe with this secret, within the tolerance of `nowMs`. */
export async function verifyStripeSignature(secret: string, header: string | null, body: string, nowMs: number): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!.toLowerCase());
  if (!Number.isInteger(t) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = await hmacHex(secret, `${t}.${body}`);
  let ok = false;
  for (const s of signatures) ok = constantTimeEqual(s, expected) || ok;
  return ok;
}
