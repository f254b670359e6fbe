import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import type { ThemeDto } from '../../contracts/branding';
import { MESSAGES } from '../../contracts/common';
import { DomainError } from '../../core/errors';
import { publicLink } from '../bookings/service';
import { publicCampaign } from '../campaign-routers/service';
import { publicRelayLink } from '../relay-sessions/service';

/** Escapes text for an HTML attribute or element. */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type PageBrand = { meta: { title: string; description: string; image: string | null; favicon: string | null }; theme: ThemeDto };

const HEX = /^#[0-9a-f]{6}$/i;

async function bookingShell(c: { env: AppEnv['Bindings']; req: { url: string } }, brand?: PageBrand) {
  const url = new URL(c.req.url);
  const asset = await c.env.ASSETS.fetch(new Request(`${url.origin}/booking.html`));
  // A fresh Response: assets come back with immutable headers, and the security-headers middleware sets some.
  if (!brand || !asset.ok) return new Response(asset.body, asset);
  const { meta, theme } = brand;
  const color = HEX.test(theme.primaryColor) ? theme.primaryColor : '#4f46e5';
  // The theme is on the page before any script runs (no flash of the default look), and link previews
  // (Slack, e-mail, social) read the head tags without running any script.
  return new HTMLRewriter()
    .on('html', {
      element: (e) => {
        e.setAttribute('data-rw-style', theme.style);
        e.setAttribute('data-rw-mode', theme.colorMode);
        e.setAttribute('style', `--rw-brand:${color}`);
      },
    })
    .on('title', { element: (e) => void e.setInnerContent(meta.title) })
    .on('meta[name="theme-color"]', { element: (e) => void e.setAttribute('content', color) })
    .on('link[rel="icon"]', {
      element: (e) => {
        if (!meta.favicon) return;
        e.setAttribute('href', meta.favicon);
        e.removeAttribute('type');
      },
    })
    .on('head', {
      element: (e) =>
        void e.append(
          `<meta name="description" content="${esc(meta.description)}"><meta property="og:title" content="${esc(meta.title)}"><meta property="og:description" content="${esc(meta.description)}">${meta.image ? `<meta property="og:image" content="${esc(meta.image)}">` : ''}`,
          { html: true },
        ),
    })
    .transform(asset);
}

/**
 * A missing link's page, answered from the worker: the booking script is left out, so the browser asks
 * for no link or slots it would only get 404s for. A 200 document, so no failed load is logged either;
 * robots are told not to index it.
 */
function missingLinkPage(asset: Response) {
  const [title, body] = MESSAGES.notFound.split('! ');
  return new HTMLRewriter()
    .on('title', { element: (e) => void e.setInnerContent('Page not found') })
    .on('head', { element: (e) => void e.append('<meta name="robots" content="noindex">', { html: true }) })
    .on('script', { element: (e) => void e.remove() })
    .on('#rw-root', {
      element: (e) =>
        void e.setInnerContent(
          `<div class="rw-boot" style="flex-direction:column;text-align:center;padding:32px"><h1 style="margin:0 0 8px;font-size:22px;color:#111827">Page not found</h1><p style="margin:0;max-width:420px">${esc(`${title}! ${body}`)}</p></div>`,
          { html: true },
        ),
    })
    .transform(asset);
}

/** A page's brand, or null when what it shows does not exist (undefined on any other failure: the page loads unbranded). */
const brandOrMissing = (load: Promise<PageBrand>) =>
  load.catch((e: unknown) => (e instanceof DomainError && e.kind === 'not_found' ? null : undefined));

/** A link's page on its brand, or the missing-link page when the link does not exist. */
async function linkShell(c: { env: AppEnv['Bindings']; req: { url: string } }, load: Promise<PageBrand>) {
  const brand = await brandOrMissing(load);
  if (brand === null) {
    const asset = await c.env.ASSETS.fetch(new Request(`${new URL(c.req.url).origin}/booking.html`));
    if (asset.ok) return missingLinkPage(new Response(asset.body, asset));
  }
  return bookingShell(c, brand ?? undefined);
}

/**
 * The public pages outside the admin SPA: a link's booking page (/b/:slug), the prospect's manage
 * pages (/booking/:id/...), a member's home page (/u/:userSlug), a campaign router's link (/c/:org/:slug) and a
 * relay link (/relay/:token).
 * One light HTML entry serves them. The Outlook add-in's taskpanes (/outlook-addin/*) have their own.
 */
export const publicPages = new Hono<AppEnv>()
  .get('/b/:slug', (c) => linkShell(c, publicLink(c.env, c.var.db, c.req.param('slug'))))
  // A relay, pod or dedicated link's page: the prospect books with the rep the relay picks, on the brand.
  .get('/relay/:token', (c) => linkShell(c, publicRelayLink(c.var.db, c.req.param('token'))))
  .get('/booking/*', (c) => bookingShell(c))
  .get('/u/*', (c) => bookingShell(c))
  .get('/c/:org/:slug', async (c) =>
    bookingShell(c, (await brandOrMissing(publicCampaign(c.env, c.var.db, c.req.param('org'), c.req.param('slug')))) ?? undefined),
  )
  .get('/c/*', (c) => bookingShell(c))
  // The Outlook add-in's taskpanes (spec: /outlook-addin/links, /create-relay-session, /create-relay-meeting/[relayId]):
  // one page that reads its path; built by scripts/outlook-addin.mjs.
  .get('/outlook-addin/*', async (c) => {
    const asset = await c.env.ASSETS.fetch(new Request(`${new URL(c.req.url).origin}/outlook-addin.html`));
    return new Response(asset.body, asset);
  });
