import type * as v from 'valibot';
import type { HomePageDto, homePageSchema } from '@contracts/meeting-links';
import { slugify } from '@web/lib/utils';

export type HomePageForm = v.InferInput<typeof homePageSchema>;
export const HOME_FIELDS = ['userSlug', 'greeting', 'about', 'profileLinks', 'linkIds'] as const;

/** Saved values, or a starting point built from the user's name when the page is not set up yet. */
export function homePageValues(page: HomePageDto | null, name: string): HomePageForm {
  if (page)
    return {
      userSlug: page.userSlug,
      greeting: page.greeting,
      about: page.about,
      profileLinks: page.profileLinks.map((l) => ({ ...l })),
      linkIds: [...page.linkIds],
    };
  const first = name.split(/\s+/)[0] || name;
  return {
    userSlug: slugify(name),
    greeting: `Hi, I'm ${first}. Pick a time that works for you.`,
    about: '',
    profileLinks: [],
    linkIds: [],
  };
}
