import { isSupportedCountry } from 'libphonenumber-js';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { CAMPAIGN_MESSAGES, type CampaignRouterValues } from '../../../contracts/campaign';
import { DomainError } from '../../../core/errors';
import { getForm } from '../../forms/service';
import { listRules as listMatchingRules } from '../../matching-rules/service';
import { loadMeetingType } from '../../meeting-types/service';
import { getTeam } from '../../teams/service';
import { templateExists } from '../../assets/service';
import { ASSET_MESSAGES } from '../../../contracts/assets';

// What a campaign router names must exist in the caller's organization: team, meeting type, forms,
// matching rules, members and groups; the answer is the fallback distribution's members.

const invalid = (pointer: string, detail: string) => new DomainError('invalid', 'invalid', detail, pointer);
const orNull = <T>(p: Promise<T>) => p.catch(() => null);

/**
 * Who takes turns in the fallback distribution, with weights: every assigned member, the selected
 * memberships, or the primary group's members (additional groups join each meeting).
 */
export async function checkReferences(db: Db, caller: Caller, input: CampaignRouterValues) {
  if (!isSupportedCountry(input.defaultCountryCode)) throw invalid('/defaultCountryCode', CAMPAIGN_MESSAGES.countryCode);
  const [team, fallbackTeam, type, form, marketing, rules, template] = await Promise.all([
    orNull(getTeam(db, caller, input.teamId)),
    input.fallback.teamId === input.teamId ? null : orNull(getTeam(db, caller, input.fallback.teamId)),
    orNull(loadMeetingType(db, caller, input.meetingTypeId)),
    orNull(getForm(db, caller, input.formId)),
    input.marketingFormId ? orNull(getForm(db, caller, input.marketingFormId)) : null,
    input.matchingRuleIds.length ? listMatchingRules(db, caller) : Promise.resolve([]),
    input.assetTemplateId ? templateExists(db, caller.accountId, input.assetTemplateId) : true,
  ]);
  if (!template) throw invalid('/assetTemplateId', ASSET_MESSAGES.selectTemplate);
  if (!team) throw invalid('/teamId', CAMPAIGN_MESSAGES.teamRequired);
  if (!type) throw invalid('/meetingTypeId', CAMPAIGN_MESSAGES.meetingTypeRequired);
  if (!form || form.kind !== 'form') throw invalid('/formId', CAMPAIGN_MESSAGES.formRequired);
  if (input.marketingFormId && (!marketing || marketing.kind !== 'marketing_form'))
    throw invalid('/marketingFormId', CAMPAIGN_MESSAGES.marketingFormKind);
  const live = new Set(rules.map((r) => r.id));
  const gone = input.matchingRuleIds.findIndex((id) => !live.has(id));
  if (gone >= 0) throw invalid(`/matchingRuleIds/${gone}`, 'This rule has been deleted');
  const inTeam = new Set(team.members.map((m) => m.id));
  if (input.assignedMemberIds.some((id) => !inTeam.has(id))) throw invalid('/assignedMemberIds', CAMPAIGN_MESSAGES.membersInTeam);
  const podTeam = input.fallback.teamId === input.teamId ? team : fallbackTeam;
  if (!podTeam) throw invalid('/fallback/teamId', CAMPAIGN_MESSAGES.teamRequired);
  const f = input.fallback;
  const weights = new Map(f.memberships.map((m) => [m.userId, m.weight]));
  if (f.distribution === 'round_robin_all') return input.assignedMemberIds.map((userId) => ({ userId, weight: weights.get(userId) ?? 1 }));
  if (f.distribution === 'round_robin_select') {
    const podMembers = new Set(podTeam.members.map((m) => m.id));
    if (f.memberships.some((m) => !podMembers.has(m.userId))) throw invalid('/fallback/memberships', CAMPAIGN_MESSAGES.membersInTeam);
    return f.memberships.map((m) => ({ userId: m.userId, weight: m.weight }));
  }
  const groups = new Map(podTeam.groups.map((g) => [g.id, g]));
  if (![f.primaryGroupId ?? '', ...f.additionalGroupIds].every((id) => groups.has(id)))
    throw invalid('/fallback/primaryGroupId', CAMPAIGN_MESSAGES.groupsRequired);
  return groups.get(f.primaryGroupId!)!.members.map((m) => ({ userId: m.id, weight: weights.get(m.id) ?? 1 }));
}
