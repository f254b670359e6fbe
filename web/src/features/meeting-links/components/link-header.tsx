import * as React from 'react';
import { ExternalLink, Share2, Trash2 } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { PageHeader } from '@web/components/ui/page';
import { useDeleteMeetingLink } from '../api/delete-meeting-link';
import { KIND_LABELS, meetingTypeText } from './link-form-model';
import { ShareLinkDialog } from './share-link-dialog';

/** The editor's heading: name, kind, owner, the public URL with copy/open/share, and delete. */
export function LinkHeader({
  link,
  showOwner,
  canDelete,
  onDeleted,
}: {
  link: MeetingLinkDto;
  showOwner: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const [share, setShare] = React.useState(false);
  const [confirm, setConfirm] = React.useState(false);
  const remove = useDeleteMeetingLink();
  return (
    <div className="mb-6 grid gap-3">
      <PageHeader
        className="mb-0"
        title={link.name}
        badge={<Badge variant={link.kind === 'group' ? 'warning' : 'default'}>{KIND_LABELS[link.kind]}</Badge>}
        description={
          <>
            {meetingTypeText(link)}
            {showOwner && ` · Owned by ${link.owner.name}`}
          </>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setShare(true)}>
              <Share2 /> Share
            </Button>
            {canDelete && (
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirm(true)}>
                <Trash2 /> Delete
              </Button>
            )}
          </>
        }
      />
      <div className="flex min-w-0 items-center gap-1 rounded-md border bg-muted/40 py-1 pl-3 pr-1 text-sm">
        <a href={link.url} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate font-medium text-primary hover:underline">
          {link.url}
        </a>
        <CopyButton value={link.url} variant="ghost" size="icon" label="Copy link URL" />
        <Button asChild variant="ghost" size="icon" aria-label="Open booking page">
          <a href={link.url} target="_blank" rel="noreferrer">
            <ExternalLink />
          </a>
        </Button>
      </div>
      <ShareLinkDialog link={link} open={share} onOpenChange={setShare} />
      <ConfirmDeleteDialog
        open={confirm}
        onOpenChange={setConfirm}
        kind="meeting link"
        name={link.name}
        impacted={[`The booking page ${link.url} stops working`]}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(link.id, { onSuccess: () => (setConfirm(false), onDeleted()) })}
      />
    </div>
  );
}
