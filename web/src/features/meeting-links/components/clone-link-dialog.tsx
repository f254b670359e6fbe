import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { meetingLinkSchema, type MeetingLinkDto, type MeetingLinkValues } from '@contracts/meeting-links';
import { Dialog, DialogContent, DialogDescription, DialogSubmitFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { DialogState } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { slugify } from '@web/lib/utils';
import { useCreateMeetingLink } from '../api/create-meeting-link';
import { cloneOf, LINK_FIELDS, toPayload, urlPrefix, type LinkForm } from './link-form-model';
import { slugBlocks, SlugField } from './slug-field';
import { useSlugCheck } from './use-slug-check';

/** The clone modal: a copy of the link with everything but its name and slug. */
export function CloneLinkDialog({
  link,
  open,
  onOpenChange,
  onCloned,
}: DialogState & {
  link: MeetingLinkDto;
  onCloned?: (copy: MeetingLinkDto) => void;
}) {
  const create = useCreateMeetingLink();
  const initial = React.useCallback(() => cloneOf(link, `Copy of ${link.name}`.slice(0, 120), slugify(`${link.slug}-copy`)), [link]);
  const form = useForm<LinkForm, unknown, MeetingLinkValues>({ resolver: valibotResolver(meetingLinkSchema), defaultValues: initial() });
  const check = useSlugCheck(form.watch('slug'));
  const slugTouched = React.useRef(false);
  React.useEffect(() => {
    if (open) {
      form.reset(initial());
      slugTouched.current = false;
    }
  }, [open, form, initial]);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (slugBlocks(check, (message) => form.setError('slug', { type: 'async', message }))) return;
    create.mutate(toPayload(values), {
      onSuccess: (copy) => {
        toast.success('Meeting link cloned');
        onOpenChange(false);
        onCloned?.(copy);
      },
      onError: (e) => applyServerErrors(e, form.setError, LINK_FIELDS),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Clone “{link.name}”</DialogTitle>
              <DialogDescription>
                The copy keeps the meeting type, questions and page settings. Give it its own name and slug.
              </DialogDescription>
            </DialogHeader>
            <FormField id="clone-name" label="Name" error={errors.name?.message}>
              <Input
                {...form.register('name', { onChange: (e) => !slugTouched.current && form.setValue('slug', slugify(e.target.value)) })}
              />
            </FormField>
            <div onChangeCapture={() => (slugTouched.current = true)}>
              <SlugField id="clone-slug" check={check} prefix={urlPrefix(link.url, link.slug)} />
            </div>
            <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={create.isPending}>
              Clone link
            </DialogSubmitFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
