import * as React from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { meetingLinkSchema, type MeetingLinkDto, type MeetingLinkValues } from '@contracts/meeting-links';
import { FormSheet } from '@web/components/ui/form-sheet';
import { applyServerErrors } from '@web/lib/forms';
import { useUpdateMeetingLink } from '../api/update-meeting-link';
import { GroupFields } from './group-fields';
import { fromDto, LINK_FIELDS, toPayload, urlPrefix, type LinkForm } from './link-form-model';
import { LinkHeader } from './link-header';
import { LinkSettingsFields } from './link-settings-fields';
import { GroupSummary, MetaSummary, PageSummary, QuestionsSummary, SectionCard, SettingsSummary } from './link-summaries';
import { MetaFields, PageSettingsFields } from './page-settings-fields';
import { QuestionsEditor } from './questions-editor';
import { slugBlocks } from './slug-field';
import { useSlugCheck } from './use-slug-check';

type SectionId = 'settings' | 'group' | 'questions' | 'page' | 'meta';
type Section = {
  title: string;
  description: string;
  fields: readonly (keyof LinkForm)[];
  wide?: boolean;
  /** What the section's card shows of the link. */
  summary: (p: { link: MeetingLinkDto }) => React.ReactNode;
};
const SECTIONS: Record<SectionId, Section> = {
  settings: {
    title: 'Link settings',
    description: 'Name, slug and the meeting type it books.',
    fields: ['name', 'slug', 'meetingTypeId', 'customMeetingType', 'ownerUserId'],
    summary: SettingsSummary,
  },
  group: {
    title: 'Group settings',
    description: 'Primary organizer, members and how meetings are shared out.',
    fields: ['ownerUserId', 'memberIds', 'groupMode'],
    summary: GroupSummary,
  },
  questions: {
    title: 'Page questions',
    description: 'What the booking page asks besides name and e-mail.',
    fields: ['questions'],
    wide: true,
    summary: QuestionsSummary,
  },
  page: {
    title: 'Page settings',
    description: 'Colours, language and the redirect after booking.',
    fields: ['appearance', 'redirectUrl'],
    summary: PageSummary,
  },
  meta: {
    title: 'Meta information',
    description: 'How the link looks when shared in chats and social posts.',
    fields: ['metaTitle', 'metaDescription', 'metaImage'],
    summary: MetaSummary,
  },
};

export type LinkEditorProps = {
  link: MeetingLinkDto;
  /** Admins may give a link to anyone (owner or primary organizer). */
  canChooseOwner: boolean;
  /** Managers see others' links but only Admins change them. */
  readOnly?: boolean;
  showOwner?: boolean;
  onSaved?: (link: MeetingLinkDto) => void;
  onDeleted: () => void;
};

/** The one meeting link editor behind every edit route: section cards that open slide-outs, each saving the link. */
export function LinkEditor({ link, canChooseOwner, readOnly, showOwner = false, onSaved, onDeleted }: LinkEditorProps) {
  const form = useForm<LinkForm, unknown, MeetingLinkValues>({
    resolver: valibotResolver(meetingLinkSchema),
    defaultValues: fromDto(link),
  });
  const update = useUpdateMeetingLink(link.id);
  const [open, setOpen] = React.useState<SectionId | null>(null);
  const check = useSlugCheck(form.watch('slug'), { excludeId: link.id, savedSlug: link.slug });
  React.useEffect(() => {
    if (!open) form.reset(fromDto(link));
  }, [link, open, form]);

  const section = open ? SECTIONS[open] : null;
  const close = () => {
    form.reset(fromDto(link));
    setOpen(null);
  };
  const onInvalid = (errors: FieldErrors<LinkForm>) => {
    const elsewhere = Object.keys(errors).filter((k) => !section?.fields.includes(k as keyof LinkForm));
    if (elsewhere.length) toast.error('Some other settings of this link are invalid. Please review them.');
  };
  const save = form.handleSubmit((values) => {
    if (open === 'settings' && slugBlocks(check, (message) => form.setError('slug', { type: 'async', message }))) return;
    update.mutate(toPayload(values), {
      onSuccess: (saved) => {
        toast.success('Meeting link updated');
        form.reset(fromDto(saved));
        setOpen(null);
        onSaved?.(saved);
      },
      onError: (e) => applyServerErrors(e, form.setError, LINK_FIELDS),
    });
  }, onInvalid);
  const edit = (id: SectionId) => (readOnly ? undefined : () => setOpen(id));

  return (
    <div>
      <LinkHeader link={link} showOwner={showOwner} canDelete={!readOnly} onDeleted={onDeleted} />
      {readOnly && (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Only Admins can change meeting links of other users.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {(Object.keys(SECTIONS) as SectionId[])
          .filter((id) => id !== 'group' || link.kind === 'group')
          .map((id) => {
            const { title, description, summary: Summary } = SECTIONS[id];
            return (
              <SectionCard key={id} title={title} description={description} onEdit={edit(id)}>
                <Summary link={link} />
              </SectionCard>
            );
          })}
      </div>
      <FormProvider {...form}>
        <FormSheet
          open={!!open}
          onOpenChange={(o) => !o && close()}
          className={section?.wide ? 'max-w-2xl' : undefined}
          title={section?.title}
          description={section?.description}
          onSubmit={save}
          submitLabel="Save"
          pending={update.isPending}
        >
          {open === 'settings' && (
            <LinkSettingsFields check={check} prefix={urlPrefix(link.url, link.slug)} canChooseOwner={canChooseOwner} />
          )}
          {open === 'group' && <GroupFields canChooseOrganizer={canChooseOwner} />}
          {open === 'questions' && <QuestionsEditor />}
          {open === 'page' && <PageSettingsFields />}
          {open === 'meta' && <MetaFields />}
        </FormSheet>
      </FormProvider>
    </div>
  );
}
