import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { MESSAGES } from '../../contracts/common';
import { DomainError } from '../../core/errors';
import { publicLink } from '../bookings/service';

/** Escapes text for an HTML attribute or element. */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function bookingShell(c: { env: AppEnv['Bindings']; req: { url: string } }, meta?: { title: string; description: string; image: string | null }) {
  const url = new URL(c.req.url);
  const asset = await c.env.ASSETS.fetch(new Request(`${url.origin}/booking.html`));
  // A fresh Response: assets come back with immutable headers, and the security-headers middleware sets some.
  if (!meta || !asset.ok) return new Response(asset.body, asset);
  // Link previews (Slack, e-mail, social) read these tags without running any script.
  return new HTMLRewriter()
    .on('title', { element: (e) => void e.setInnerContent(meta.title) })
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

/**
 * The public pages outside the admin SPA: a link's booking page (/b/:slug), the prospect's manage
 * pages (/booking/:id/...), a member's home page (/u/:userSlug) and a campaign router's link (/c/:org/:slug).
 * One light HTML entry serves them.
 */
export const publicPages = new Hono<AppEnv>()
  .get('/b/:slug', async (c) => {
    const meta = await publicLink(c.var.db, c.req.param('slug'))
      .then((l) => l.meta)
      .catch((e: unknown) => (e instanceof DomainError && e.kind === 'not_found' ? null : undefined));
    if (meta === null) {
      const asset = await c.env.ASSETS.fetch(new Request(`${new URL(c.req.url).origin}/booking.html`));
      if (asset.ok) return missingLinkPage(new Response(asset.body, asset));
    }
    return bookingShell(c, meta ?? undefined);
  })
  .get('/booking/*', (c) => bookingShell(c))
  .get('/u/*', (c) => bookingShell(c))
  .get('/c/*', (c) => bookingShell(c));
