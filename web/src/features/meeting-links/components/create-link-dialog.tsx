import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { ArrowLeft, User, Users } from 'lucide-react';
import { meetingLinkSchema, type MeetingLinkDto, type MeetingLinkValues } from '@contracts/meeting-links';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { applyServerErrors } from '@web/lib/forms';
import { slugify } from '@web/lib/utils';
import { useCreateMeetingLink } from '../api/create-meeting-link';
import { GroupFields } from './group-fields';
import { LINK_FIELDS, newLink, toPayload, type LinkForm, type LinkKind } from './link-form-model';
import { LinkSettingsFields } from './link-settings-fields';
import { slugBlocks } from './slug-field';
import { useSlugCheck } from './use-slug-check';

const KINDS: { kind: LinkKind; title: string; description: string; icon: React.ReactNode }[] = [
  {
    kind: 'personal',
    title: 'Personal link',
    description: 'Prospects book a meeting with one person.',
    icon: <User className="h-5 w-5" aria-hidden />,
  },
  {
    kind: 'group',
    title: 'Group link',
    description: 'A primary organizer and members, collectively or in turn.',
    icon: <Users className="h-5 w-5" aria-hidden />,
  },
];

/** The create modal: first Personal or Group, then name, slug, meeting type (and owner or members). */
export function CreateLinkDialog({
  open,
  onOpenChange,
  ownerUserId,
  canChooseOwner,
  initialKind,
  urlBase,
  onCreated,
}: DialogState & {
  ownerUserId: string;
  canChooseOwner: boolean;
  initialKind?: LinkKind;
  /** The booking pages' address up to the slug, when a saved link tells us the scheduler domain. */
  urlBase?: string;
  onCreated: (link: MeetingLinkDto) => void;
}) {
  const [kind, setKind] = React.useState<LinkKind | null>(initialKind ?? null);
  const create = useCreateMeetingLink();
  const form = useForm<LinkForm, unknown, MeetingLinkValues>({
    resolver: valibotResolver(meetingLinkSchema),
    defaultValues: newLink('personal', ownerUserId),
  });
  const check = useSlugCheck(form.watch('slug'));
  const slugTouched = React.useRef(false);
  React.useEffect(() => {
    if (!open) return;
    setKind(initialKind ?? null);
    slugTouched.current = false;
  }, [open, initialKind]);
  React.useEffect(() => {
    if (kind) form.reset(newLink(kind, ownerUserId));
  }, [kind, ownerUserId, form]);

  const submit = form.handleSubmit((values) => {
    if (slugBlocks(check, (message) => form.setError('slug', { type: 'async', message }))) return;
    create.mutate(toPayload(values), {
      onSuccess: (link) => {
        toast.success('Meeting link created');
        onOpenChange(false);
        onCreated(link);
      },
      onError: (e) => applyServerErrors(e, form.setError, LINK_FIELDS),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {!kind ? (
          <>
            <DialogHeader>
              <DialogTitle>New meeting link</DialogTitle>
              <DialogDescription>What kind of link do you want to create?</DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 sm:grid-cols-2">
              {KINDS.map((k) => (
                <button
                  key={k.kind}
                  type="button"
                  onClick={() => setKind(k.kind)}
                  className="grid gap-2 rounded-lg border p-4 text-left transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary/10 text-primary">{k.icon}</span>
                  <span className="font-medium">{k.title}</span>
                  <span className="text-sm text-muted-foreground">{k.description}</span>
                </button>
              ))}
            </div>
          </>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{kind === 'group' ? 'New group link' : 'New personal link'}</DialogTitle>
                <DialogDescription>You can add questions, colours and meta information after creating it.</DialogDescription>
              </DialogHeader>
              <div
                className="grid gap-4"
                onChangeCapture={(e) => (e.target as HTMLElement).id === 'link-slug' && (slugTouched.current = true)}
              >
                <LinkSettingsFields
                  check={check}
                  prefix={urlBase ?? `${window.location.origin}/b/`}
                  canChooseOwner={canChooseOwner}
                  onNameChange={(name) => !slugTouched.current && form.setValue('slug', slugify(name))}
                />
                {kind === 'group' && <GroupFields canChooseOrganizer={canChooseOwner} />}
              </div>
              <DialogFooter className="sm:justify-between">
                {!initialKind ? (
                  <Button type="button" variant="ghost" onClick={() => setKind(null)}>
                    <ArrowLeft /> Back
                  </Button>
                ) : (
                  <span />
                )}
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={create.isPending}>
                    Create link
                  </Button>
                </div>
              </DialogFooter>
            </form>
          </FormProvider>
        )}
      </DialogContent>
    </Dialog>
  );
}
