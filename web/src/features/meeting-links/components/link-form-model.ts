import type { LinkQuestion, MeetingLinkDto, MeetingLinkInput } from '@contracts/meeting-links';

export type LinkForm = MeetingLinkInput;
export type LinkKind = LinkForm['kind'];
export const KIND_LABELS: Record<LinkKind, string> = { personal: 'Personal', group: 'Group' };
export const GROUP_MODE_LABELS = { collective: 'Collective', round_robin: 'Round robin' } as const;
export const DEFAULT_APPEARANCE = { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' } as const;

/** Every top-level field, for putting server errors next to the right control. */
export const LINK_FIELDS = ['kind', 'name', 'slug', 'ownerUserId', 'groupMode', 'memberIds', 'meetingTypeId', 'questions', 'appearance', 'redirectUrl', 'metaTitle', 'metaDescription', 'metaImage'] as const;

export function newLink(kind: LinkKind, ownerUserId: string | null): LinkForm {
  return {
    kind,
    name: '',
    slug: '',
    ownerUserId,
    groupMode: kind === 'group' ? 'collective' : null,
    memberIds: [],
    meetingTypeId: '',
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
    meetingTypeId: link.meetingTypeId,
    questions: link.questions.map((q) => ({ ...q, options: [...q.options] })),
    appearance: { ...link.appearance },
    redirectUrl: link.redirectUrl ?? '',
    metaTitle: link.metaTitle ?? '',
    metaDescription: link.metaDescription ?? '',
    metaImage: link.metaImage ?? '',
  };
}

/** A copy of a link under a new name and slug (the clone modal). */
export const cloneOf = (link: MeetingLinkDto, name: string, slug: string): LinkForm => ({ ...fromDto(link), name, slug });

/** 'Intro Call (EMEA)' -> 'intro-call-emea', within the allowed slug characters. */
export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** The public address without the slug, for the slug field's prefix. */
export const urlPrefix = (url: string, slug: string) => (url.endsWith(encodeURIComponent(slug)) ? url.slice(0, url.length - encodeURIComponent(slug).length) : `${window.location.origin}/b/`);

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
