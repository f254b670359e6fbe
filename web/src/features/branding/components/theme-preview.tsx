import * as React from 'react';
import type { ThemeDto } from '@contracts/branding';

/**
 * The live preview: the real booking page (/booking/theme-preview, the scheduler with sample times) in a
 * frame; every change of the theme is posted to it, and it draws itself again.
 */
export function ThemePreview({ theme, company, logoUrl }: { theme: ThemeDto; company: string; logoUrl: string | null }) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    const onMessage = (e: MessageEvent<{ previewReady?: boolean }>) => {
      if (e.origin === location.origin && e.source === frame.current?.contentWindow && e.data?.previewReady) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  React.useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ preview: { theme, company, logoUrl } }, location.origin);
  }, [ready, theme, company, logoUrl]);
  return (
    <iframe
      ref={frame}
      title="Booking page preview"
      src="/booking/theme-preview"
      className="h-[720px] w-full rounded-lg border bg-white"
      data-ready={ready ? '' : undefined}
    />
  );
}
