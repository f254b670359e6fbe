import type { ObjectRouterDto } from '@contracts/object-routers';

/** A saved object router for tests: contacts of HubSpot with the SDR pod as fallback; `trigger` and the rest as each test needs. */
export const objectRouter = (overrides: Partial<ObjectRouterDto> = {}): ObjectRouterDto => ({
  id: 'or-1',
  name: 'MQL contacts',
  integrationId: 'int-1',
  objectType: 'contact',
  trigger: { type: 'field_changed', field: '', value: '' },
  matchingRuleIds: [],
  distributionRuleIds: [],
  fallbackPodId: 'pod-1',
  ownerField: null,
  notifyEmail: false,
  notifySlack: false,
  followUpTask: false,
  version: 3,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  counts: { routed: 0, assigned: 0 },
  backfill: { status: 'idle', total: 0, processed: 0 },
  ...overrides,
});
