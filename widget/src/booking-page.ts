/**
 * The public booking pages' entry (dist/web/booking.js): reads the path and mounts one view into
 * #rw-root. /b/:slug books a meeting link, /booking/:id/(reschedule|cancel)?token= manages a booking,
 * /u/:userSlug is a member's home page, /c/:org/:slug a campaign router's link, /relay/:token a relay link. The worker serves booking.html for all of them.
 */
import { mountHomePage } from './scheduler/home-page';
import { mountLinkPage } from './scheduler/link-page';
import { mountManagePage } from './scheduler/manage-page';
import { failureView, mountApp } from './scheduler/views';
import { replace } from './scheduler/dom';
import { ApiFailure } from './scheduler/api';

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function main() {
  const root = document.getElementById('rw-root');
  if (!root) return;
  const path = location.pathname.replace(/\/+$/, '');
  let m: RegExpMatchArray | null;
  if ((m = path.match(/^\/b\/([^/]+)$/))) {
    mountLinkPage(root, { slug: decode(m[1]) });
  } else if ((m = path.match(/^\/booking\/([^/]+)\/(reschedule|cancel)$/))) {
    const mode = m[2] as 'reschedule' | 'cancel';
    document.title = mode === 'reschedule' ? 'Reschedule meeting' : 'Cancel meeting';
    mountManagePage(root, { id: decode(m[1]), mode, token: new URLSearchParams(location.search).get('token') });
  } else if ((m = path.match(/^\/c\/([^/]+)\/([^/]+)$/))) {
    // The campaign page is its own bundle, so the link pages' download does not grow with it.
    document.head.appendChild(Object.assign(document.createElement('script'), { src: '/campaign.js', async: true }));
  } else if (path === '/booking/theme-preview') {
    // The branding settings' live preview: its own bundle with sample data, like the campaign page.
    document.head.appendChild(Object.assign(document.createElement('script'), { src: '/theme-preview.js', async: true }));
  } else if (/^\/relay\/[^/]+$/.test(path)) {
    // A relay link's page is its own bundle too.
    document.head.appendChild(Object.assign(document.createElement('script'), { src: '/relay.js', async: true }));
  } else if ((m = path.match(/^\/u\/([^/]+)$/))) {
    mountHomePage(root, { slug: decode(m[1]), onLoad: (u) => (document.title = u.name) });
  } else {
    document.title = 'Page not found';
    replace(mountApp(root).card, failureView(new ApiFailure(404)));
  }
}

main();
