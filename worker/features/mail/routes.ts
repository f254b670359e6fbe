import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { isLocalDev } from '../../http/local-dev';
import { validate } from '../../http/validate';
import { renderPending } from './parts/delivery';
import { findOutbox, listRecent } from './repo';

/**
 * The local mailbox: every e-mail the product wrote, readable in the browser. It exists only outside
 * production; there it answers 404 like any unknown path.
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
    await next();
  })
  .get('/', validate('query', v.object({ to: v.optional(v.string()) })), async (c) => {
    // A meeting e-mail the consumer has not rendered yet is shown as it will be sent.
    await renderPending(c.var.db);
    const rows = await listRecent(c.var.db, c.req.valid('query').to?.toLowerCase());
    return c.json({
      data: rows.map(({ html: _h, facts: _f, attachments, ...r }) => ({
        ...r,
        attachmentCount: attachments.length,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    });
  })
  .get('/:id', validate('param', v.object({ id: v.string() })), async (c) => {
    await renderPending(c.var.db, Date.now(), [c.req.valid('param').id]);
    const row = await findOutbox(c.var.db, c.req.valid('param').id);
    if (!row) throw notFound('E-mail');
    // The facts are what the e-mail was rendered from; the mailbox shows the e-mail.
    const { facts: _f, ...mail } = row;
    return c.json({ data: { ...mail, createdAt: new Date(row.createdAt).toISOString() } });
  });

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** A dependency-free HTML page over the same rows, so links in e-mails can be clicked during development. */
export const mailboxPage = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
    await next();
  })
  .get('/', async (c) => {
    await renderPending(c.var.db);
    const rows = await listRecent(c.var.db);
    const items = rows
      .map(
        (r) =>
          `<article data-testid="mail" data-to="${esc(r.to)}"><header><strong>${esc(r.subject)}</strong> &rarr; ${esc(r.to)} <small>${new Date(r.createdAt).toISOString()} · ${r.status}</small>${r.sentFrom ? `<div data-testid="mail-from">From: ${esc(r.sentFrom)}</div>` : ''}</header><pre>${linkify(r.text)}</pre>${r.attachments.map((a) => `<div>📎 ${esc(a.filename)}</div>`).join('')}${r.html ? `<p><a href="/dev/mailbox/${encodeURIComponent(r.id)}/html" target="_blank">View as HTML</a></p>` : ''}</article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>Local mailbox</title><style>body{font-family:system-ui;margin:2rem;max-width:900px}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Local mailbox</h1><p>${rows.length} e-mails (newest first). This page exists only in development.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`,
    );
  })
  // The HTML part as a mail client would show it; sandboxed, so nothing in it runs with the app's origin.
  .get('/:id/html', validate('param', v.object({ id: v.string() })), async (c) => {
    await renderPending(c.var.db, Date.now(), [c.req.valid('param').id]);
    const row = await findOutbox(c.var.db, c.req.valid('param').id);
    if (!row?.html) throw notFound('E-mail');
    return c.body(row.html, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
    });
  });
