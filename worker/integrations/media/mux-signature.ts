import { verifyStripeSignature } from '../billing/stripe-signature';

// Mux's webhook signatures (https://docs.mux.com/core/verify-webhook-signatures): the Mux-Signature header
// is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" under the webhook's signing secret>, and a timestamp
// more than five minutes from now is refused. That is the very scheme Stripe documents, so one verifier
// (constant-time compare, the same tolerance) serves both.

/** Whether the Mux-Signature header proves the body came from Mux with this secret, within five minutes of `nowMs`. */
export const verifyMuxSignature = (secret: string, header: string | null, body: string, nowMs: number) =>
  verifyStripeSignature(secret, header, body, nowMs);
