import { Copy, Link2, Share2, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { RELAY_MESSAGES } from '@contracts/relay';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { useDeleteRelayLink } from '../api/relay-links';

/** Copies a relay link with the spec's failure message. */
export async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    toast.success('Copied');
  } catch {
    toast.error(RELAY_MESSAGES.copyFailed);
  }
}

async function share(link: RelayLinkDto) {
  const text = `Book a meeting: ${link.url}`;
  if (navigator.share) {
    try {
      await navigator.share({ title: link.relayName, text, url: link.url });
      return;
    } catch {
      // The user closed the share sheet: fall back to copying.
    }
  }
  await copyLink(link.url);
}

/** One relay, pod or dedicated link with its copy, share and (dedicated only) remove actions. */
export function LinkRow({ link, canDelete }: { link: RelayLinkDto; canDelete: boolean }) {
  const remove = useDeleteRelayLink();
  const title =
    link.kind === 'relay'
      ? `${link.userName ?? 'Member'}'s relay link`
      : link.kind === 'pod'
        ? `Pod link: ${link.podName ?? 'pod'}`
        : `Dedicated link for ${link.prospectName}`;
  return (
    <li className="grid gap-2 border-b py-2 last:border-b-0 sm:flex sm:items-center" data-testid={`relay-link-${link.kind}`}>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link2 className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{title}</p>
          <p className="truncate text-xs text-muted-foreground">
            {link.kind === 'dedicated' ? `${link.prospectEmail} · ` : ''}
            {link.url}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyLink(link.url)} aria-label={`Copy ${title}`}>
          <Copy /> Copy
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => void share(link)} aria-label={`Share ${title}`}>
          <Share2 /> Share
        </Button>
        {canDelete && link.kind === 'dedicated' && (
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${title}`} onClick={() => remove.mutate(link.id)}>
            <Trash2 />
          </Button>
        )}
      </div>
    </li>
  );
}
