import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../env';
import type { Role } from '../contracts/common';
import { getDb } from '../db/client';
import { resolveSession } from '../features/auth/service';
import { clearSessionCookie, readSessionCookie } from './cookies';
import { forbidden, unauthorized } from './errors';

/** Resolves the session cookie (if any) to `c.var.caller`. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('caller', null);
  const token = readSessionCookie(c);
  if (token && token.length <= 100) {
    const found = await resolveSession(getDb(c.env.DB), token);
    if (found) {
      const caller: Caller = {
        userId: found.user.id,
        accountId: found.user.accountId,
        role: found.user.role,
        isBooker: found.user.isBooker,
        email: found.user.email,
        name: found.user.name,
        sessionHash: found.tokenHash,
      };
      c.set('caller', caller);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
});

/** Refuses anonymous callers with 401. */
export const requireAuth = createMiddleware<{ Variables: { caller: Caller } }>(async (c, next) => {
  if (!c.var.caller) throw unauthorized();
  await next();
});

/** Refuses callers whose role is not listed, with 403. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<{ Variables: { caller: Caller } }>(async (c, next) => {
    if (!c.var.caller) throw unauthorized();
    if (!roles.includes(c.var.caller.role)) throw forbidden();
    await next();
  });
