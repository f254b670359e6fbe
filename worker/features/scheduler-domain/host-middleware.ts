import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import type { Db } from '../../db/client';
import { MESSAGES } from '../../contracts/common';
import { rootRedirectTarget } from '../../core/domains/scheduler-domain';
import { errorJson } from '../../http/errors';
import { domainOfHost } from './service';

type Owner = (db: Db, key: string) => Promise<string | null>;
const OPEN: Owner = async () => null;

/** The organization owning what a public path names, from the features that own those rows (app.ts passes them in). */
export type PublicOwners = { link: Owner; user: Owner; org: Owner; router: Owner; meeting: Owner; relayLink: Owner };

/**
 * What a scheduler domain serves: the organization's booking pages, home pages, campaign links, relay links,
 * manage pages and widget, with the public API calls they make. The first group names what it shows; its owner must be the
 * domain's organization. Relay and routing sessions are reached only by the unguessable ids their own pages hold.
 */
const served = (o: PublicOwners): [RegExp, Owner][] => [
  [/^\/b\/([^/]+)\/?$/, o.link],
  [/^\/api\/public\/links\/([^/]+)(?:\/slots|\/bookings)?$/, o.link],
  [/^\/u\/([^/]+)\/?$/, o.user],
  [/^\/api\/public\/users\/([^/]+)$/, o.user],
  [/^\/c\/([^/]+)\/[^/]+\/?$/, o.org],
  [/^\/api\/public\/campaigns\/([^/]+)\/[^/]+(?:\/submissions)?$/, o.org],
  [/^\/api\/public\/routers\/([^/]+)(?:\/submissions)?$/, o.router],
  [/^\/booking\/([^/]+)\/(?:reschedule|cancel)\/?$/, o.meeting],
  [/^\/api\/public\/bookings\/([^/]+)(?:\/slots|\/reschedule|\/cancel)?$/, o.meeting],
  [/^\/relay\/([^/]+)\/?$/, o.relayLink],
  [/^\/api\/public\/relay-links\/([^/]+)(?:\/sessions)?$/, o.relayLink],
  [/^\/api\/public\/(?:routing-sessions|relay-sessions)\/[^/]+(?:\/[a-z-]+)?$/, OPEN],
  [/^\/(?:booking|campaign|relay|widget|widget-embed|widget-scheduler)\.js$/, OPEN],
  [/^\/favicon\.(?:svg|ico)$/, OPEN],
];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** Whether the path may be served on `accountId`'s scheduler domain. */
async function servedFor(rules: [RegExp, Owner][], db: Db, accountId: string, path: string): Promise<boolean> {
  for (const [pattern, owner] of rules) {
    const m = pattern.exec(path);
    if (!m) continue;
    if (owner === OPEN) return true;
    const key = decode(m[1]);
    return key !== null && (await owner(db, key)) === accountId;
  }
  return false;
}

/**
 * Requests for any host other than the app's own: a verified scheduler domain serves its organization's public
 * pages (and nothing of the admin app or of another organization); an unverified or unknown host serves nothing.
 */
export const schedulerDomainHost = (owners: PublicOwners) => {
  const rules = served(owners);
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const host = url.hostname.toLowerCase();
    if (host === new URL(c.env.APP_URL).hostname || LOOPBACK.has(host)) return next();
    const domain = await domainOfHost(c.var.db, host);
    const notFound = () =>
      url.pathname.startsWith('/api/')
        ? errorJson(c, 404, [{ status: '404', code: 'not_found', detail: MESSAGES.notFound }])
        : c.text('Page not found', 404);
    if (!domain || domain.status !== 'verified') return notFound();
    if (url.pathname === '/' && (c.req.method === 'GET' || c.req.method === 'HEAD'))
      return c.redirect(rootRedirectTarget(domain.hostname, domain.rootRedirectUrl), 302);
    if (c.req.method === 'OPTIONS' && url.pathname.startsWith('/api/public/')) return next();
    return (await servedFor(rules, c.var.db, domain.accountId, url.pathname)) ? next() : notFound();
  });
};
