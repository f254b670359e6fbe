import * as v from 'valibot';
import {
  LINK_MESSAGES,
  QUESTION_TYPES,
  type HomePageDto,
  type LinkQuestion,
  type MeetingLinkDto,
  type PublicHomePageDto,
  type SlugCheckDto,
  type UserSlugCheckDto,
} from './meeting-links';
import { LOCATION_TYPES } from './meeting-types';
import { examples, absoluteUrl, dataOf, instant, listOf, schemaOf } from './response-kit';

/**
 * The answers of the meeting links and home page APIs (/api/meeting-links, /api/home-page,
 * /api/public/users) as valibot schemas, checked against the service's DTO types below.
 */

const person = v.object({ id: v.string(), name: v.string() });

/** A booking question as stored: every default filled in. */
export const linkQuestionAnswerSchema = schemaOf<LinkQuestion>()(
  v.object({
    id: v.string(),
    type: v.picklist(QUESTION_TYPES),
    question: v.string(),
    placeholder: v.string(),
    options: v.pipe(v.array(v.string()), v.description('The choices of a radio button or dropdown question')),
    required: v.boolean(),
    crmField: v.pipe(v.nullable(v.string()), v.description('The CRM field the answer is written to')),
  }),
);

const customMeetingTypeAnswerSchema = v.object({
  durationMinutes: v.number(),
  locationType: v.picklist(LOCATION_TYPES),
  customLocation: v.string(),
  description: v.string(),
});

export const meetingLinkDetailSchema = schemaOf<MeetingLinkDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      kind: v.picklist(['personal', 'group']),
      name: v.string(),
      slug: v.string(),
      ownerUserId: v.string(),
      owner: person,
      groupMode: v.pipe(
        v.nullable(v.picklist(['collective', 'round_robin'])),
        v.description('How a group link books its members; null for a personal link'),
      ),
      memberIds: v.array(v.string()),
      members: v.array(person),
      meetingTypeId: v.pipe(v.string(), v.description("The meeting type booked; a link's own custom meeting type is in customMeetingType")),
      meetingTypeName: v.string(),
      customMeetingType: v.nullable(customMeetingTypeAnswerSchema),
      questions: v.array(linkQuestionAnswerSchema),
      appearance: v.object({ linkColor: v.string(), buttonColor: v.string(), language: v.picklist(['en']) }),
      redirectUrl: v.nullable(v.string()),
      metaTitle: v.nullable(v.string()),
      metaDescription: v.nullable(v.string()),
      metaImage: v.nullable(v.string()),
      url: v.pipe(absoluteUrl, v.description('The public booking page')),
      updatedAt: instant,
    }),
    examples({
      id: 'lnk_9Fq1',
      kind: 'personal',
      name: 'Intro call with Ada',
      slug: 'ada-intro',
      ownerUserId: 'usr_1',
      owner: { id: 'usr_1', name: 'Ada Lovelace' },
      groupMode: null,
      memberIds: [],
      members: [],
      meetingTypeId: 'mt_4Hk2',
      meetingTypeName: 'Intro call',
      customMeetingType: null,
      questions: [
        {
          id: 'q1',
          type: 'short_answer',
          question: 'What would you like to discuss?',
          placeholder: '',
          options: [],
          required: false,
          crmField: null,
        },
      ],
      appearance: { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' },
      redirectUrl: null,
      metaTitle: null,
      metaDescription: null,
      metaImage: null,
      url: 'https://app.routewise.example/b/ada-intro',
      updatedAt: '2026-11-20T14:05:00.000Z',
    }),
  ),
);

const slugCheck = <T extends string>(taken: T) =>
  v.pipe(
    v.variant('available', [
      v.object({ available: v.literal(true), message: v.null() }),
      v.object({
        available: v.literal(false),
        message: v.pipe(v.picklist([LINK_MESSAGES.invalidSlug, taken]), v.description('What the slug field shows')),
      }),
    ]),
    examples({ available: true, message: null }, { available: false, message: taken }),
  );
export const slugCheckSchema = schemaOf<SlugCheckDto>()(slugCheck(LINK_MESSAGES.slugInUse));
export const userSlugCheckSchema = schemaOf<UserSlugCheckDto>()(slugCheck(LINK_MESSAGES.userSlugInUse));

export const homePageAnswerSchema = schemaOf<HomePageDto>()(
  v.pipe(
    v.object({
      userSlug: v.string(),
      greeting: v.string(),
      about: v.string(),
      profileLinks: v.array(v.object({ label: v.string(), url: v.string() })),
      linkIds: v.pipe(v.array(v.string()), v.description('The meeting links shown, in order')),
      url: v.pipe(absoluteUrl, v.description('The public home page')),
    }),
    examples({
      userSlug: 'ada',
      greeting: 'Hi, pick a time that suits you.',
      about: '',
      profileLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' }],
      linkIds: ['lnk_9Fq1'],
      url: 'https://app.routewise.example/u/ada',
    }),
  ),
);

export const publicHomePageSchema = schemaOf<PublicHomePageDto>()(
  v.pipe(
    v.object({
      name: v.string(),
      avatarUrl: v.nullable(v.string()),
      company: v.string(),
      greeting: v.string(),
      about: v.string(),
      profileLinks: v.array(v.object({ label: v.string(), url: v.string() })),
      links: v.array(v.object({ name: v.string(), slug: v.string(), meetingTypeName: v.string(), url: absoluteUrl })),
    }),
    examples({
      name: 'Ada Lovelace',
      avatarUrl: null,
      company: 'Analytical Engines Ltd',
      greeting: 'Hi, pick a time that suits you.',
      about: '',
      profileLinks: [],
      links: [
        {
          name: 'Intro call with Ada',
          slug: 'ada-intro',
          meetingTypeName: 'Intro call',
          url: 'https://app.routewise.example/b/ada-intro',
        },
      ],
    }),
  ),
);

export const meetingLinksAnswerSchema = listOf(meetingLinkDetailSchema);
export const meetingLinkAnswerSchema = dataOf(meetingLinkDetailSchema);
export const slugCheckAnswerSchema = dataOf(slugCheckSchema);
export const userSlugCheckAnswerSchema = dataOf(userSlugCheckSchema);
/** `data: null` until the member sets the page up. */
export const homePageOrNullAnswerSchema = dataOf(v.nullable(homePageAnswerSchema));
export const homePageSavedAnswerSchema = dataOf(homePageAnswerSchema);
export const publicHomePageAnswerSchema = dataOf(publicHomePageSchema);
