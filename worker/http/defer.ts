import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Runs work after the response (waitUntil); without an execution context (some tests) it still runs, unawaited. */
export function deferFor(c: Context<AppEnv>) {
  return (work: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      void work;
    }
  };
}
