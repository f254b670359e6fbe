import * as v from 'valibot';
import { isSingleLine, MESSAGES, multiLine, requiredString, singleLine } from './common';

export const SLUG_PATTERN = /^[A-Za-z0-9._-]+$/;
export const LINK_MESSAGES = {
  slugInUse: 'Meeting link slug is already in use',
  linkInUse: 'This meeting link is already in use.',
  userSlugInUse: 'This User slug is already in use.',
  invalidSlug: 'Invalid Slug',
  invalidUrl: 'Please enter valid URL',
  organizerIsMember: 'The primary organizer cannot be a member',
  groupMembers: 'Add at least one member',
  maxGroupMembers: 'A group link can have at most 20 members',
  greetingRequired: 'Greeting text is required',
  oneLinkRequired: 'Add at least one meeting link',
} as const;
export const MAX_GROUP_LINK_MEMBERS = 20;

export const slugField = v.pipe(
  v.string(LINK_MESSAGES.invalidSlug),
  v.trim(),
  v.nonEmpty('Slug is required'),
  v.maxLength(80, LINK_MESSAGES.invalidSlug),
  v.regex(SLUG_PATTERN, LINK_MESSAGES.invalidSlug),
);

const validUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (isSingleLine(s) && /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s)), LINK_MESSAGES.invalidUrl),
    ),
  ),
  null,
);

export const QUESTION_TYPES = ['short_answer', 'long_answer', 'radiobutton', 'dropdown'] as const;
export const QUESTION_TYPE_LABELS = {
  short_answer: 'Short answer',
  long_answer: 'Long answer',
  radiobutton: 'Radio buttons',
  dropdown: 'Dropdown',
} as const;

export const linkQuestionSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
    type: v.picklist(QUESTION_TYPES, 'Choose a question type'),
    question: requiredString('Question is required', 300),
    placeholder: v.optional(v.pipe(v.string(), v.maxLength(200), singleLine('Placeholder')), ''),
    options: v.optional(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('Option cannot be empty'), v.maxLength(200), singleLine('Option'))),
      [],
    ),
    required: v.optional(v.boolean(), false),
    crmField: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100), singleLine('CRM field'))), null),
  }),
  v.forward(
    v.check((q) => (q.type === 'radiobutton' || q.type === 'dropdown' ? q.options.length >= 1 : true), 'Add at least one option'),
    ['options'],
  ),
);

export type LinkQuestion = v.InferOutput<typeof linkQuestionSchema>;

export const appearanceSchema = v.object({
  linkColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour')),
  buttonColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour')),
  language: v.picklist(['en']),
});

/** A link's own meeting settings ("custom" instead of an existing meeting type); the rest are defaults. */
export const customMeetingTypeSchema = v.pipe(
  v.object({
    durationMinutes: v.pipe(
      v.number('Duration is required'),
      v.integer('Duration is required'),
      v.minValue(1, 'Duration is required'),
      v.maxValue(720, 'Duration must be at most 720 minutes'),
    ),
    locationType: v.picklist(['video', 'phone', 'custom'], 'Choose a location'),
    customLocation: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500), singleLine('Custom location')), ''),
    description: v.optional(v.pipe(v.string(), v.maxLength(2000), multiLine('Description')), ''),
  }),
  v.forward(
    v.check((c) => c.locationType !== 'custom' || !!c.customLocation, 'Custom location is required'),
    ['customLocation'],
  ),
);
export type CustomMeetingType = v.InferOutput<typeof customMeetingTypeSchema>;

