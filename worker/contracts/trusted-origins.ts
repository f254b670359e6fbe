import * as v from 'valibot';
import { MESSAGES } from './common';

// Trusted origins (organization setting): only these sites may call the widget's public API.

/** An origin as the browser sends it: scheme, host and optional port, nothing else. */
export function normaliseOrigin(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
export const TrustedOriginsSchema = v.object({
  trustedOrigins: v.pipe(
    v.array(
      v.pipe(
        v.string(MESSAGES.invalidOrigin),
        v.trim(),
        v.check((s) => normaliseOrigin(s) !== null, MESSAGES.invalidOrigin),
        v.transform((s) => normaliseOrigin(s)!),
      ),
    ),
    v.maxLength(50, 'At most 50 trusted origins'),
    v.transform((list) => [...new Set(list)]),
  ),
});
