import type { Context } from 'hono';
import type { InferOutput } from 'valibot';
import type { oauthCallbackQuery } from '../contracts/integrations';

/**
 * The end of an OAuth connect whose service answers where to go next: the browser is sent there, or back
 * to `page` with `error=denied` when the vendor's consent was refused or came back incomplete, and with
 * `error=failed` when completing it threw an error `failed` expects (the vendor's or ours). Others are bugs
 * and propagate.
 */
export async function oauthReturn(
  c: Context,
  page: string,
  q: InferOutput<typeof oauthCallbackQuery>,
  complete: (code: string, state: string) => Promise<string>,
  failed: (err: unknown) => boolean,
) {
  if (q.error || !q.code || !q.state) return c.redirect(`${page}?error=denied`);
  try {
    return c.redirect(await complete(q.code, q.state));
  } catch (err) {
    if (failed(err)) return c.redirect(`${page}?error=failed`);
    throw err;
  }
}