const LinkObject = v.object({
  kind: v.picklist(['personal', 'group']),
  name: requiredString(MESSAGES.nameRequired, 120),
  slug: slugField,
  ownerUserId: v.optional(v.nullable(v.string()), null),
  groupMode: v.optional(v.nullable(v.picklist(['collective', 'round_robin'])), null),
  memberIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(MAX_GROUP_LINK_MEMBERS, LINK_MESSAGES.maxGroupMembers)), []),
  meetingTypeId: v.optional(v.string('Select a meeting type'), ''),
  customMeetingType: v.optional(v.nullable(customMeetingTypeSchema), null),
  questions: v.optional(v.pipe(v.array(linkQuestionSchema), v.maxLength(20, 'At most 20 questions')), []),
  appearance: v.optional(appearanceSchema, { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' }),
  redirectUrl: validUrl,
  metaTitle: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120), singleLine('Meta title'))), null),
  metaDescription: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300), multiLine('Meta description'))), null),
  metaImage: validUrl,
});

/** A personal or group meeting link with the spec's rules for slugs, URLs and group members. */
export const meetingLinkSchema = v.pipe(
  LinkObject,
  // partialCheck: these run even while other fields are still invalid, so the form shows them at once.
  v.forward(
    v.partialCheck([['meetingTypeId'], ['customMeetingType']], (l) => !!l.customMeetingType || !!l.meetingTypeId, 'Select a meeting type'),
    ['meetingTypeId'],
  ),
  v.forward(
    v.partialCheck([['kind'], ['memberIds']], (l) => l.kind !== 'group' || l.memberIds.length >= 1, LINK_MESSAGES.groupMembers),
    ['memberIds'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['ownerUserId'], ['memberIds']],
      (l) => l.kind !== 'group' || !l.ownerUserId || !l.memberIds.includes(l.ownerUserId),
      LINK_MESSAGES.organizerIsMember,
    ),
    ['memberIds'],
  ),
);
export type MeetingLinkInput = v.InferInput<typeof meetingLinkSchema>;
export type MeetingLinkValues = v.InferOutput<typeof meetingLinkSchema>;

export const slugCheckQuery = v.object({ slug: v.pipe(v.string(), v.maxLength(80)), excludeId: v.optional(v.string()) });

/** The asynchronous slug checks' answer: free, or taken or malformed with the message the field shows. */
type SlugCheck<Taken extends string> =
  { available: true; message: null } | { available: false; message: typeof LINK_MESSAGES.invalidSlug | Taken };
export type SlugCheckDto = SlugCheck<typeof LINK_MESSAGES.slugInUse>;
export type UserSlugCheckDto = SlugCheck<typeof LINK_MESSAGES.userSlugInUse>;

export type MeetingLinkDto = Omit<MeetingLinkValues, 'ownerUserId'> & {
  id: string;
  ownerUserId: string;
  owner: { id: string; name: string };
  members: { id: string; name: string }[];
  meetingTypeName: string;
  customMeetingType: CustomMeetingType | null;
  url: string;
  updatedAt: string;
};

export const homePageSchema = v.object({
  userSlug: slugField,
  greeting: requiredString(LINK_MESSAGES.greetingRequired, 200),
  about: v.optional(v.pipe(v.string(), v.maxLength(2000), multiLine('About')), ''),
  profileLinks: v.optional(
    v.pipe(
      v.array(
        v.object({
          label: requiredString('Label is required', 60),
          url: v.pipe(
            v.string(),
            v.check((s) => isSingleLine(s) && /^https?:\/\/\S+$/i.test(s), LINK_MESSAGES.invalidUrl),
          ),
        }),
      ),
      v.maxLength(10),
    ),
    [],
  ),
  linkIds: v.pipe(v.array(v.string()), v.minLength(1, LINK_MESSAGES.oneLinkRequired)),
});
export type HomePageDto = v.InferOutput<typeof homePageSchema> & { url: string };

/** A member's public home page: who they are and the links a visitor can book. */
export type PublicHomePageDto = {
  name: string;
  avatarUrl: string | null;
  company: string;
  greeting: string;
  about: string;
  profileLinks: { label: string; url: string }[];
  links: { name: string; slug: string; meetingTypeName: string; url: string }[];
};
