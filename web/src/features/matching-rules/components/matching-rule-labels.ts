import type { MatchingAssignee, MatchingField, MatchingModuleType } from '@contracts/routing';

export const MODULE_TYPES: MatchingModuleType[] = [
  'related_lead',
  'related_contact',
  'related_account',
  'associated_account',
  'custom_object',
  'related_contact_opps',
  'related_account_opps',
];

export const MODULE_TYPE_LABELS: Record<MatchingModuleType, string> = {
  related_lead: 'Lead',
  related_contact: 'Contact',
  related_account: 'Account',
  associated_account: 'Associated account',
  custom_object: 'Custom object',
  related_contact_opps: 'Contact opportunities',
  related_account_opps: 'Account opportunities',
};

export const MODULE_TYPE_HINTS: Record<MatchingModuleType, string> = {
  related_lead: 'A CRM lead with the prospect’s details.',
  related_contact: 'A CRM contact with the prospect’s details.',
  related_account: 'The account the prospect’s company belongs to.',
  associated_account: 'The account associated with the matched contact.',
  custom_object: 'A record of a custom CRM object.',
  related_contact_opps: 'Open opportunities of the matched contact.',
  related_account_opps: 'Open opportunities of the matched account.',
};

export type MatchBy = MatchingField['by'];
export const MATCH_BY: MatchBy[] = ['email', 'email_domain', 'phone', 'form_field'];
export const MATCH_BY_LABELS: Record<MatchBy, string> = {
  email: 'E-mail',
  email_domain: 'E-mail domain',
  phone: 'Phone',
  form_field: 'Form field',
};
export const MATCH_BY_HINTS: Record<MatchBy, string> = {
  email: 'The prospect’s e-mail address equals the record’s.',
  email_domain: 'The prospect’s e-mail domain equals the record’s domain.',
  phone: 'The prospect’s phone number equals the record’s.',
  form_field: 'Another form answer compared with a CRM field.',
};

export type AssigneeType = MatchingAssignee['type'];
export const ASSIGNEE_LABELS: Record<AssigneeType, string> = {
  record_owner: 'Existing owner',
  specific_user: 'Specific user',
  group: 'Groups',
};
export const ASSIGNEE_HINTS: Record<AssigneeType, string> = {
  record_owner: 'The owner of the matched CRM record.',
  specific_user: 'One member of a team.',
  group: 'Round robin over groups of a team.',
};

/** The spec's message for the fuzzy switch. */
export const FUZZY_ONLY_EMAIL = 'Fuzzy matching is allowed only when matching is by e-mail';

/** CRM owner properties offered while typing. */
export const OWNER_PROPERTY_SUGGESTIONS = ['owner_id', 'hubspot_owner_id', 'OwnerId', 'account_owner', 'lead_owner', 'contact_owner'];
