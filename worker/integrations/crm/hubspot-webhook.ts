// HubSpot webhooks, signature v3 (developers.hubspot.com "Validating requests"): base64 of
// HMAC-SHA256(client secret, method + full URI + raw body + X-HubSpot-Request-Timestamp); requests
// older than five minutes are refused, so a captured request cannot be replayed later.

const MAX_AGE_MS = 5 * 60_000;
const enc = new TextEncoder();

/** HubSpot decodes these percent-encodings in the URI before signing. */
const DECODE: Record<string, string> = {
  '%3A': ':',
  '%2F': '/',
  '%3F': '?',
  '%40': '@',
  '%21': '!',
  '%24': '$',
  '%27': "'",
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2C': ',',
  '%3B': ';',
};

export const signatureUri = (url: string) => url.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (m) => DECODE[m.toUpperCase()] ?? m);

async function hmac(secret: string, message: string) {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  let bin = '';
  for (const b of sig) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** The v3 signature of a request as HubSpot computes it (the fake signs with the same function). */
export function hubspotSignatureV3(secret: string, method: string, url: string, body: string, timestamp: string) {
  return hmac(secret, `${method.toUpperCase()}${signatureUri(url)}${body}${timestamp}`);
}

/** Whether a webhook request is HubSpot's: a fresh timestamp and a matching signature (compared in constant time). */
export async function verifyHubspotSignature(
  secret: string,
  request: { method: string; url: string; body: string; signature: string | null; timestamp: string | null },
  now: number,
) {
  if (!secret || !request.signature || !request.timestamp) return false;
  const ts = Number(request.timestamp);
  if (!Number.isFinite(ts) || Math.abs(now - ts) > MAX_AGE_MS) return false;
  const expected = await hubspotSignatureV3(secret, request.method, request.url, request.body, request.timestamp);
  if (expected.length !== request.signature.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ request.signature.charCodeAt(i);
  return diff === 0;
}

/** One event of HubSpot's webhook batch (only what the sync reads). */
export type HubspotWebhookEvent = { portalId: number; objectId: number; subscriptionType: string; occurredAt: number };

/** The events of a webhook body; anything not shaped like HubSpot's array is empty. */
export function parseHubspotEvents(body: string): HubspotWebhookEvent[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (e): e is HubspotWebhookEvent =>
          !!e && typeof e === 'object' && typeof e.portalId === 'number' && typeof e.subscriptionType === 'string',
      )
      .slice(0, 1000);
  } catch {
    return [];
  }
}
