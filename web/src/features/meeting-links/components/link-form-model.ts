import type { CustomMeetingType, LinkQuestion, MeetingLinkDto, MeetingLinkInput, MeetingLinkValues } from '@contracts/meeting-links';
import { LOCATION_LABELS } from '@contracts/meeting-types';
import { minutesLabel } from '@contracts/scheduling-constants';

export type LinkForm = MeetingLinkInput;
export type LinkKind = LinkForm['kind'];
export const KIND_LABELS: Record<LinkKind, string> = { personal: 'Personal', group: 'Group' };
export const GROUP_MODE_LABELS = { collective: 'Collective', round_robin: 'Round robin' } as const;
export const DEFAULT_APPEARANCE = { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' } as const;
/** What a link's own ("Custom") meeting type starts with; everything else comes from the meeting type defaults. */
export const DEFAULT_CUSTOM_MEETING_TYPE: CustomMeetingType = {
  durationMinutes: 30,
  locationType: 'video',
  customLocation: '',
  description: '',
};

/** Every top-level field, for putting server errors next to the right control. */
export const LINK_FIELDS = [
  'kind',
  'name',
  'slug',
  'ownerUserId',
  'groupMode',
  'memberIds',
  'meetingTypeId',
  'customMeetingType',
  'questions',
  'appearance',
  'redirectUrl',
  'metaTitle',
  'metaDescription',
  'metaImage',
] as const;

export function newLink(kind: LinkKind, ownerUserId: string | null): LinkForm {
  return {
    kind,
    name: '',
    slug: '',
    ownerUserId,
    groupMode: kind === 'group' ? 'collective' : null,
    memberIds: [],
    meetingTypeId: '',
    customMeetingType: null,
    questions: [],
    appearance: { ...DEFAULT_APPEARANCE },
    redirectUrl: '',
    metaTitle: '',
    metaDescription: '',
    metaImage: '',
  };
}

/** A saved link as form values: nulls become empty strings so inputs stay controlled. */
export function fromDto(link: MeetingLinkDto): LinkForm {
  return {
    kind: link.kind,
    name: link.name,
    slug: link.slug,
    ownerUserId: link.ownerUserId,
    groupMode: link.kind === 'group' ? (link.groupMode ?? 'collective') : null,
    memberIds: link.memberIds,
    // A custom meeting type is the link's own: the server keeps its id, the form sends only the settings.
    meetingTypeId: link.customMeetingType ? '' : link.meetingTypeId,
    customMeetingType: link.customMeetingType ? { ...link.customMeetingType } : null,
    questions: link.questions.map((q) => ({ ...q, options: [...q.options] })),
    appearance: { ...link.appearance },
    redirectUrl: link.redirectUrl ?? '',
    metaTitle: link.metaTitle ?? '',
    metaDescription: link.metaDescription ?? '',
    metaImage: link.metaImage ?? '',
  };
}

/** What goes to the server: a custom meeting type with no id, or an existing one with no custom settings. */
export const toPayload = (values: MeetingLinkValues): MeetingLinkValues =>
  values.customMeetingType ? { ...values, meetingTypeId: '' } : { ...values, customMeetingType: null };

/** 'Intro call' for a shared meeting type; 'Custom · 45 minutes · Phone' for the link's own. */
export const meetingTypeText = (link: MeetingLinkDto) =>
  link.customMeetingType
    ? `Custom · ${minutesLabel(link.customMeetingType.durationMinutes)} · ${LOCATION_LABELS[link.customMeetingType.locationType]}`
    : link.meetingTypeName;

/** A copy of a link under a new name and slug (the clone modal). */
export const cloneOf = (link: MeetingLinkDto, name: string, slug: string): LinkForm => ({ ...fromDto(link), name, slug });

/** The public address without the slug, for the slug field's prefix. */
export const urlPrefix = (url: string, slug: string) =>
  url.endsWith(encodeURIComponent(slug)) ? url.slice(0, url.length - encodeURIComponent(slug).length) : `${window.location.origin}/b/`;

let seq = 0;
export const newQuestion = (type: LinkQuestion['type']): LinkQuestion => ({
  id: `q${Date.now().toString(36)}${(seq++).toString(36)}`,
  type,
  question: '',
  placeholder: '',
  options: type === 'radiobutton' || type === 'dropdown' ? [''] : [],
  required: false,
  crmField: null,
});
