import { browserTimezone } from '@web/components/ui/browser-timezone';
import { useSession } from './session';

/** The zone the signed-in member reads times in: their own (profile), else the browser's until the session loads. */
export function useViewerZone(): string {
  return useSession().data?.user.timezone || browserTimezone();
}

/** An instant as a member reads it, in their zone: "Nov 29, 2026, 10:05 AM". */
export function instantIn(iso: string | number, zone: string, withTime = true): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  })
    .format(d)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** `instantIn` bound to the viewer's zone, for pages that show several instants. */
export function useInstantFormat(): (iso: string | number, withTime?: boolean) => string {
  const zone = useViewerZone();
  return (iso, withTime = true) => instantIn(iso, zone, withTime);
}
