/**
 * The theme preview (dist/web/theme-preview.js), which booking.js loads for /booking/theme-preview: the
 * real booking page with a sample link and sample times, framed by /settings/branding/widget-customisation.
 * The settings page posts the theme being edited ({ theme, company, logoUrl }); the page is drawn again with it.
 */
import type { PublicLinkDto } from '@contracts/booking';
import type { ThemeDto } from '@contracts/branding';
import { createApi } from './scheduler/api';
import { mountLinkPage } from './scheduler/link-page';

type Preview = { theme: ThemeDto; company: string; logoUrl: string | null };

const link = (p: Preview): PublicLinkDto => ({
  slug: 'preview',
  name: 'Product demo',
  kind: 'personal',
  host: { name: 'Ursula Rep', avatarUrl: null },
  organization: { company: p.company, logoUrl: p.logoUrl },
  meetingType: {
    name: 'Product demo',
    description: 'A 30 minute walk through the product, with time for your questions.',
    durationMinutes: 30,
    locationType: 'video',
    slotTimeFormat: '12h',
    layout: 'columns',
    color: p.theme.primaryColor,
    greetingText: '',
    dayVisibility: 'all_days',
  },
  questions: [],
  appearance: { linkColor: p.theme.primaryColor, buttonColor: p.theme.primaryColor, language: 'en' },
  redirectUrl: null,
  meta: { title: 'Preview', description: '', image: null, favicon: null },
  theme: p.theme,
  postBooking: { mode: 'stay', seconds: 10 },
  customCode: null,
});

/** Weekday times from tomorrow on, so the calendar always has days to choose. */
function slots(fromIso: string, toIso: string) {
  const out: { start: string; end: string }[] = [];
  const day = new Date(fromIso);
  day.setUTCHours(0, 0, 0, 0);
  for (let d = new Date(day.getTime() + 86_400_000); d.getTime() < Date.parse(toIso); d = new Date(d.getTime() + 86_400_000)) {
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    for (const h of [9, 9.5, 11, 14, 15.5]) {
      const start = d.getTime() + h * 3_600_000;
      out.push({ start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() });
    }
  }
  return out;
}

function render(root: HTMLElement, p: Preview) {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  const api = createApi('', (input: string) => {
    const url = new URL(input, location.origin);
    if (url.pathname.endsWith('/slots')) return json({ slots: slots(url.searchParams.get('from')!, url.searchParams.get('to')!) });
    return json({ data: link(p) });
  });
  mountLinkPage(root, { slug: 'preview', api, navigate: () => undefined });
}

const root = document.getElementById('rw-root');
const defaults: Preview = {
  theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
  company: 'Your company',
  logoUrl: null,
};
if (root) {
  document.title = 'Theme preview';
  render(root, defaults);
  window.addEventListener('message', (e: MessageEvent<{ preview?: Preview }>) => {
    if (e.origin !== location.origin || !e.data?.preview?.theme) return;
    render(root, e.data.preview);
  });
  window.parent?.postMessage({ previewReady: true }, location.origin);
}
