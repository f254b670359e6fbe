import * as v from 'valibot';

/** Integration states of spec section 4. */
export const INTEGRATION_STATUSES = [
  'connected',
  'partially_connected',
  'expired',
  'requires_reconnection',
  'connecting',
  'failed',
] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_KINDS = ['calendar', 'conferencing', 'crm', 'messaging', 'enrichment', 'analytics', 'billing', 'media'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** How each state reads to a user, with the action it offers (spec section 4). */
export const INTEGRATION_STATUS_LABELS: Record<IntegrationStatus, string> = {
  connected: 'Connected',
  partially_connected: 'Partially connected',
  expired: 'Expired - reauthorize',
  requires_reconnection: 'Requires reconnection',
  connecting: 'Connecting',
  failed: 'Failed - try again',
};

/** Spec section 8: the error a failing tool shows. */
export const integrationFailedMessage = (tool: string) =>
  `Sorry! ${tool} integration failed. Please check your API credentials and configuration settings.`;

/** A connected tool as the API shows it: never its credentials. */
export type IntegrationDto = {
  id: string;
  provider: string;
  kind: IntegrationKind;
  status: IntegrationStatus;
  userId: string | null;
  externalAccountId: string;
  externalAccountName: string;
  scopes: string;
  settings: Record<string, unknown>;
  lastError: string | null;
  tokenExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The typed confirmation that disables an integration: 'Disable' plus its name (spec section 5). */
export const disableConfirmation = (name: string) => `Disable ${name}`;

export const disableIntegrationSchema = v.object({ confirmation: v.pipe(v.string(), v.maxLength(200)) });

/**
 * What a vendor's OAuth redirect back carries: the code and our state, or an error; `scope` (Google)
 * is what the user granted, and `accounts-server` (Zoho) is the data centre that holds the account.
 */
export const oauthCallbackQuery = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
  error: v.optional(v.pipe(v.string(), v.maxLength(500))),
  scope: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  'accounts-server': v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type OAuthCallback = v.InferOutput<typeof oauthCallbackQuery>;
