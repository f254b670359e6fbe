import type { Db } from '../../../db/client';
import type { FallbackPod } from '../../../contracts/routing-pods';
import { routerContextOf, type RouterContext } from './context';
import * as repo from '../repo';

/**
 * A campaign router seen through the inbound router's shape, so submission, booking, closing and the
 * routing log run the one routing path: matching rules, no distribution rules, its own fallback
 * distribution as the fallback pod, no redistribution, and its own redirect URLs.
 */
export function campaignAsRouter(c: repo.CampaignRouterRow): repo.RouterRow {
  const contacts = c.crmRecords === 'contacts';
  const leads = c.crmRecords === 'leads';
  return {
    id: c.id,
    accountId: c.accountId,
    name: c.name,
    formId: c.formId,
    meetingTypeId: c.meetingTypeId,
    matchingEnabled: c.matchingRuleIds.length > 0,
    matchingRuleIds: c.matchingRuleIds,
    distributionRuleIds: [],
    fallbackPodId: c.id,
    redistributionEnabled: false,
    notBookedMinutes: 10,
    redistributionRuleIds: [],
    // No post-booking URL: booked prospects stay on the confirmation page (the booking records no redirect).
    redirects: { bookedUrl: c.postBookingRedirectUrl ?? '', notBookedUrl: c.redirectUrl, disqualifiedUrl: c.redirectUrl, queryParams: [] },
    crmModule: leads ? 'lead' : 'contact',
    flags: {
      disqualifyFreeEmail: false,
      disqualifyInvalidEmail: true,
      checkExistingEmail: true,
      overrideExistingOwner: false,
      createContacts: contacts,
      updateContacts: contacts,
      createLeads: leads,
      updateLeads: leads,
      createAccounts: false,
      updateAccounts: false,
    },
    installation: 'verified',
    verifiedAt: null,
    verifiedOrigin: null,
    version: c.version,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    deletedAt: c.deletedAt,
  };
}

/** The campaign's fallback distribution as a fallback pod; its round robin is the pod object named by the router id. */
export function campaignFallbackPod(c: repo.CampaignRouterRow): FallbackPod {
  const f = c.fallback;
  return {
    id: c.id,
    name: `${c.name} fallback distribution`,
    teamId: f.teamId,
    distribution: f.distribution,
    members: f.memberships,
    groups:
      f.distribution === 'round_robin_group' && f.primaryGroupId
        ? { primaryGroupId: f.primaryGroupId, additionalGroupIds: f.additionalGroupIds }
        : null,
    conditions: [],
    meetingTypeOverrideId: null,
    postBookingRedirectUrl: c.postBookingRedirectUrl,
    redistributionRedirectUrl: null,
    guests: [],
    ownerUpdate: { enabled: false },
    method: f.method,
  };
}

/** Everything a campaign submission decides with: the inbound loader over the campaign's own shape. */
export function campaignContext(db: Db, c: repo.CampaignRouterRow): Promise<RouterContext> {
  return routerContextOf(db, campaignAsRouter(c), { fallbackPod: campaignFallbackPod(c), fallbackVersion: c.version });
}

/** The router a session came from, whichever kind, for its booked and not-booked redirects and CRM owner writes. */
export async function sessionRouter(
  db: Db,
  s: Pick<repo.SessionRow, 'accountId' | 'routerId' | 'routerKind'>,
): Promise<repo.RouterRow | null> {
  if (!s.routerId) return null;
  if (s.routerKind === 'campaign') {
    const c = await repo.findCampaignRouterScoped(db, s.accountId, s.routerId);
    return c ? campaignAsRouter(c) : null;
  }
  return (await repo.findRouterScoped(db, s.accountId, s.routerId)) ?? null;
}

/** The contact form and meeting type a campaign link's page shows (deleted ones are null). */
export async function campaignPageParts(db: Db, c: Pick<repo.CampaignRouterRow, 'accountId' | 'formId' | 'meetingTypeId'>) {
  const [form, type] = await Promise.all([
    repo.findForm(db, c.accountId, c.formId),
    repo.meetingTypeById(db, c.accountId, c.meetingTypeId),
  ]);
  return { form: form ?? null, type: type ?? null };
}
