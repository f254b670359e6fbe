import type { Context } from 'hono';

/** Waits for the change, then answers 204 with no body: the answer of every delete, revoke and resend. */
export async function noContent(c: Context, change: Promise<unknown>) {
  await change;
  return c.body(null, 204);
}
