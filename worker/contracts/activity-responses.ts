import * as v from 'valibot';
import { examples, instant, schemaOf } from './response-kit';
import { ACTIVITY_KINDS, type ActivityPageDto } from './activity';

/** The activity stream's answer (/api/accounts/{id}/activity, /api/contacts/{id}/activity). */
export const activityPageSchema = schemaOf<ActivityPageDto>()(
  v.pipe(
    v.object({
      data: v.array(
        v.object({
          id: v.string(),
          kind: v.picklist(ACTIVITY_KINDS),
          at: instant,
          title: v.string(),
          detail: v.string(),
          link: v.pipe(v.nullable(v.string()), v.description('The app path that shows the entry, if any')),
        }),
      ),
      meta: v.object({
        nextCursor: v.pipe(v.nullable(v.string()), v.description('Pass as ?cursor= for the next, older page; null on the last page')),
      }),
    }),
    examples({
      data: [
        {
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          kind: 'meeting',
          at: '2026-11-29T09:00:00.000Z',
          title: 'Intro call',
          detail: 'scheduled',
          link: '/meetings/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        },
      ],
      meta: { nextCursor: null },
    }),
  ),
);
