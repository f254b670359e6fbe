import type { Env } from '../env';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Development helpers (seed, mailbox, a default secret) need both a non-production APP_ENV and a
 * loopback host, so a deploy that forgot to set APP_ENV still never exposes them.
 */
export function isLocalDev(env: Pick<Env, 'APP_ENV'>, url: string): boolean {
  return env.APP_ENV !== 'production' && LOCAL_HOSTS.has(new URL(url).hostname);
}
