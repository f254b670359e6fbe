import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../env';
import type { Role } from '../contracts/common';
import type { Db } from '../db/client';
import { clearSessionCookie, readSessionCookie } from './cookies';
import { forbidden, unauthorized } from './errors';

/** Turns a raw session token into its caller, or null when the session is unknown or expired. */
export type SessionResolver = (db: Db, token: string) => Promise<Caller | null>;

/**
 * Resolves the session cookie (if any) to `c.var.caller`. The resolver comes from the auth feature,
 * wired in app.ts, so this middleware depends on no feature. Needs `c.var.db`.
 */
export const loadSession = (resolve: SessionResolver) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('caller', null);
    const token = readSessionCookie(c);
    if (token && token.length <= 100) {
      const caller = await resolve(c.var.db, token);
      if (caller) c.set('caller', caller);
      else clearSessionCookie(c);
    }
    await next();
  });

/** Refuses anonymous callers with 401. */
export const requireAuth = createMiddleware<{ Variables: { caller: Caller } }>(async (c, next) => {
  if (!c.var.caller) throw unauthorized();
  await next();
});

/** A feature's sub-app whose every route needs a signed-in caller: requireAuth runs before each of them. */
export const signedInRoutes = () => new Hono<AppEnv>().use(requireAuth);

/** Refuses callers whose role is not listed, with 403. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<{ Variables: { caller: Caller } }>(async (c, next) => {
    if (!c.var.caller) throw unauthorized();
    if (!roles.includes(c.var.caller.role)) throw forbidden();
    await next();
  });
