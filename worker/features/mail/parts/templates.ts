/** A plain e-mail with one call-to-action link, as text and as minimal HTML. */
export function linkEmail(opts: { greeting: string; lines: string[]; cta: string; url: string; footer?: string }) {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const text = [opts.greeting, '', ...opts.lines, '', `${opts.cta}: ${opts.url}`, '', opts.footer ?? ''].join('\n').trim();
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>${esc(opts.greeting)}</p>${opts.lines.map((l) => `<p>${esc(l)}</p>`).join('')}
<p><a href="${esc(opts.url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${esc(opts.cta)}</a></p>
<p style="color:#666;font-size:12px">${esc(opts.footer ?? '')}</p></body></html>`;
  return { text, html };
}
