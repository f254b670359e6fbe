/**
 * The campaign link page's entry (dist/web/campaign.js), which booking.js loads for /c/:org/:slug:
 * mounts the campaign page into #rw-root.
 */
import { mountCampaignPage } from './campaign-page';

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const root = document.getElementById('rw-root');
const m = location.pathname.replace(/\/+$/, '').match(/^\/c\/([^/]+)\/([^/]+)$/);
if (root && m) mountCampaignPage(root, { org: decode(m[1]), slug: decode(m[2]) });
