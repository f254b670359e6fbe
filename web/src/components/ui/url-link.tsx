import { ExternalLink } from 'lucide-react';

/** A web address shown as itself, opening in a new tab; a long one breaks anywhere rather than widen its card. */
export function UrlLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all font-medium text-primary hover:underline"
    >
      {url} <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
    </a>
  );
}
