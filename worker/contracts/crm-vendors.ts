import * as v from 'valibot';
import { singleLine } from './common';

export const CRM_VENDOR_MESSAGES = {
  domainRequired: 'Account domain is required',
  tokenRequired: 'Authenticator token is required',
} as const;

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Connecting Freshsales (spec section 5: it asks for the account domain and the authenticator token). */
export const freshsalesConnectSchema = v.object({
  domain: v.pipe(
    v.string(CRM_VENDOR_MESSAGES.domainRequired),
    v.trim(),
    v.toLowerCase(),
    v.transform((s) => s.replace(/^https?:\/\//, '').replace(/\/.*$/, '')),
    v.nonEmpty(CRM_VENDOR_MESSAGES.domainRequired),
    v.maxLength(253, CRM_VENDOR_MESSAGES.domainRequired),
    v.regex(DOMAIN, CRM_VENDOR_MESSAGES.domainRequired),
  ),
  apiKey: v.pipe(
    v.string(CRM_VENDOR_MESSAGES.tokenRequired),
    v.trim(),
    v.nonEmpty(CRM_VENDOR_MESSAGES.tokenRequired),
    v.maxLength(200, 'Must be at most 200 characters'),
    singleLine('The token'),
  ),
});
export type FreshsalesConnectInput = v.InferOutput<typeof freshsalesConnectSchema>;

export type CrmVendorConnectionDto = { id: string; provider: string; status: string; externalAccountName: string };
