import type { Db } from '../db/client';
import type { Caller } from '../env';
import * as v from 'valibot';
import { defaultQuestions, formSchema } from '../contracts/forms-body';
import { RelayInputSchema } from '../contracts/relay';
import { createForm } from '../features/forms/service';
import { createRelay } from '../features/relay-routers/service';
import { createDedicatedLink } from '../features/relay-sessions/service';

/**
 * The demo handover: Bea Booker (the demo booker) qualifies prospects on calls and hands them over
 * through "SDR handover". A known account goes to its owner (Globex is Ursula's), anyone else to the
 * Enterprise pod in turn; she may book over the rep's own calendar events and outside their hours, and
 * a dedicated link for one prospect is ready to share.
 */
export async function seedRelay(
  db: Db,
  admin: Caller,
  appUrl: string,
  ids: { introId: string; teamId: string; matchingRuleId: string; podId: string; fallbackPodId: string },
) {
  const form = await createForm(
    db,
    admin,
    v.parse(formSchema, {
      kind: 'form',
      name: 'Handover qualification',
      formKey: 'SDR',
      submitLabel: 'Continue',
      questions: [
        ...defaultQuestions(),
        {
          id: 'use_case',
          label: 'What do they want to solve?',
          placeholder: 'Lead routing for inbound demos',
          type: 'text',
          required: false,
          leadField: 'description',
          contactField: null,
        },
        {
          id: 'timeline',
          label: 'Buying timeline',
          type: 'radio',
          options: ['This quarter', 'Next quarter', 'Later'],
          required: true,
          leadField: null,
          contactField: null,
        },
      ],
    }),
  );
  const relay = await createRelay(
    db,
    admin,
    v.parse(RelayInputSchema, {
      name: 'SDR handover',
      teamId: ids.teamId,
      meetingTypeId: ids.introId,
      formId: form.id,
      matchingRuleIds: [ids.matchingRuleId],
      distributionPodIds: [ids.podId],
      fallbackPodId: ids.fallbackPodId,
      roundRobin: { internal: 'round_robin_strict', links: 'round_robin_available' },
      bookerUserIds: ['demo-booker'],
      organizer: 'assignee',
      flags: { bookerInvited: true, overrideBookerSlots: true, allowAssigneeSlotOverride: true, allowPodOverride: true },
    }),
  );
  const booker: Caller = {
    ...admin,
    userId: 'demo-booker',
    role: 'regular',
    isBooker: true,
    email: 'booker@acme.test',
    name: 'Bea Booker',
  };
  await createDedicatedLink(
    db,
    booker,
    { relayId: relay.id, prospectName: 'Nina Novak', prospectEmail: 'nina@initech.test' },
    { APP_URL: appUrl },
  );
}
