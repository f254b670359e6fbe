import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Copy, ExternalLink, Pencil, Share2, Trash2 } from 'lucide-react';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { InitialsAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@web/components/ui/dropdown-menu';
import { RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { useDeleteMeetingLink } from '../api/delete-meeting-link';
import { CloneLinkDialog } from './clone-link-dialog';
import { GROUP_MODE_LABELS, KIND_LABELS, meetingTypeText } from './link-form-model';
import { ShareLinkDialog } from './share-link-dialog';

/** A meeting link card: name, meeting type, URL with copy, and share / edit / clone / delete. */
export function LinkCard({
  link,
  editPath,
  showOwner,
  canChange,
}: {
  link: MeetingLinkDto;
  editPath: (l: MeetingLinkDto) => string;
  showOwner?: boolean;
  canChange: boolean;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = React.useState<'share' | 'clone' | 'delete' | null>(null);
  const remove = useDeleteMeetingLink();
  const close = (o: boolean) => !o && setDialog(null);
  return (
    <Card className="flex flex-col">
      <div className="h-1 rounded-t-lg" style={{ background: link.appearance.buttonColor }} aria-hidden />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold">
              <Link to={editPath(link)} className="hover:underline focus-visible:underline focus-visible:outline-none">
                {link.name}
              </Link>
            </h3>
            <p className="truncate text-sm text-muted-foreground">{meetingTypeText(link)}</p>
          </div>
          <RowActionsMenu name={link.name} className="-mr-2 -mt-1 shrink-0">
            <DropdownMenuItem onSelect={() => navigate(editPath(link))}>
              <Pencil /> {canChange ? 'Edit' : 'View'}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('share')}>
              <Share2 /> Share
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={link.url} target="_blank" rel="noreferrer">
                <ExternalLink /> Open booking page
              </a>
            </DropdownMenuItem>
            {canChange && (
              <>
                <DropdownMenuItem onSelect={() => setDialog('clone')}>
                  <Copy /> Clone
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => setDialog('delete')} className="text-destructive focus:text-destructive">
                  <Trash2 /> Delete
                </DropdownMenuItem>
              </>
            )}
          </RowActionsMenu>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={link.kind === 'group' ? 'warning' : 'default'}>{KIND_LABELS[link.kind]}</Badge>
          {link.kind === 'group' && <Badge variant="outline">{GROUP_MODE_LABELS[link.groupMode ?? 'collective']}</Badge>}
          {link.questions.length > 0 && (
            <Badge variant="secondary">
              {link.questions.length} question{link.questions.length === 1 ? '' : 's'}
            </Badge>
          )}
        </div>
        {showOwner && (
          <div className="flex items-center gap-2 text-sm">
            <InitialsAvatar name={link.owner.name} className="h-6 w-6 text-[10px]" />
            <span className="truncate">{link.owner.name}</span>
            {link.kind === 'group' && link.members.length > 0 && (
              <span className="shrink-0 text-muted-foreground">+{link.members.length}</span>
            )}
          </div>
        )}
        <div className="mt-auto flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pl-2.5 pr-0.5 text-xs">
          <span className="min-w-0 flex-1 truncate text-muted-foreground" title={link.url}>
            {link.url.replace(/^https?:\/\//, '')}
          </span>
          <CopyButton value={link.url} variant="ghost" size="icon" className="h-7 w-7" label={`Copy URL of ${link.name}`} />
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => setDialog('share')}>
            <Share2 /> Share
          </Button>
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={editPath(link)}>
              <Pencil /> {canChange ? 'Edit' : 'View'}
            </Link>
          </Button>
        </div>
      </div>
      <ShareLinkDialog link={link} open={dialog === 'share'} onOpenChange={close} />
      {canChange && <CloneLinkDialog link={link} open={dialog === 'clone'} onOpenChange={close} />}
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        kind="meeting link"
        name={link.name}
        impacted={[`The booking page ${link.url} stops working`]}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(link.id, { onSuccess: () => setDialog(null) })}
      />
    </Card>
  );
}
