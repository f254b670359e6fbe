import { Hono } from 'hono';
import type { AppEnv } from '../../env';
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
 * The public pages outside the admin SPA: a link's booking page (/b/:slug), the prospect's manage
 * pages (/booking/:id/...) and a member's home page (/u/:userSlug). One light HTML entry serves them.
 */
export const publicPages = new Hono<AppEnv>()
  .get('/b/:slug', async (c) => {
    const meta = await publicLink(c.var.db, c.req.param('slug'))
      .then((l) => l.meta)
      .catch(() => undefined);
    return bookingShell(c, meta);
  })
  .get('/booking/*', (c) => bookingShell(c))
  .get('/u/*', (c) => bookingShell(c));
