import type { FormDto } from '@contracts/forms';
import { defaultQuestions } from '@contracts/forms-body';
import type { RouterSummaryDto } from '@contracts/routers';

/** A router card's data for component tests. */
export const ROUTER = {
  id: 'r1',
  name: 'Website demo',
  version: 2,
  formId: 'f1',
  meetingTypeId: 'mt1',
  matchingEnabled: true,
  matchingRuleIds: ['m1', 'm2'],
  distributionRuleIds: ['d1'],
  fallbackPodId: null,
  redistributionEnabled: false,
  notBookedMinutes: 10,
  redistributionRuleIds: [],
  redirects: {
    bookedUrl: 'https://acme.test/b',
    notBookedUrl: 'https://acme.test/n',
    disqualifiedUrl: 'https://acme.test/d',
    queryParams: [],
  },
  crmModule: 'both',
  disqualifyFreeEmail: false,
  disqualifyLowQuality: false,
  disqualifyInvalidEmail: true,
  checkExistingEmail: true,
  overrideExistingOwner: false,
  createContacts: false,
  updateContacts: true,
  createLeads: true,
  updateLeads: false,
  createAccounts: false,
  updateAccounts: false,
  installation: 'awaiting_installation',
  verifiedAt: null,
  verifiedOrigin: null,
  form: { id: 'f1', name: 'Contact sales', provider: 'hubspot', mapped: true },
  meetingType: { id: 'mt1', name: 'Intro call', durationMinutes: 30 },
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  stats: { assigned: 1204, processed: 1310, booked: 87, disqualified: 12, since: '2029-12-04T00:00:00Z' },
  activeMatchingRules: 2,
} satisfies RouterSummaryDto;

/** A native form with the default questions, as GET /api/forms/:id answers it, for the editor and wizard tests. */
export const nativeForm = (id: string, name: string, formKey = id.toUpperCase()): FormDto => ({
  id,
  kind: 'form',
  name,
  formKey,
  provider: 'native',
  consentEnabled: false,
  consentText: '',
  submitLabel: 'Submit',
  questions: defaultQuestions(),
  mapping: null,
  createdAt: '',
  updatedAt: '',
});
