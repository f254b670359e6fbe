// Reads the prospect from the page where it can; the hand-over panel lets the seller type or correct it.
// Each reader knows one site's markup as of 2026; when a site changes, the fields are simply left empty.

export type Prospect = { email: string; name: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const attr = (el: Element | null, name: string) => el?.getAttribute(name)?.trim() ?? '';
const text = (el: Element | null) => el?.textContent?.trim().replace(/\s+/g, ' ') ?? '';
const mailto = (root: ParentNode = document) => {
  const a = root.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
  return a ? decodeURIComponent(a.getAttribute('href')!.slice(7).split('?')[0]) : '';
};

/** Gmail: the recipients of an open compose window, else the sender of the open message. */
function gmail(): Prospect {
  const compose = document.querySelector('[role="dialog"]');
  const recipient = compose?.querySelector('[data-hovercard-id*="@"], span[email]');
  if (recipient)
    return {
      email: attr(recipient, 'data-hovercard-id') || attr(recipient, 'email'),
      name: attr(recipient, 'data-name') || attr(recipient, 'name'),
    };
  const senders = document.querySelectorAll('span.gD[email], h3 span[email]');
  const sender = senders[senders.length - 1] ?? null; // the last message of the thread is the one open
  return { email: attr(sender, 'email'), name: attr(sender, 'name') || text(sender) };
}

/** LinkedIn: the profile's name; the e-mail only where the contact info shows it. */
const linkedin = (): Prospect => ({ email: mailto(), name: text(document.querySelector('main h1')) });

/** HubSpot and Salesforce records: the record's title and its first e-mail link. */
const crmRecord = (): Prospect => ({
  email: mailto(),
  name: text(document.querySelector('[data-selenium-test="highlightTitle"], .slds-page-header__title, h1')),
});

export function readProspect(host = location.hostname): Prospect {
  const p = host === 'mail.google.com' ? gmail() : host.endsWith('linkedin.com') ? linkedin() : crmRecord();
  return { email: EMAIL.test(p.email) ? p.email.toLowerCase() : '', name: p.name.slice(0, 120) };
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * The utm_* parameters of the page the seller hands over from (a CRM or landing page reached from a
 * campaign link), each trimmed and clipped to the API's 300 characters; the meeting keeps them.
 */
export function pageUtm(href: string): Partial<Record<(typeof UTM_KEYS)[number], string>> {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return {};
  }
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().replace(/\s+/g, ' ');
    if (value) utm[key] = value.slice(0, 300);
  }
  return utm;
}
