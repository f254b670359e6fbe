import * as React from 'react';
import { ImageOff } from 'lucide-react';

const isHttpUrl = (s: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s.trim());

/** Shows the logo the URL points at, or the company initial when there is none or it doesn't load. */
export function LogoPreview({ url, company }: { url: string; company: string }) {
  const [broken, setBroken] = React.useState(false);
  React.useEffect(() => setBroken(false), [url]);
  const valid = isHttpUrl(url);
  return (
    <div className="flex items-center gap-3">
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
        {valid && !broken ? (
          <img
            src={url.trim()}
            alt={`${company || 'Organization'} logo preview`}
            className="h-full w-full object-contain"
            onError={() => setBroken(true)}
          />
        ) : broken ? (
          <ImageOff className="h-5 w-5 text-muted-foreground" aria-hidden />
        ) : (
          <span className="text-xl font-semibold text-muted-foreground" aria-hidden>
            {(company.trim()[0] ?? '?').toUpperCase()}
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {broken ? "We couldn't load an image from this URL." : valid ? 'Preview' : 'No logo yet. Your company initial is shown instead.'}
      </p>
    </div>
  );
}
