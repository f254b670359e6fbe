import { ExternalLink, Mail } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** The share modal: the booking page URL to copy, open, or send by e-mail. */
export function ShareLinkDialog({
  link,
  open,
  onOpenChange,
}: DialogState & {
  link: Pick<MeetingLinkDto, 'name' | 'url'>;
}) {
  const mail = `mailto:?subject=${encodeURIComponent(`Book a meeting: ${link.name}`)}&body=${encodeURIComponent(`Pick a time that works for you: ${link.url}`)}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share “{link.name}”</DialogTitle>
          <DialogDescription>Anyone with this link can book a meeting through its booking page.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="share-url">Booking page URL</Label>
          <div className="flex gap-2">
            <Input id="share-url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={link.url} variant="default">
              Copy
            </CopyButton>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={link.url} target="_blank" rel="noreferrer">
              <ExternalLink /> Open booking page
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={mail}>
              <Mail /> Send by e-mail
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
