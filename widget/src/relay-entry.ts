/**
 * A relay link page's entry (dist/web/relay.js), which booking.js loads for /relay/:token: mounts the relay
 * page into #rw-root. Its own bundle, as the campaign page is, so the meeting link pages' download does not
 * grow with it.
 */
import { mountRelayPage } from './scheduler/relay-page';

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const root = document.getElementById('rw-root');
const m = location.pathname.replace(/\/+$/, '').match(/^\/relay\/([^/]+)$/);
if (root && m) mountRelayPage(root, { token: decode(m[1]) });
